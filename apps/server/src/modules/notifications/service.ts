import type { NotificationList } from "@payflow/contracts";
import type pg from "pg";
import type { Tx } from "../../db/client";
import { AppError } from "../../http/errors";
import * as q from "./queries";

export type { NewNotification } from "./queries";
/** Other modules create notifications through this. */
export const notify = q.insertNotification;

/** Checked against the contract by the route, like every answer. */
export async function listForUser(pool: pg.Pool, userId: string): Promise<NotificationList> {
  return (await q.listWithUnreadCount(pool, userId)) as NotificationList;
}

export async function markRead(db: Tx, userId: string, id: string): Promise<void> {
  // Someone else's notification answers 404, exactly like a missing one.
  if (!(await q.markRead(db, userId, id))) throw new AppError("notFound");
}

export const markAllRead = q.markAllRead;
export const clearAll = q.clearAll;
