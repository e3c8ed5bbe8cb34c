import { eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client";
import { driverValue, executeNamed, onPool, preparedPerDb } from "../../../db/prepared";
import { clients, companies, transactions } from "../../../db/schema";
import { paymentNotice } from "../../../realtime/hub";
import { fanOutPart } from "../../webhooks";
import type { PaymentRow } from "../queries";
import { type Followers, followersColumn, type NewsParts } from "./followers";

// A payment's outcome in one statement (docs/PAYMENTS.md § One statement per outcome): the
// state change, its event, the webhook deliveries, the notice to open screens, the followers'
// notifications and outbox messages. The new row is computed before it is written, from the
// row as read and its version (PostgreSQL's xmin, which every update of the row changes): the
// UPDATE applies only if the row is still that version, so the event's copy of the payment is
// exactly the stored row. When anything changed the row in between, nothing is written and the
// caller takes the transactional path (states.ts), which reads the row under its update.

export type PaymentForOutcome = {
  payment: PaymentRow;
  /** The row's version (xmin) as read. */
  version: string;
  paymentDelayDays: number;
  /** The user of the payment's client, who hears of its outcome. */
  clientUserId: string | null;
  /** Another payment of the business, mode and operator already holding the reported transaction id. */
  transactionIdTakenBy: string | null;
  /** Who hears of the outcome (followers.ts), read with the payment. */
  followers: Followers;
};

const selectForOutcome = (db: Tx, transactionId: unknown) =>
  db
    .select({
      payment: transactions,
      version: sql<string>`${transactions}.xmin::text`.as("version"),
      paymentDelayDays: companies.paymentDelayDays,
      clientUserId: clients.userId,
      // Read with the payment (no second round trip): the operator's id must be this payment's alone.
      transactionIdTakenBy: sql<string | null>`(SELECT o.id FROM transactions o
        WHERE o.operator_transaction_id = ${transactionId} AND o.company_id = ${transactions.companyId}
          AND o.is_test_data = ${transactions.isTestData} AND o.operator = ${transactions.operator}
          AND o.id <> ${transactions.id} LIMIT 1)`.as("transaction_id_taken_by"),
      followers: followersColumn(transactions.companyId).as("followers"),
    })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.companyId))
    .leftJoin(clients, eq(clients.id, transactions.clientId));

// Every operator success reads it.
const forOutcomeQuery = preparedPerDb((db) =>
  selectForOutcome(db, sql.placeholder("transactionId"))
    .where(eq(transactions.id, sql.placeholder("id")))
    .prepare("payflow_payment_for_outcome"),
);

/**
 * The payment with its version, its company's payment delay, its client's user, whether the
 * transaction id the operator reported is already another payment's and who hears of its
 * outcome, in one read.
 */
export async function findPaymentForOutcome(
  db: Tx,
  id: string,
  transactionId: string | null,
): Promise<PaymentForOutcome | null> {
  const [row] = onPool(db)
    ? await forOutcomeQuery(db as Database).execute({ id, transactionId })
    : await selectForOutcome(db, transactionId).where(eq(transactions.id, id));
  return row ?? null;
}

export type OutcomeWrite = {
  /** The row as it was read (`from.status`, its version) and as it will be. */
  from: { id: string; status: string; version: string };
  row: PaymentRow;
  event: { id: string; type: string; data: Record<string, unknown>; createdAt: Date };
  /** The realtime message of the event (its seq is added by the statement). */
  notice: string;
  /** What the followers are told (followers.ts), written only if the payment moved. */
  news: NewsParts;
};

/**
 * Writes the outcome; answers false (and nothing written) when the row was no longer that
 * version, or when another payment holds the operator's transaction id.
 */
export async function writeOutcome(db: Tx, w: OutcomeWrite): Promise<boolean> {
  const r = w.row;
  const value = <K extends keyof typeof transactions.$inferSelect>(key: K) => driverValue(transactions[key], r[key]);
  // The deliveries select from the event; the followers' rows are written only when it was.
  const fanOut = fanOutPart("event", { ...w.event, paymentId: r.id, isTestData: r.isTestData });
  const news = w.news(sql`EXISTS (SELECT 1 FROM event)`);
  const parts = [...(fanOut ? [sql`deliveries AS (${fanOut})`] : []), ...news.ctes].map((cte) => sql`, ${cte}`);
  const rows = await executeNamed<{ seq: number }>(
    db,
    "payflow_outcome",
    sql`
    WITH moved AS (
      UPDATE transactions SET status = ${r.status}, operator_reference = ${r.operatorReference},
        operator_transaction_id = ${r.operatorTransactionId},
        paid_at = ${value("paidAt")}::timestamptz, settles_at = ${value("settlesAt")}::timestamptz,
        failure = ${value("failure")}::jsonb, next_check_at = ${value("nextCheckAt")}::timestamptz,
        late_from = ${r.lateFrom}, updated_at = ${value("updatedAt")}::timestamptz
      WHERE id = ${w.from.id} AND status = ${w.from.status} AND xmin = ${w.from.version}::xid
        -- The operator's transaction id must be no other payment's of the business, mode and
        -- operator, checked again as it is written (the read may not have known it yet).
        AND NOT EXISTS (SELECT 1 FROM transactions o
          WHERE o.operator_transaction_id = ${r.operatorTransactionId} AND o.company_id = transactions.company_id
            AND o.is_test_data = transactions.is_test_data AND o.operator = transactions.operator
            AND o.id <> transactions.id)
      RETURNING id, company_id, is_test_data
    ), event AS (
      INSERT INTO payment_events (id, company_id, is_test_data, payment_id, type, data, created_at)
      SELECT ${w.event.id}, company_id, is_test_data, id, ${w.event.type}, ${JSON.stringify(w.event.data)}::jsonb,
        ${w.event.createdAt.toISOString()}::timestamptz
      FROM moved
      RETURNING id, seq, company_id, is_test_data
    )${sql.join(parts, sql``)}
    SELECT seq, ${paymentNotice(sql`${w.notice}`, sql`seq`)} AS notified
      ${news.notices ? sql`, ${news.notices} AS told` : sql``}
    FROM event`,
  );
  return rows.length > 0;
}
