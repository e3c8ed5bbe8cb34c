import type { ClientStatus } from "@payflow/contracts";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clients, profiles, users } from "../../db/schema";
import type { Scope } from "../../db/scope";

export type ClientRow = typeof clients.$inferSelect;

export type ClientValues = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  status: ClientStatus;
};

type ClientFilter = { search?: string; status?: ClientStatus };

/** One page of the clients the filter matches, newest first, and how many match in all. */
export async function listClients(
  db: Tx,
  scope: Scope,
  filter: ClientFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const where = clientConditions(scope, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

function clientConditions(scope: Scope, filter: ClientFilter) {
  const conditions = [eq(clients.companyId, scope.companyId)];
  // Live mode never lists the demo's made-up clients; test mode lists every client.
  if (scope.mode === "live") conditions.push(eq(clients.isTestData, false));
  if (filter.status) conditions.push(eq(clients.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(clients.name, pattern), ilike(clients.email, pattern));
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

export async function findClient(db: Tx, companyId: string, id: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)));
  return row ?? null;
}

/** Another client of the company already uses this email (case-insensitive). */
export async function clientEmailTaken(db: Tx, companyId: string, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        sql`lower(${clients.email}) = ${email.toLowerCase()}`,
        exceptId ? sql`${clients.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertClient(
  db: Tx,
  row: ClientValues & { id: string; companyId: string; userId: string | null },
): Promise<ClientRow> {
  const [saved] = await db.insert(clients).values(row).returning();
  if (!saved) throw new Error("client insert returned nothing");
  return saved;
}

export async function updateClient(
  db: Tx,
  companyId: string,
  id: string,
  values: Partial<ClientValues>,
): Promise<ClientRow | null> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function deleteClient(db: Tx, companyId: string, id: string): Promise<ClientRow | null> {
  const [row] = await db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes a client's portal login (its profile, sessions and credentials cascade). Only a
 * `client`-role login of the same company: a record can never take a staff account with it.
 * Returns false when there was no such login (already gone).
 */
export async function deletePortalLogin(db: Tx, companyId: string, userId: string): Promise<boolean> {
  const owned = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.companyId, companyId), eq(profiles.role, "client")));
  if (owned.length === 0) return false;
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
