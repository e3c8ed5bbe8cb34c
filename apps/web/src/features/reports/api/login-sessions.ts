import type { LoginSessionList } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/dashboard/login-sessions: the company's recent sign-ins. */
export function fetchLoginSessions(): Promise<LoginSessionList> {
  return api<LoginSessionList>(API.loginSessions);
}

export const loginSessionsQuery = () =>
  queryOptions({ queryKey: ["dashboard", "login-sessions"], queryFn: fetchLoginSessions });
