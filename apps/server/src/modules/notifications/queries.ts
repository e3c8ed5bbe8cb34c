import { NOTIFICATIONS_KEPT, type NotificationType } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../../db/client";
import { notifications } from "../../db/schema";
import { newId } from "../../lib/ids";
import { publish } from "../../realtime/hub";

export type NewNotification = {
  userId: string;
  companyId: string;
  type: NotificationType;
  titleKey: string;
  messageKey: string;
  params?: Record<string, string>;
};

/** Adds a notification and keeps only the newest 50 for that user (docs/PRODUCT.md §9). */
export async function insertNotification(db: Tx, n: NewNotification): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise writers for one user so the cap is exact under concurrency.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`notifications:${n.userId}`}))`);
    await tx.insert(notifications).values({
      id: newId("ntf"),
      userId: n.userId,
      companyId: n.companyId,
      type: n.type,
      titleKey: n.titleKey,
      messageKey: n.messageKey,
      params: n.params ?? {},
    });
    await publish(tx, { kind: "notification", userId: n.userId });
    await tx.execute(sql`
      DELETE FROM notifications WHERE user_id = ${n.userId} AND seq < (
        SELECT min(seq) FROM (
          SELECT seq FROM notifications WHERE user_id = ${n.userId} ORDER BY seq DESC LIMIT ${NOTIFICATIONS_KEPT}
        ) kept
      )`);
  });
}

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
