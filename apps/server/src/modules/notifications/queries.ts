import { NOTIFICATIONS_KEPT, type NotificationType } from "@payflow/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
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

/** Adds a notification and keeps only the newest 50 for that user (spec §9). */
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

export function listNotifications(db: Tx, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.seq))
    .limit(NOTIFICATIONS_KEPT);
}

export async function countUnread(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
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
