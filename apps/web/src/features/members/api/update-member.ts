import type { Member, UpdateMemberRequest, UpdateUserRequest } from "@payflow/contracts/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useInvalidateMembers } from "./invalidate";
import { MEMBER_PATHS } from "./list-members";

/** PATCH /api/users/{id} */
export function useUpdateUser() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest }) =>
      api<Member>(MEMBER_PATHS.users.one(id), { method: "PATCH", body }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/team/{id} */
export function useUpdateTeamMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMemberRequest }) =>
      api<Member>(MEMBER_PATHS.team.one(id), { method: "PATCH", body }),
    onSuccess: invalidate,
  });
}
