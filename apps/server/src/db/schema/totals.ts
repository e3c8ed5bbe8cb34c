import { bigint, bigserial, boolean, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// Payment totals per hour, kept by PostgreSQL itself so that the dashboard and the reports read
// a few thousand rows instead of every payment of the period. Triggers on `transactions`
// (migration 0007) append one delta row per statement and group (count and amount, ± for a
// change of status, amount or operator) to `payment_totals_pending`, without touching a shared
// row, so concurrent payments never wait on each other; a job chain moves the deltas into
// `payment_totals_hourly` (modules/reports/totals.ts). A reader sums both in one statement, so a
// figure is always exact, whether or not the deltas were moved yet.

export const paymentTotalsHourly = pgTable(
  "payment_totals_hourly",
  {
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    /** The UTC hour the payments were created in (PayFlow's time zones are whole hours). */
    hour: ts("hour").notNull(),
    /** '' when the payer has not chosen yet. */
    operator: text("operator").notNull(),
    status: text("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTestData, t.hour, t.operator, t.status] })],
);

export const paymentTotalsPending = pgTable(
  "payment_totals_pending",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    hour: ts("hour").notNull(),
    operator: text("operator").notNull(),
    status: text("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [index("payment_totals_pending_scope_idx").on(t.companyId, t.isTestData, t.hour)],
);
