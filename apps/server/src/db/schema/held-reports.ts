import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { transactions } from "./transactions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An operator's success that did not match the payment it names (another operator id, amount
 * or currency): it changed nothing and is kept here for review, and the business was alerted
 * (docs/PAYMENTS.md, "What an operator says"). Append-only.
 */
export const heldOperatorReports = pgTable(
  "held_operator_reports",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => transactions.id),
    operator: text("operator").notNull(),
    /** Which fields differed: operator_reference, payment_id, amount, currency. */
    mismatches: jsonb("mismatches").$type<string[]>().notNull(),
    /** What the operator reported, as it said it (strings as they came). */
    reported: jsonb("reported").$type<Record<string, string | null>>().notNull(),
    /** How it arrived: callback, status, cancel. */
    source: text("source").notNull(),
    createdAt: ts("created_at").notNull().default(sql`now()`),
  },
  (t) => [index("held_operator_reports_payment_idx").on(t.paymentId, t.createdAt)],
);
