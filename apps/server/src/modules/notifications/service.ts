import type { NotificationList } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/errors";
import * as q from "./queries";

export type { NewNotification } from "./queries";
/** Other modules create notifications through this. */
export const notify = q.insertNotification;

export async function listForUser(db: Tx, userId: string): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([q.listNotifications(db, userId), q.countUnread(db, userId)]);
  return {
    unreadCount,
    items: rows.map((r) => ({
      id: r.id,
      type: r.type as NotificationList["items"][number]["type"],
      titleKey: r.titleKey,
      messageKey: r.messageKey,
      params: r.params,
      read: r.read,
      timestamp: r.createdAt.toISOString(),
    })),
  };
}

export async function markRead(db: Tx, userId: string, id: string): Promise<void> {
  // Someone else's notification answers 404, exactly like a missing one.
  if (!(await q.markRead(db, userId, id))) throw new AppError("notFound");
}

export const markAllRead = q.markAllRead;
export const clearAll = q.clearAll;
