import { API } from "@payflow/contracts/paths";
import type { CreateRoleRequest, Role } from "@payflow/contracts/team";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { rolesQueryKey } from "../../../lib/roles";

/** POST /api/roles: a custom role. */
export function createRole(body: CreateRoleRequest): Promise<Role> {
  return api<Role>(API.roles, { method: "POST", body });
}

export const useCreateRole = () => useRefreshingMutation(createRole, rolesQueryKey, "success");
