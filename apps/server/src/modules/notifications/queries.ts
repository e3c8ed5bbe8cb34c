import { NOTIFICATIONS_KEPT, type NotificationType } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../../db/client";
import { onPool } from "../../db/prepared";
import { notifications } from "../../db/schema";
import { newId } from "../../lib/ids";
import { CHANNEL, type RealtimeMessage } from "../../realtime/hub";

export type NewNotification = {
  userId: string;
  companyId: string;
  type: NotificationType;
  titleKey: string;
  messageKey: string;
  params?: Record<string, string>;
};

/**
 * Adds a notification and keeps only the newest 50 for that user (docs/PRODUCT.md §9), exactly,
 * however many are written at once.
 *
 * On the pool (every payment outcome): no lock. The row and its notice to open screens are
 * committed in one statement, then a second removes the user's rows that have 50 newer ones in
 * its view. Of writers at once, the last trim to start sees every row written before it, so
 * the cap is exact once they are done; no trim removes one of the newest 50. Serialising them
 * instead (as below) kept pool connections waiting on one person's lock while payments for a
 * company with one admin succeeded by the hundred. A trim refused as a deadlock with another at
 * once is left to that other one.
 *
 * In a caller's transaction, its rows are not seen by others until it commits, so writers for
 * one person take turns on a lock held to the end of that transaction.
 */
export async function insertNotification(db: Tx, n: NewNotification): Promise<void> {
  if (onPool(db)) {
    await db.execute(insertWithNotice(n));
    try {
      await db.execute(trim(n.userId));
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01") throw error;
    }
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`notifications:${n.userId}`}))`);
    await tx.execute(insertWithNotice(n));
    await tx.execute(trim(n.userId));
  });
}

/** The row, and the notice to open screens (sent when the statement's transaction commits). */
const insertWithNotice = (n: NewNotification) => sql`
  WITH added AS (
    INSERT INTO notifications (id, user_id, company_id, type, title_key, message_key, params)
    VALUES (${newId("ntf")}, ${n.userId}, ${n.companyId}, ${n.type}, ${n.titleKey}, ${n.messageKey},
            ${JSON.stringify(n.params ?? {})}::jsonb)
    RETURNING user_id
  )
  SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ kind: "notification", userId: n.userId } satisfies RealtimeMessage)})
  FROM added`;

const trim = (userId: string) => sql`
  DELETE FROM notifications WHERE user_id = ${userId} AND seq < (
    SELECT min(seq) FROM (
      SELECT seq FROM notifications WHERE user_id = ${userId} ORDER BY seq DESC LIMIT ${NOTIFICATIONS_KEPT}
    ) kept
  )`;

/**
 * The newest notifications (as the API shows them) and the unread count, in one statement that
 * PostgreSQL answers as JSON: the bell asks for this on every page, so it is one named
 * (parsed-once) round trip rather than two built queries and fifty rows to map.
 */
export async function listWithUnreadCount(
  pool: pg.Pool,
  userId: string,
): Promise<{ unreadCount: number; items: unknown[] }> {
  const { rows } = await pool.query({
    name: "payflow_notifications_of_user",
    text: `SELECT
      (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND NOT read) AS "unreadCount",
      coalesce((
        SELECT json_agg(json_build_object(
          'id', n.id, 'type', n.type, 'titleKey', n.title_key, 'messageKey', n.message_key,
          'params', n.params, 'read', n.read,
          'timestamp', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) ORDER BY n.seq DESC)
        FROM (SELECT * FROM notifications WHERE user_id = $1 ORDER BY seq DESC LIMIT $2) n
      ), '[]'::json) AS items`,
    values: [userId, NOTIFICATIONS_KEPT],
  });
  return rows[0];
}

/** Returns false when the notification is not this user's (or does not exist). */
export async function markRead(db: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Tx, userId: string): Promise<void> {
  await db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId));
}

export async function clearAll(db: Tx, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
