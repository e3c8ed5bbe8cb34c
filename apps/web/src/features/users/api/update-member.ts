import type { Member, UpdateMemberRequest, UpdateUserRequest } from "@payflow/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useInvalidateMembers } from "./invalidate";
import { MEMBER_PATHS, type MemberScope } from "./list-members";

/** PATCH /api/users/{id} or /api/team/{id} (never one's own role: cannotChangeOwnRole). */
export function useUpdateMember(scope: MemberScope) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest | UpdateMemberRequest }) =>
      api<Member>(MEMBER_PATHS[scope].one(id), { method: "PATCH", body }),
    onSuccess: invalidate,
  });
}
