import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { sessions, users } from "../../db/schema";

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
