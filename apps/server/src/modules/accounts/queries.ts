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
 * A record staff made for this email that no login holds yet. Registering with its email does
 * not give it away: only proof of the email (a link sent to it) links it (`linkClientRecordByEmail`).
 */
export async function findUnlinkedClientByEmail(db: Tx, companyId: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        isNull(clients.userId),
        sql`lower(${clients.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A new client record for the registering person, linked to their login. */
export async function insertClientRecord(
  db: Tx,
  input: { companyId: string; userId: string; name: string; contactPerson: string; email: string; phone: string },
): Promise<string> {
  const id = newId("cus");
  await db.insert(clients).values({ id, ...input, address: "" });
  return id;
}

/**
 * Links a `client` login that has no record yet to the unlinked record of its company with the
 * login's email. Call it only once the person has proven they read that email (a link sent to
 * it); answers the record linked, or null when there is none.
 */
export async function linkClientRecordByEmail(
  db: Tx,
  login: { companyId: string; userId: string; email: string },
): Promise<{ id: string; name: string } | null> {
  const [linked] = await db
    .update(clients)
    .set({ userId: login.userId, updatedAt: new Date() })
    .where(
      and(
        eq(clients.companyId, login.companyId),
        isNull(clients.userId),
        sql`lower(${clients.email}) = ${login.email.toLowerCase()}`,
        sql`NOT EXISTS (SELECT 1 FROM ${clients} AS own WHERE own.user_id = ${login.userId})`,
      ),
    )
    .returning({ id: clients.id, name: clients.name });
  return linked ?? null;
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
