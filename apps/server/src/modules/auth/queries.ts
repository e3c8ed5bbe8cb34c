import { normalizeEmail } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, companies, sessions, users } from "../../db/schema";
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

export async function insertClientRecord(
  db: Tx,
  input: { companyId: string; userId: string; name: string; contactPerson: string; email: string; phone: string },
): Promise<string> {
  const id = newId("cus");
  await db.insert(clients).values({ id, ...input, address: "" });
  return id;
}

export async function deleteSessionByToken(db: Tx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
