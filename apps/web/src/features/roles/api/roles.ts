import { API } from "@payflow/contracts/paths";
import type { CreateRoleRequest, DeletedRole, Role, UpdateRoleRequest } from "@payflow/contracts/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { rolesQueryKey } from "../../../lib/roles";

function useRoleMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}

export function useCreateRole() {
  return useRoleMutation((body: CreateRoleRequest) => api<Role>(API.roles, { method: "POST", body }));
}

export function useUpdateRole() {
  return useRoleMutation(({ name, body }: { name: string; body: UpdateRoleRequest }) =>
    api<Role>(API.role(name), { method: "PATCH", body }),
  );
}

export function useDeleteRole() {
  return useRoleMutation((name: string) => api<DeletedRole>(API.role(name), { method: "DELETE" }));
}
