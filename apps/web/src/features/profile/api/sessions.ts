import { API } from "@payflow/contracts/paths";
import type { ActiveSessionList } from "@payflow/contracts/security";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const sessionsQueryKey = ["security", "sessions"] as const;

/** The signed-in person's active sessions. */
export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: () => api<ActiveSessionList>(API.meSessions) });
}
