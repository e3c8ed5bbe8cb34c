import type { CreatedMember, CreateUserRequest, InviteMemberRequest } from "@payflow/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useInvalidateMembers } from "./invalidate";
import { MEMBER_PATHS } from "./list-members";

/** POST /api/users (add a user) */
export function useCreateUser() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => api<CreatedMember>(MEMBER_PATHS.users.list, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

/** POST /api/team (invite a member: a pending account and an email with a temporary password) */
export function useInviteMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) => api<CreatedMember>(MEMBER_PATHS.team.list, { method: "POST", body }),
    onSuccess: invalidate,
  });
}
