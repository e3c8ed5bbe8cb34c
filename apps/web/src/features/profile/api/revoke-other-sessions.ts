import { API } from "@payflow/contracts/paths";
import type { RevokedSessions } from "@payflow/contracts/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { sessionsQueryKey } from "./sessions";

/** Ends every session of the person except this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RevokedSessions>(API.meSessionsRevokeOthers, { method: "POST", body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
