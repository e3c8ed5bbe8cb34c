import { API } from "@payflow/contracts/paths";
import type { ActiveSessionList } from "@payflow/contracts/security";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const sessionsQueryKey = ["security", "sessions"] as const;

/** GET /api/me/sessions: the signed-in person's active sessions. */
export function fetchSessions(): Promise<ActiveSessionList> {
  return api<ActiveSessionList>(API.meSessions);
}

export const sessionsQuery = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: fetchSessions });
