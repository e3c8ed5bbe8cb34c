import { CLIENT_ROLE } from "@payflow/contracts";
import { and, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { Profile } from "../../auth/queries";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { profiles, users } from "../../db/schema";

/** People of the company, newest first; `staffOnly` leaves out client portal logins. */
export async function listMembers(
  db: Tx,
  companyId: string,
  opts: { search?: string; staffOnly: boolean },
): Promise<Profile[]> {
  const where: SQL[] = [eq(profiles.companyId, companyId)];
  if (opts.staffOnly) where.push(ne(profiles.role, CLIENT_ROLE));
  if (opts.search) {
    // Case-insensitive on name, email or role; LIKE wildcards typed by the person are literal.
    const pattern = containsPattern(opts.search);
    const match = or(ilike(profiles.name, pattern), ilike(profiles.email, pattern), ilike(profiles.role, pattern));
    if (match) where.push(match);
  }
  return db
    .select()
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(profiles.createdAt));
}

export async function findMember(db: Tx, companyId: string, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.userId, userId)));
  return row ?? null;
}

/** The names of the company's people among these user ids (id → name); others are left out. */
export async function memberNames(
  db: Tx,
  companyId: string,
  userIds: readonly string[],
): Promise<Record<string, string>> {
  if (userIds.length === 0) return {};
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.userId, [...userIds])));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/** Removes the sign-in identity; the profile, sessions and credentials go with it (cascade). */
export async function deleteUser(db: Tx, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
