import type { Member } from "@payflow/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useInvalidateMembers } from "./invalidate";
import { MEMBER_PATHS, type MemberScope } from "./list-members";

/** DELETE /api/users/{id} or /api/team/{id} (never oneself: the server says cannotDeleteSelf). */
export function useDeleteMember(scope: MemberScope) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (id: string) => api<Member>(MEMBER_PATHS[scope].one(id), { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
