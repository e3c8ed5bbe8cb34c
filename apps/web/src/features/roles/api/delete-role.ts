import { API } from "@payflow/contracts/paths";
import type { DeletedRole } from "@payflow/contracts/team";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { rolesQueryKey } from "../../../lib/roles";

/** DELETE /api/roles/{name} (a role nobody holds). */
export function deleteRole(name: string): Promise<DeletedRole> {
  return api<DeletedRole>(API.role(name), { method: "DELETE" });
}

export const useDeleteRole = () => useRefreshingMutation(deleteRole, rolesQueryKey, "success");
