import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { sessionStepUps, sessions, users } from "../../db/schema";

// Sessions and two-factor state of one person: every function takes the user's id, so a
// session of someone else is never seen nor touched.

export type SessionRow = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const SESSION_COLUMNS = {
  id: sessions.id,
  ipAddress: sessions.ipAddress,
  userAgent: sessions.userAgent,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
};

export async function listActiveSessions(db: Tx, userId: string): Promise<SessionRow[]> {
  return db
    .select(SESSION_COLUMNS)
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
}

/** Deletes one of the person's sessions; null when it is not theirs (or does not exist). */
export async function deleteOwnSession(db: Tx, userId: string, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning(SESSION_COLUMNS);
  return row ?? null;
}

/** Deletes the person's sessions except `keepSessionId` (all of them when null); returns how many. */
export async function deleteSessionsExcept(db: Tx, userId: string, keepSessionId: string | null): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function isTwoFactorEnabled(db: Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.enabled ?? false;
}

/** Records that this session proved its person again now (database time); returns when. */
export async function recordStepUp(db: Tx, sessionId: string, userId: string): Promise<Date> {
  const [row] = await db
    .insert(sessionStepUps)
    .values({ sessionId, userId, steppedUpAt: sql`now()` })
    .onConflictDoUpdate({ target: sessionStepUps.sessionId, set: { steppedUpAt: sql`now()` } })
    .returning({ at: sessionStepUps.steppedUpAt });
  if (!row) throw new Error("step-up not recorded");
  return row.at;
}

/** Whether this session (of this person) stepped up within the last `windowMs`, by the database's clock. */
export async function steppedUpWithin(db: Tx, sessionId: string, userId: string, windowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ at: sessionStepUps.steppedUpAt })
    .from(sessionStepUps)
    .where(
      and(
        eq(sessionStepUps.sessionId, sessionId),
        eq(sessionStepUps.userId, userId),
        gt(sessionStepUps.steppedUpAt, sql`now() - make_interval(secs => ${windowMs / 1000}::double precision)`),
      ),
    );
  return row !== undefined;
}
