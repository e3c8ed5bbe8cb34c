import { USER_AGENT_MAX_LENGTH } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { profiles, roles, sessions, signIns, users } from "../db/schema";
import { newId } from "../lib/ids";

export type Profile = typeof profiles.$inferSelect;

export async function findProfile(db: Tx, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * The capabilities a company's custom role holds, or null when it has none of that name: all a
 * session needs of the roles module's table, read on each request so a change applies at once.
 */
export async function findRoleCapabilities(db: Tx, companyId: string, name: string): Promise<string[] | null> {
  const [row] = await db
    .select({ capabilities: roles.capabilities })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
  return row?.capabilities ?? null;
}

/** Records a real sign-in for the company's recent login sessions (docs/PRODUCT.md §9: agent cut to 250). */
export async function recordSignIn(
  db: Tx,
  input: { userId: string; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  const row = await findProfile(db, input.userId);
  if (!row) return; // no profile: the session is refused further on anyway
  await db.insert(signIns).values({
    id: newId("sgn"),
    companyId: row.companyId,
    userId: input.userId,
    email: row.email,
    ipAddress: input.ipAddress,
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
}

/** Marks a session as used now (its "last active" time). */
export async function touchSession(db: Tx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ updatedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

type ProfileFields = Partial<
  Pick<Profile, "name" | "email" | "phone" | "company" | "role" | "status" | "mustChangePassword">
>;

/** Changes a person's profile; the sign-in identity keeps the same name and email. */
export async function updateProfile(db: Tx, userId: string, fields: ProfileFields): Promise<Profile | null> {
  const now = new Date();
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning();
  if (row && (fields.name !== undefined || fields.email !== undefined)) {
    await db
      .update(users)
      .set({
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.email !== undefined ? { email: fields.email } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  }
  return row ?? null;
}
