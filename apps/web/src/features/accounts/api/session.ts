import { API } from "@payflow/contracts/paths";
import type { Me, SessionProbe } from "@payflow/contracts/profile";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { meQueryKey } from "./me";

/** The signed-in user, or null: asked without a 401 for a visitor (GET /api/session). */
export async function probeSession(): Promise<Me | null> {
  return (await api<SessionProbe>(API.session)).me;
}

/**
 * For the sign-in and registration pages: is someone already signed in? It fills the same
 * cache entry as useMe, so the area that follows starts with the answer.
 */
export function useSessionProbe() {
  return useQuery({ queryKey: meQueryKey, queryFn: probeSession, staleTime: 30_000 });
}
