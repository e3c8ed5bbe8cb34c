import {
  type CreateRoleRequest,
  type DeletedRole,
  isSystemRole,
  type Role,
  SYSTEM_ROLE_CAPABILITIES,
  SYSTEM_ROLE_LABELS,
  SYSTEM_ROLES,
  type UpdateRoleRequest,
} from "@payflow/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { assertHoldsAll } from "./authority";
import * as q from "./queries";

type CreateInput = z.output<typeof CreateRoleRequest>;
type UpdateInput = z.output<typeof UpdateRoleRequest>;

/** System roles first (built in), then the company's custom roles. */
export async function listRoles(db: Database, companyId: string): Promise<Role[]> {
  const [custom, holders] = await Promise.all([q.listCustomRoles(db, companyId), q.countHolders(db, companyId)]);
  const system: Role[] = SYSTEM_ROLES.map((name) => ({
    name,
    displayName: SYSTEM_ROLE_LABELS[name],
    description: "",
    capabilities: [...SYSTEM_ROLE_CAPABILITIES[name]],
    isSystemRole: true,
    userCount: holders.get(name) ?? 0,
  }));
  return [
    ...system,
    ...custom.map((r) => ({
      name: r.name,
      displayName: r.displayName,
      description: r.description,
      capabilities: r.capabilities,
      isSystemRole: false,
      userCount: holders.get(r.name) ?? 0,
    })),
  ];
}

/** A role a person of the company may be given: a system role or one of its custom roles. */
export async function assertRoleExists(db: Database, companyId: string, name: string): Promise<void> {
  if (isSystemRole(name)) return;
  if (!(await q.findCustomRole(db, companyId, name))) throw new AppError("unknownRole", { field: "role" });
}

export async function createRole(db: Database, { user, audit: actor }: Acting, input: CreateInput): Promise<Role> {
  assertHoldsAll(user.capabilities, input.capabilities);
  // System role names are taken, whatever their case ("Admin" would read as the admin role).
  if (SYSTEM_ROLES.some((r) => r.toLowerCase() === input.name.toLowerCase())) {
    throw new AppError("roleNameInUse", { field: "name" });
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await q.insertRole(tx, actor.companyId, input);
      await recordAudit(tx, actor, {
        action: "role.created",
        targetType: "role",
        targetId: row.name,
        targetLabel: row.displayName,
        details: { capabilities: row.capabilities },
      });
      return { ...toRole(row), userCount: 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("roleNameInUse", { field: "name" });
    throw error;
  }
}

/**
 * Editing a role changes what its holders may do, so the editor must hold every capability the
 * role has before and after; and nobody edits the role they hold themselves.
 */
export async function updateRole(
  db: Database,
  { user, audit: actor }: Acting,
  name: string,
  input: UpdateInput,
): Promise<Role> {
  if (isSystemRole(name)) throw new AppError("systemRoleReadOnly");
  return db.transaction(async (tx) => {
    const before = await q.findCustomRole(tx, actor.companyId, name);
    if (!before) throw new AppError("notFound");
    if (user.role === name) throw new AppError("cannotEditOwnRole");
    assertHoldsAll(user.capabilities, [...before.capabilities, ...input.capabilities]);
    const row = await q.updateRole(tx, actor.companyId, name, input);
    if (!row) throw new AppError("notFound");
    await recordAudit(tx, actor, {
      action: "role.updated",
      targetType: "role",
      targetId: row.name,
      targetLabel: row.displayName,
      details: { before: before.capabilities, after: row.capabilities },
    });
    const holders = await q.countHolders(tx, actor.companyId);
    return { ...toRole(row), userCount: holders.get(row.name) ?? 0 };
  });
}

/** docs/PRODUCT.md §4: deleting a custom role reassigns its users to `user`, in one transaction. */
export async function deleteRole(db: Database, { user, audit: actor }: Acting, name: string): Promise<DeletedRole> {
  if (isSystemRole(name)) throw new AppError("systemRoleReadOnly");
  return db.transaction(async (tx) => {
    const existing = await q.findCustomRole(tx, actor.companyId, name);
    if (!existing) throw new AppError("notFound");
    if (user.role === name) throw new AppError("cannotEditOwnRole");
    // Its holders lose its capabilities: only someone holding all of them may take them away.
    assertHoldsAll(user.capabilities, existing.capabilities);
    const row = await q.deleteRole(tx, actor.companyId, name);
    if (!row) throw new AppError("notFound");
    const movedUsers = await q.reassignRole(tx, actor.companyId, name, "user");
    await recordAudit(tx, actor, {
      action: "role.deleted",
      targetType: "role",
      targetId: row.name,
      targetLabel: row.displayName,
      details: { movedUsers },
    });
    return { name: row.name, displayName: row.displayName, movedUsers };
  });
}

function toRole(row: q.CustomRole): Omit<Role, "userCount"> {
  return {
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    capabilities: row.capabilities,
    isSystemRole: false,
  };
}
