import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** One line of a journal transaction: an account and a signed integer XOF amount (debit > 0, credit < 0). */
export type LedgerLine = { account: string; amount: number };

// The books (docs/LEDGER.md): one row per journal transaction, its lines inline, per company and
// mode. PostgreSQL keeps the rules, not the code: a row whose lines do not sum to zero is refused
// (ledger_lines_balanced, migration 0019), no row is ever updated or deleted (a correction is a
// reversing transaction), and each money event posts once (the unique source). The postings
// themselves are made by PostgreSQL in the statement that records the event (triggers on
// payment_events and refunds), so there is no state change without its posting and no posting
// without its state change.

export const ledgerJournal = pgTable(
  "ledger_journal",
  {
    /** `ljt_` + the source's id (checked): the same event always names the same journal transaction, once. */
    id: text("id").primaryKey(),
    /** Posting order: the accounting export lists a period's journal in it. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    /** What posted it: `payment.success`, `refund`, `reversal` (docs/LEDGER.md § Postings). */
    source: text("source").notNull(),
    /** The source's own id (the event's, the refund's, the reversed journal's): posted once. */
    sourceId: text("source_id").notNull(),
    /** The payment it is about, when it is about one (no reference: a demo history's payments go, their journals stay, reversed). */
    paymentId: text("payment_id"),
    /** The payout it is about, when it is about one. */
    payoutId: text("payout_id"),
    lines: jsonb("lines").$type<LedgerLine[]>().notNull(),
    postedAt: ts("posted_at").notNull().defaultNow(),
  },
  (t) => [
    index("ledger_journal_scope_posted_idx").on(t.companyId, t.isTestData, t.postedAt),
    index("ledger_journal_payment_idx").on(t.paymentId),
    check("ledger_journal_balanced", sql`ledger_lines_balanced(${t.lines})`),
    // Once per money event: the id is its source's (ljt_ + the source id; set_ for a settlement,
    // rev_ for a reversal), so the primary key is the source's uniqueness too (migration 0020).
    check(
      "ledger_journal_id_of_source",
      sql`${t.id} = 'ljt_' || CASE ${t.source} WHEN 'settlement' THEN 'set_' WHEN 'reversal' THEN 'rev_' ELSE '' END || ${t.sourceId}`,
    ),
  ],
);

/**
 * Payments whose money is booked pending until they settle (settles_at): a work list for the
 * settlement posting (modules/ledger/settle.ts), not the books — a row goes once it is posted.
 */
export const ledgerSettlementsDue = pgTable(
  "ledger_settlements_due",
  {
    /** Once per payment: written by its one success posting (no key of its own: one index less per success). */
    paymentId: text("payment_id").notNull(),
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    settlesAt: ts("settles_at").notNull(),
  },
  (t) => [index("ledger_settlements_due_at_idx").on(t.settlesAt)],
);

/**
 * What each account holds, kept by PostgreSQL as journal transactions are posted (migration
 * 0020): a balance read sums a few rows whatever the length of the history. Not the books — a
 * running total of them, which `npm run ledger:check` compares with the journal. Each account's
 * total is split over slots (the posting connection's), so concurrent postings for one company
 * rarely wait on the same row (docs/LEDGER.md § Balances).
 */
export const ledgerBalances = pgTable(
  "ledger_balances",
  {
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    account: text("account").notNull(),
    slot: smallint("slot").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTestData, t.account, t.slot] })],
);

/**
 * The operator balance check (docs/LEDGER.md § Operator balance check), one row per company, mode
 * and operator that tells its balance: when it is next due, and what the last check found — the
 * operator's figure, the books', what explains the difference, and what nothing explains.
 */
export const operatorBalanceChecks = pgTable(
  "operator_balance_checks",
  {
    companyId: text("company_id").notNull(),
    isTestData: boolean("is_test_data").notNull(),
    operator: text("operator").notNull(),
    nextAt: ts("next_at").notNull().defaultNow(),
    checkedAt: ts("checked_at"),
    /** matched, explained, in_flight, unexplained or unavailable (null: never checked yet). */
    status: text("status"),
    operatorAmount: bigint("operator_amount", { mode: "number" }),
    booksAmount: bigint("books_amount", { mode: "number" }),
    fees: bigint("fees", { mode: "number" }),
    manualRefunds: bigint("manual_refunds", { mode: "number" }),
    inFlight: bigint("in_flight", { mode: "number" }),
    inFlightPayments: integer("in_flight_payments"),
    unexplained: bigint("unexplained", { mode: "number" }),
    /** Why the operator's figure could not be read (unavailable). */
    error: text("error"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.isTestData, t.operator] }),
    index("operator_balance_checks_due_idx").on(t.nextAt),
  ],
);
