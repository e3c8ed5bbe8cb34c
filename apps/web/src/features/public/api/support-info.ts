import { API } from "@payflow/contracts/paths";
import type { SupportInfo } from "@payflow/contracts/support";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../../lib/api";

type State = { info: SupportInfo | null; error: unknown; loading: boolean };

/** The support team's email, phone and address (server configuration). No React Query: public page. */
export function useSupportInfo() {
  const [state, setState] = useState<State>({ info: null, error: null, loading: true });
  const load = useCallback(() => {
    const controller = new AbortController();
    setState({ info: null, error: null, loading: true });
    api<SupportInfo>(API.supportInfo, { signal: controller.signal })
      .then((info) => setState({ info, error: null, loading: false }))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setState({ info: null, error, loading: false });
      });
    return () => controller.abort();
  }, []);
  useEffect(load, [load]);
  return { ...state, retry: load };
}
