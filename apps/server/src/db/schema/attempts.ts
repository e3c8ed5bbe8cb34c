import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { transactions } from "./transactions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Each time PayFlow asks an operator to collect a payment: one row per attempt, its id being
 * the reference PayFlow sends (MTN's X-Reference-Id, Wave's client reference, Orange's order
 * id, Moov's reference). The payment keeps its current attempt's id and answer; the rows are
 * the history and say how far each attempt got, so a retry after a crash knows whether the
 * operator was ever asked. Kept by a trigger on `transactions` (migration 0012), so every
 * write the engine makes to a payment is mirrored here in the same statement.
 * Statuses: sending (stored, the call not answered yet) → sent (the operator answered) |
 * unknown (the call got no answer: the operator may have acted) → succeeded | failed |
 * expired | cancelled; abandoned when a newer attempt replaced one that never reached anybody.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => transactions.id),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    operator: text("operator").notNull(),
    phone: text("phone"),
    status: text("status").notNull(),
    operatorReference: text("operator_reference"),
    /** The operator's answer as stored on the payment (its data and the payer's next action). */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    failure: jsonb("failure").$type<Record<string, unknown>>(),
    /** The create call got no answer in time (the operator may have acted): kept once the attempt moves on. */
    unanswered: boolean("unanswered").notNull().default(false),
    createdAt: ts("created_at").notNull().default(sql`now()`),
    answeredAt: ts("answered_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    index("payment_attempts_payment_idx").on(t.paymentId, t.createdAt),
    // Operator health reads the last minutes' attempts (modules/operator-health).
    index("payment_attempts_recent_idx").on(t.createdAt),
    // One open attempt per payment: a second one is refused by the database, never sent.
    uniqueIndex("payment_attempts_one_open").on(t.paymentId).where(sql`${t.status} in ('sending', 'sent', 'unknown')`),
  ],
);

/**
 * The last status told for each operator in each view of its traffic (payments/engine/
 * operator-status.ts): `scope` is `live` (every business's live traffic) or `test:<company id>`. A change
 * is told once, by whichever instance moves the row.
 */
export const operatorStatuses = pgTable(
  "operator_statuses",
  {
    scope: text("scope").notNull(),
    operator: text("operator").notNull(),
    status: text("status").notNull(),
    changedAt: ts("changed_at").notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.operator] })],
);
