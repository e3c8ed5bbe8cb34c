import {
  hasCapability,
  isClientRole,
  PAYMENT_OPERATOR_NAMES,
  type PaymentOperator,
  resolveCapabilities,
} from "@payflow/contracts";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import type { Deps } from "../../../deps";
import { formatAmount } from "../../../lib/amount";
import { deliverOutboxMessage, type OutboxMessage, outboxInsert } from "../../../mail/outbox";
import {
  companyPeopleJson,
  type listCompanyPeople,
  type NewNotification,
  notificationNotices,
  notificationsInsert,
  toldOutside,
  writeNotifications,
} from "../../notifications";
import { customRolesJson } from "../../roles";
import * as q from "../queries";
import type { Mismatch } from "./operator-match";

// Who hears of a payment's outcome, and what they are told: in-app notifications to the
// company's staff who can see transactions and to the client the payment is for, and by email
// and WhatsApp as each person chose in Preferences. A late success and a held report are for
// staff to act on; the client hears of a late success as of any success, and of a held report
// not at all. The messages are rendered before they are written, so a success writes them in
// the statement that settles it (success.ts); other outcomes write them just after.

export type FollowerNews = "succeeded" | "failed" | "late" | "mismatch";

const TEXTS: Record<FollowerNews, { type: "success" | "error" | "warning"; key: string }> = {
  succeeded: { type: "success", key: "notif.paymentSucceeded" },
  failed: { type: "error", key: "notif.paymentFailed" },
  late: { type: "warning", key: "notif.paymentLate" },
  mismatch: { type: "warning", key: "notif.operatorMismatch" },
};

export type People = Awaited<ReturnType<typeof listCompanyPeople>>;
/** Who may hear of a company's payments: its active people, and its custom roles (what each may see). */
export type Followers = { people: People; custom: { name: string; capabilities: readonly string[] }[] };

/**
 * The followers as one column of a statement (JSON), so that the read a success makes anyway
 * (outcome-queries.ts) brings them without round trips of their own.
 */
export const followersColumn = (companyId: SQLWrapper): SQL<Followers> =>
  sql<Followers>`json_build_object('people', ${companyPeopleJson(companyId)}, 'custom', ${customRolesJson(companyId)})`;

/** Who may hear of a company's payments, in one read. */
export async function readFollowers(db: Tx, companyId: string): Promise<Followers> {
  const { rows } = await db.execute<{ followers: Followers }>(
    sql`SELECT ${followersColumn(sql`${companyId}`)} AS followers`,
  );
  return (rows[0] as { followers: Followers }).followers;
}

/** What the followers of a payment are told of `news`: the notification rows and the outbox messages. */
export function followerNews(
  deps: Deps,
  payment: q.PaymentRow,
  news: FollowerNews,
  followers: Followers & { clientUserId: string | null },
  mismatches: Mismatch[] = [],
): { notifications: NewNotification[]; outbox: OutboxMessage[] } {
  // The operator's id, not its name: the web names it in the reader's language.
  const operator = payment.operator ?? "";
  const mode = payment.isTestData ? "test" : "live";
  const params = {
    amount: String(payment.amount),
    code: payment.code,
    operator,
    mode,
    ...(news === "mismatch" ? { fields: mismatches.join(", ") } : {}),
  };
  const reason = (payment.failure as { message?: string } | null)?.message ?? "";
  const notifications: NewNotification[] = [];
  const outbox: OutboxMessage[] = [];
  for (const person of followers.people) {
    const isClient = isClientRole(person.role);
    const follows = isClient
      ? person.userId === followers.clientUserId && news !== "mismatch"
      : hasCapability(resolveCapabilities(person.role, followers.custom), "viewTransactions");
    if (!follows) continue;
    const text = TEXTS[isClient && news === "late" ? "succeeded" : news];
    notifications.push({
      userId: person.userId,
      companyId: payment.companyId,
      type: text.type,
      titleKey: `${text.key}.title`,
      messageKey: `${text.key}.message`,
      params,
    });
    // A held report is told in the app only.
    if (news === "mismatch") continue;
    const language = person.preferences.language;
    const outcome = {
      name: person.name,
      amount: formatAmount(payment.amount, language),
      code: payment.code,
      operator: operatorName(operator, language),
      mode,
    };
    const recipient = { ...person, companyId: payment.companyId };
    const live = !payment.isTestData;
    outbox.push(
      ...(payment.status === "succeeded"
        ? toldOutside(deps, recipient, { template: "paymentSucceeded", params: outcome, live })
        : toldOutside(deps, recipient, { template: "paymentFailed", params: { ...outcome, reason }, live })),
    );
  }
  return { notifications, outbox };
}

/**
 * What followers are told, as parts of a caller's statement: its CTEs (`told`, `outbox`), each
 * written only `when` holds (if given), and the select that sends the notifications' notices
 * (null when there are none).
 */
export type NewsParts = (when: SQL | null) => { ctes: SQL[]; notices: SQL | null };

/**
 * Writes what followers are told as parts of the caller's statement (`write` gets them), keeps each person's notifications to the newest
 * 50, then delivers the messages by email and WhatsApp in the background, so an SMTP server or
 * the WhatsApp API never slows down what settled the payment.
 */
export async function writeFollowerNews(
  deps: Deps,
  db: Tx,
  news: { notifications: NewNotification[]; outbox: OutboxMessage[] },
  write: (db: Tx, parts: NewsParts) => Promise<boolean>,
): Promise<boolean> {
  const notified = news.notifications.length > 0;
  const parts: NewsParts = (when) => ({
    ctes: [
      ...(notified ? [sql`told AS (${notificationsInsert(news.notifications, when)})`] : []),
      ...(news.outbox.length > 0 ? [sql`outbox AS (${outboxInsert(news.outbox, when)})`] : []),
    ],
    notices: notified ? notificationNotices("told") : null,
  });
  let written = false;
  await writeNotifications(
    db,
    news.notifications,
    async (d) => {
      written = await write(d, parts);
    },
    (error) => deps.logger.warn("payment notifications not trimmed", { error }),
  );
  if (written) void deliverAll(deps, news.outbox);
  return written;
}

/** Tells a payment's followers of `news` in a statement of its own (the outcomes that are not a success's fast path). */
export async function tellFollowers(
  deps: Deps,
  payment: q.PaymentRow,
  news: FollowerNews,
  mismatches: Mismatch[] = [],
): Promise<void> {
  try {
    const [followers, client] = await Promise.all([
      readFollowers(deps.db, payment.companyId),
      payment.clientId && news !== "mismatch" ? q.findClientOf(deps.db, payment.companyId, payment.clientId) : null,
    ]);
    const told = followerNews(deps, payment, news, { ...followers, clientUserId: client?.userId ?? null }, mismatches);
    await writeFollowerNews(deps, deps.db, told, async (d, parts) => {
      const { ctes, notices } = parts(null);
      if (ctes.length > 0)
        await d.execute(sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${notices ?? sql`0`} AS notified`);
      return true;
    });
  } catch (error) {
    deps.logger.warn("payment notifications not written", { paymentId: payment.id, error });
  }
}

async function deliverAll(deps: Deps, messages: OutboxMessage[]): Promise<void> {
  for (const m of messages) {
    try {
      await deliverOutboxMessage(deps, m);
    } catch (error) {
      deps.logger.warn("payment outcome not sent outside the app", { error });
    }
  }
}

/** An operator as people read it in their language: brand names stay, a bank transfer is said in words. */
function operatorName(operator: string, language: string): string {
  if (operator === "bank_transfer") return language === "en" ? "bank transfer" : "virement bancaire";
  return PAYMENT_OPERATOR_NAMES[operator as PaymentOperator] ?? operator;
}
