import type { CreatedMember, CreateUserRequest, InviteMemberRequest } from "@payflow/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useInvalidateMembers } from "./invalidate";
import { MEMBER_PATHS, type MemberScope } from "./list-members";

/**
 * POST /api/users (add a user; an empty password is generated and emailed) or POST /api/team
 * (invite: a pending member and an email with a temporary password).
 */
export function useCreateMember(scope: MemberScope) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: CreateUserRequest | InviteMemberRequest) =>
      api<CreatedMember>(MEMBER_PATHS[scope].list, { method: "POST", body }),
    onSuccess: invalidate,
  });
}
