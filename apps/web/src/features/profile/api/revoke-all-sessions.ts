import { API } from "@payflow/contracts/paths";
import type { RevokedSessions } from "@payflow/contracts/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * Ends every session, this one included. Everything cached is then refetched: the profile
 * answers 401, which signs this browser out and sends it to /login.
 */
export function useRevokeAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RevokedSessions>(API.meSessionsRevokeAll, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
