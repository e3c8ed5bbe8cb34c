import { type Capability, coversCapabilities, isSystemRole } from "@payflow/contracts/capabilities";
import { API } from "@payflow/contracts/paths";
import type { Role, RoleList } from "@payflow/contracts/team";
import { queryOptions } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { api } from "./api";

export const rolesQueryKey = ["roles"] as const;

/** GET /api/roles: the company's roles (system first, then custom). */
export function fetchRoles(): Promise<RoleList> {
  return api<RoleList>(API.roles);
}

/** Shared by the Users, Team and Permissions screens. */
export const rolesQuery = () => queryOptions({ queryKey: rolesQueryKey, queryFn: fetchRoles });

/** A role as people read it: the translated label of a system role, a custom role's display name. */
export function roleLabel(t: TFunction, name: string, roles?: readonly Role[]): string {
  if (isSystemRole(name)) return t(`roles.${name}`);
  return roles?.find((r) => r.name === name)?.displayName ?? name;
}

/**
 * Whether someone with `held` may give, edit or remove a holder of this role — the server's
 * rule: only with every capability the role carries. Unknown until the roles are loaded.
 */
export function mayHandleRole(held: readonly Capability[], role: string, roles?: readonly Role[]): boolean {
  const found = roles?.find((r) => r.name === role);
  return found !== undefined && coversCapabilities(held, found.capabilities);
}
