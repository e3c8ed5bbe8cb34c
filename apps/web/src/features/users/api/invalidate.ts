import { useQueryClient } from "@tanstack/react-query";
import { rolesQueryKey } from "../../../lib/roles";
import { membersQueryKey } from "./list-members";

/** After any change: the lists and the roles (their user counts) are read again. */
export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersQueryKey }),
      queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
    ]);
}
