import { USER_AGENT_MAX_LENGTH } from "@payflow/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { profiles, roles, sessions, signIns } from "../db/schema";
import { newId } from "../lib/ids";

export type Profile = typeof profiles.$inferSelect;

export async function findProfile(db: Tx, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Records a real sign-in for the company's recent login sessions (spec: agent cut to 250). */
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

/** The company's custom role of that name, as a list for resolveCapabilities (empty if none). */
export async function findCustomRole(db: Tx, companyId: string, name: string) {
  return db
    .select({ name: roles.name, capabilities: roles.capabilities })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
}

/** Marks a session as used now (its "last active" time). */
export async function touchSession(db: Tx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.updatedAt, sql`now() - interval '1 minute'`)));
}
