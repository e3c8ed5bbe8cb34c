import type { Capability } from "@payflow/contracts";
import { and, count, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { onPool, preparedPerDb } from "../../db/prepared";
import { profiles, roles } from "../../db/schema";
import { newId } from "../../lib/ids";

export type CustomRole = typeof roles.$inferSelect;

export async function listCustomRoles(db: Tx, companyId: string): Promise<CustomRole[]> {
  if (onPool(db)) return customRolesQuery(db as Database).execute({ companyId });
  return selectRoles(db).where(eq(roles.companyId, companyId)).orderBy(roles.createdAt);
}

const selectRoles = (db: Tx) => db.select().from(roles);

/**
 * The company's custom roles as JSON (name and capabilities, oldest first), as an expression: for
 * a statement that reads them beside what it reads anyway.
 */
export const customRolesJson = (companyId: SQLWrapper): SQL =>
  sql`coalesce((SELECT json_agg(json_build_object('name', r.name, 'capabilities', r.capabilities) ORDER BY r.created_at)
    FROM roles r WHERE r.company_id = ${companyId}), '[]'::json)`;

// Every payment outcome and every capability check of a custom role reads them (db/prepared.ts).
const customRolesQuery = preparedPerDb((db) =>
  selectRoles(db)
    .where(eq(roles.companyId, sql.placeholder("companyId")))
    .orderBy(roles.createdAt)
    .prepare("payflow_custom_roles"),
);

export async function findCustomRole(db: Tx, companyId: string, name: string): Promise<CustomRole | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
  return row ?? null;
}

/** Holders per role name in the company. */
export async function countHolders(db: Tx, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: profiles.role, n: count() })
    .from(profiles)
    .where(eq(profiles.companyId, companyId))
    .groupBy(profiles.role);
  return new Map(rows.map((r) => [r.role, r.n]));
}

export async function insertRole(
  db: Tx,
  companyId: string,
  input: { name: string; displayName: string; description: string; capabilities: Capability[] },
): Promise<CustomRole> {
  const [row] = await db
    .insert(roles)
    .values({ id: newId("rol"), companyId, ...input })
    .returning();
  return row as CustomRole;
}

export async function updateRole(
  db: Tx,
  companyId: string,
  name: string,
  input: { displayName: string; description: string; capabilities: Capability[] },
): Promise<CustomRole | null> {
  const [row] = await db
    .update(roles)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)))
    .returning();
  return row ?? null;
}

/** Deletes the company's custom role; null when it has none of that name. */
export async function deleteRole(db: Tx, companyId: string, name: string): Promise<CustomRole | null> {
  const [row] = await db
    .delete(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)))
    .returning();
  return row ?? null;
}

export async function reassignRole(db: Tx, companyId: string, from: string, to: string): Promise<number> {
  const moved = await db
    .update(profiles)
    .set({ role: to, updatedAt: new Date() })
    .where(and(eq(profiles.companyId, companyId), eq(profiles.role, from)))
    .returning({ userId: profiles.userId });
  return moved.length;
}
