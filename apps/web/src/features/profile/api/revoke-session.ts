import { API } from "@payflow/contracts/paths";
import type { RevokedSessions } from "@payflow/contracts/security";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { sessionsQueryKey } from "./sessions";

/** Ends one of the person's sessions. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RevokedSessions>(API.meSession(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
