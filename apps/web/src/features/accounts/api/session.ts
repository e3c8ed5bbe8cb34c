import { API } from "@payflow/contracts/paths";
import type { Me, SessionProbe } from "@payflow/contracts/profile";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { meQueryKey } from "./me";

/** GET /api/session: the signed-in user, or null: asked without a 401 for a visitor (GET /api/session). */
export async function probeSession(): Promise<Me | null> {
  return (await api<SessionProbe>(API.session)).me;
}

/**
 * For the sign-in and registration pages: is someone already signed in? It fills the same
 * cache entry as meQuery, so the area that follows starts with the answer.
 */
export const sessionProbeQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: probeSession, staleTime: 30_000 });
