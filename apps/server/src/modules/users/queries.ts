import { CLIENT_ROLE } from "@payflow/contracts";
import { and, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { accounts, profiles, sessions, users } from "../../db/schema";

export type MemberRow = typeof profiles.$inferSelect;

/** People of the company, newest first; `staffOnly` leaves out client portal logins. */
export async function listMembers(
  db: Tx,
  companyId: string,
  opts: { search?: string; staffOnly: boolean },
): Promise<MemberRow[]> {
  const where: SQL[] = [eq(profiles.companyId, companyId)];
  if (opts.staffOnly) where.push(ne(profiles.role, CLIENT_ROLE));
  if (opts.search) {
    // Case-insensitive on name, email or role; LIKE wildcards typed by the person are literal.
    const pattern = `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(profiles.name, pattern), ilike(profiles.email, pattern), ilike(profiles.role, pattern));
    if (match) where.push(match);
  }
  return db
    .select()
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(profiles.createdAt));
}

export async function findMember(db: Tx, companyId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.userId, userId)));
  return row ?? null;
}

export async function emailTaken(db: Tx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

export async function updateMemberRow(
  db: Tx,
  userId: string,
  fields: Partial<Pick<MemberRow, "name" | "email" | "phone" | "company" | "role" | "status" | "mustChangePassword">>,
): Promise<MemberRow> {
  const now = new Date();
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning();
  if (fields.name !== undefined || fields.email !== undefined) {
    await db
      .update(users)
      .set({
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.email !== undefined ? { email: fields.email } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  }
  return row as MemberRow;
}

export async function setPasswordHash(db: Tx, userId: string, hash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
}

/** Ends every session of the person: the next request they make is signed out. */
export async function deleteSessionsOf(db: Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes the sign-in identity; the profile, sessions and credentials go with it (cascade). */
export async function deleteUser(db: Tx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
