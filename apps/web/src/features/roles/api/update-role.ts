import { API } from "@payflow/contracts/paths";
import type { Role, UpdateRoleRequest } from "@payflow/contracts/team";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { rolesQueryKey } from "../../../lib/roles";

/** PATCH /api/roles/{name}. */
export function updateRole({ name, body }: { name: string; body: UpdateRoleRequest }): Promise<Role> {
  return api<Role>(API.role(name), { method: "PATCH", body });
}

export const useUpdateRole = () => useRefreshingMutation(updateRole, rolesQueryKey, "success");
