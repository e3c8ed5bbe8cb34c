import { NOTIFICATIONS_KEPT, type NotificationType } from "@payflow/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../../db/client";
import { onPool } from "../../db/prepared";
import { notifications } from "../../db/schema";
import { newId } from "../../lib/ids";
import { CHANNEL } from "../../realtime/hub";

export type NewNotification = {
  userId: string;
  companyId: string;
  type: NotificationType;
  titleKey: string;
  messageKey: string;
  params?: Record<string, string>;
};

/**
 * Adds notifications and keeps only the newest 50 for each user (docs/PRODUCT.md §9), exactly,
 * however many are written at once. `write` runs the statement that writes them: by default
 * the rows and their notices alone, or a caller's larger statement that includes
 * `notificationsInsert` and `notificationNotices` (a payment's outcome writes them with the
 * state change).
 *
 * On the pool (every payment outcome): no lock. The rows and their notices to open screens are
 * committed in one statement, then a trim removes each user's rows that have 50 newer ones in
 * its view. Trims run one at a time per pool, and the writers that come while one runs share
 * the next (trimmers below): a busy hour's successes for one company's people cost a trim per
 * round, not one each. Every writer waits for a trim that started after its rows committed,
 * so the cap is exact once they are done; no trim removes one of the newest 50. A payment's
 * outcome does not wait (`trimFailed`): its operator is waiting for PayFlow's answer, and under
 * load the trims' turn was a third of a callback's time (docs/PAYMENTS.md § Operators' reports
 * first); the trim still follows in the same round. Serialising
 * the writers instead (as below) kept pool connections waiting on one person's lock while
 * payments for a company with one admin succeeded by the hundred. A trim refused as a deadlock
 * with another at once (another instance's) is left to that other one.
 *
 * In a caller's transaction, its rows are not seen by others until it commits, so writers for
 * one person take turns on a lock held to the end of that transaction (taken in one order).
 */
export async function writeNotifications(
  db: Tx,
  rows: readonly NewNotification[],
  write: (db: Tx) => Promise<unknown> = (d) => d.execute(ownStatement(rows)),
  /**
   * On the pool: the trim is not waited for, and a failure of it goes here (a payment's outcome,
   * whose operator waits for PayFlow's answer meanwhile).
   */
  trimFailed?: (error: unknown) => void,
): Promise<void> {
  const users = [...new Set(rows.map((n) => n.userId))].sort();
  if (onPool(db)) {
    await write(db);
    if (users.length === 0) return;
    const trimmed = trimmerOf(db).trim(users);
    if (trimFailed) trimmed.catch(trimFailed);
    else await trimmed;
    return;
  }
  await db.transaction(async (tx) => {
    if (users.length > 0) {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('notifications:' || u)) FROM jsonb_array_elements_text(${JSON.stringify(users)}::jsonb) AS u ORDER BY u`,
      );
    }
    await write(tx);
    if (users.length > 0) await tx.execute(trim(users));
  });
}

/** A pool's trims, one at a time: the users asking while one runs are trimmed together next. */
class Trimmer {
  private waiting = new Set<string>();
  private next: Promise<void> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly db: Tx) {}

  /** Resolves once a trim that started after this call has covered these users. */
  trim(users: readonly string[]): Promise<void> {
    for (const u of users) this.waiting.add(u);
    this.next ??= (async () => {
      await this.running?.catch(() => undefined);
      const batch = [...this.waiting].sort();
      this.waiting.clear();
      this.next = null;
      this.running = this.run(batch);
      return this.running;
    })();
    return this.next;
  }

  private async run(users: string[]): Promise<void> {
    try {
      await this.db.execute(trim(users));
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01") throw error;
    }
  }
}

const trimmers = new WeakMap<Tx, Trimmer>();
const trimmerOf = (db: Tx): Trimmer => {
  const known = trimmers.get(db);
  if (known) return known;
  const trimmer = new Trimmer(db);
  trimmers.set(db, trimmer);
  return trimmer;
};

/** Adds one notification (see writeNotifications). */
export async function insertNotification(db: Tx, n: NewNotification): Promise<void> {
  await writeNotifications(db, [n]);
}

/** The rows and their notices, as a statement of their own. */
const ownStatement = (rows: readonly NewNotification[]) =>
  sql`WITH told AS (${notificationsInsert(rows)}) SELECT ${notificationNotices("told")} AS notified`;

/**
 * The rows, as a data-modifying part of a statement (`WITH told AS (…)`), written only `when`
 * holds if given; it returns each row's user_id, for `notificationNotices`.
 */
export function notificationsInsert(rows: readonly NewNotification[], when: SQL | null = null): SQL {
  const values = rows.map((n) => ({
    id: newId("ntf"),
    user_id: n.userId,
    company_id: n.companyId,
    type: n.type,
    title_key: n.titleKey,
    message_key: n.messageKey,
    params: n.params ?? {},
  }));
  return sql`INSERT INTO notifications (id, user_id, company_id, type, title_key, message_key, params)
    SELECT id, user_id, company_id, type, title_key, message_key, params
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      AS n(id text, user_id text, company_id text, type text, title_key text, message_key text, params jsonb)
    ${when ? sql`WHERE ${when}` : sql``}
    RETURNING user_id`;
}

/** The notices to open screens of the rows written by the part named `part` (sent at commit). */
export function notificationNotices(part: string): SQL {
  return sql`(SELECT count(pg_notify(${CHANNEL}, json_build_object('kind', 'notification', 'userId', user_id)::text)) FROM ${sql.identifier(part)})`;
}

/** Removes each user's notifications that have NOTIFICATIONS_KEPT newer ones. */
const trim = (users: readonly string[]) => sql`
  DELETE FROM notifications n USING jsonb_array_elements_text(${JSON.stringify(users)}::jsonb) AS u(user_id)
  WHERE n.user_id = u.user_id AND n.seq < (
    SELECT min(seq) FROM (
      SELECT seq FROM notifications WHERE user_id = u.user_id ORDER BY seq DESC LIMIT ${NOTIFICATIONS_KEPT}
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
