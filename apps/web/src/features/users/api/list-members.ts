import { API } from "@payflow/contracts/paths";
import type { MemberList } from "@payflow/contracts/team";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** The Users screen manages every login of the company; the Team screen its staff only. */
export type MemberScope = "users" | "team";

export const MEMBER_PATHS = {
  users: { list: API.users, one: API.user },
  team: { list: API.team, one: API.teamMember },
} as const;

export const membersQueryKey = ["members"] as const;

/** GET /api/users or /api/team, searched on the server (?q=, case-insensitive). */
export function fetchMembers(scope: MemberScope, q: string, signal?: AbortSignal): Promise<MemberList> {
  const base = MEMBER_PATHS[scope].list;
  return api<MemberList>(q ? `${base}?q=${encodeURIComponent(q)}` : base, { signal });
}

export const membersQuery = (scope: MemberScope, search: string) => {
  const q = search.trim();
  return queryOptions({
    queryKey: [...membersQueryKey, scope, q],
    queryFn: ({ signal }) => fetchMembers(scope, q, signal),
    // While a new search runs, the previous rows stay instead of a spinner.
    placeholderData: keepPreviousData,
  });
};
