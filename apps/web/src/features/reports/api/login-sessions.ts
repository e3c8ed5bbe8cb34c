import type { LoginSessionList } from "@payflow/contracts/auth";
import { API } from "@payflow/contracts/paths";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export function useLoginSessions(enabled: boolean) {
  return useQuery({
    queryKey: ["dashboard", "login-sessions"],
    queryFn: () => api<LoginSessionList>(API.loginSessions),
    enabled,
  });
}
