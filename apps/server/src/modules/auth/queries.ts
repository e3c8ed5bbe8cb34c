import { normalizeEmail } from "@payflow/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, companies, sessions, signIns, users } from "../../db/schema";
import { newId } from "../../lib/ids";

export async function emailExists(db: Tx, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows.length > 0;
}

export async function findDefaultCompany(db: Tx): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isDefault, true));
  return row ?? null;
}

/**
 * The registering person's client record: a record staff already made for this email (and
 * not yet linked to a login) is linked to the new login; otherwise a new record is created.
 */
export async function insertClientRecord(
  db: Tx,
  input: { companyId: string; userId: string; name: string; contactPerson: string; email: string; phone: string },
): Promise<string> {
  const [linked] = await db
    .update(clients)
    .set({ userId: input.userId, updatedAt: new Date() })
    .where(
      and(
        eq(clients.companyId, input.companyId),
        isNull(clients.userId),
        sql`lower(${clients.email}) = ${input.email.toLowerCase()}`,
      ),
    )
    .returning({ id: clients.id });
  if (linked) return linked.id;
  const id = newId("cus");
  await db.insert(clients).values({ id, ...input, address: "" });
  return id;
}

export async function deleteSessionByToken(db: Tx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** True when this person signed in successfully from this address in the last 90 days. */
export async function signedInFrom(db: Tx, email: string, ip: string): Promise<boolean> {
  if (!ip) return false;
  const rows = await db
    .select({ id: signIns.id })
    .from(signIns)
    .where(
      and(eq(signIns.email, email), eq(signIns.ipAddress, ip), sql`${signIns.createdAt} > now() - interval '90 days'`),
    )
    .limit(1);
  return rows.length > 0;
}
