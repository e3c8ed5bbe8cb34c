import type { PaymentLinkAnswers } from "@payflow/contracts";
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
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clients } from "./clients";
import { companies } from "./companies";
import { invoices } from "./invoices";
import { paymentAccounts } from "./payment-accounts";
import { paymentLinks } from "./payment-links";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * docs/PRODUCT.md §3 Transaction, extended into PayFlow's one payment object (public id `pay_…`). Money
 * rows are never hard-deleted: a deleted client or account leaves a null reference. Every row
 * belongs to one company and one mode (`is_test_data`); every read and write is scoped by both.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    /** The staff member who created it (user_id); null when created through an API key. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    /** The collecting payment account (the company's primary by default). */
    paymentAccountId: text("payment_account_id").references(() => paymentAccounts.id, { onDelete: "set null" }),
    /** Integer XOF (no minor unit). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("XOF"),
    /** pending → succeeded | failed | expired | cancelled; succeeded → refunded | partially_refunded. */
    status: text("status").notNull().default("pending"),
    type: text("type").notNull().default("payment"),
    description: text("description").notNull().default(""),
    operatorTransactionId: text("operator_transaction_id"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    isTestData: boolean("is_test_data").notNull().default(true),
    /** wave, orange_money, mtn_momo, moov_money, bank_transfer; null until the payer chooses. */
    operator: text("operator"),
    /**
     * Created without an operator: the payer chooses it on the checkout page, and may choose
     * again after a failed attempt (docs/PAYMENTS.md § Another try). False when the business fixed it.
     */
    payerChoosesOperator: boolean("payer_chooses_operator").notNull().default(false),
    /** The payer's 10 national digits. */
    phone: text("phone"),
    /** The merchant's own reference. */
    reference: text("reference"),
    /** Human-readable code (PF-7K3Q-9M2D): the bank transfer reference, shown to payers. */
    code: text("code")
      .notNull()
      .default(
        sql`'PF-' || upper(substr(md5(random()::text), 1, 4)) || '-' || upper(substr(md5(random()::text), 1, 4))`,
      ),
    successUrl: text("success_url"),
    errorUrl: text("error_url"),
    nextAction: jsonb("next_action").$type<Record<string, unknown> | null>(),
    /** { code (normalised), message, operatorCode } when failed, expired or cancelled. */
    failure: jsonb("failure").$type<{ code: string; message: string; operatorCode: string | null } | null>(),
    /** Chosen before the operator is called (MTN's X-Reference-Id): a create that timed out can be asked about. */
    operatorAttemptId: text("operator_attempt_id"),
    /** The operator's id for the payment (Wave session, Orange pay_token, MTN reference, Moov transaction). */
    operatorReference: text("operator_reference"),
    /** What the adapter needs later (Orange notif_token…); never shown. */
    operatorData: jsonb("operator_data").$type<Record<string, string>>().notNull().default({}),
    /** PayFlow's commission and what the business receives, integer XOF, fixed at creation. */
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    net: bigint("net", { mode: "number" }).notNull().default(0),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    paidAt: ts("paid_at"),
    /** paid_at + the company's payment delay. */
    settlesAt: ts("settles_at"),
    /** Null only for rows made before payments were real. */
    expiresAt: ts("expires_at"),
    /**
     * Set when the operator's success arrived after PayFlow had cancelled, expired or failed the
     * payment (the status it had then): the money arrived, so the payment is succeeded, marked late.
     */
    lateFrom: text("late_from"),
    /**
     * Reconciliation: when the operator is next asked about the payment, and how often it was.
     * Pending payments, and cancelled or expired ones whose operator request may still be paid.
     */
    nextCheckAt: ts("next_check_at"),
    checkCount: integer("check_count").notNull().default(0),
    /** The merchant's Idempotency-Key of the /v1 creation (null for the dashboard's). */
    idempotencyKey: text("idempotency_key"),
    /** The payment link whose visit made it (docs/API.md § Payment links); null otherwise. */
    paymentLinkId: text("payment_link_id").references(() => paymentLinks.id),
    /** The payer's answers to the link's questions (name, phone, email, note); null when not from a link. */
    payerDetails: jsonb("payer_details").$type<PaymentLinkAnswers | null>(),
    /** The invoice this payment is a part of (docs/INVOICES.md § Parts); null otherwise. */
    invoiceId: text("invoice_id").references(() => invoices.id),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("transactions_company_created_idx").on(t.companyId, t.createdAt.desc().nullsFirst()),
    index("transactions_client_created_idx").on(t.clientId, t.createdAt.desc().nullsFirst()),
    // Lists: newest first within a company and mode, keyset on (created_at, id).
    index("transactions_scope_created_idx").on(
      t.companyId,
      t.isTestData,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("transactions_scope_reference_idx").on(t.companyId, t.isTestData, t.reference),
    // The list's filters and search, each an index that keeps the keyset order.
    index("transactions_scope_status_created_idx").on(
      t.companyId,
      t.isTestData,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("transactions_scope_phone_idx").on(t.companyId, t.isTestData, t.phone),
    // A search by the operator's transaction id, and a success's check that no other payment of the
    // business, mode and operator already holds it: every equality of that check is in the key, so
    // its plan stays one index probe however many payments the business has (a plan led by the
    // scope index read them all).
    index("transactions_operator_transaction_scope_idx").on(
      t.operatorTransactionId,
      t.companyId,
      t.isTestData,
      t.operator,
    ),
    // Reconciliation picks the due payments (pending, or a stopped one whose operator request is still open).
    index("transactions_due_check_idx").on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    uniqueIndex("transactions_code_key").on(t.code),
    // A link's payments, newest first, and its counts and totals (payment-links/queries.ts).
    index("transactions_invoice_idx").on(t.invoiceId).where(sql`${t.invoiceId} IS NOT NULL`),
    index("transactions_scope_payment_link_idx")
      .on(t.companyId, t.isTestData, t.paymentLinkId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.paymentLinkId} IS NOT NULL`),
    // One payment per merchant Idempotency-Key, even when a retry takes over from a process that
    // died after creating it (merchant-api/idempotency.ts).
    uniqueIndex("transactions_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check("transactions_amount_positive", sql`${t.amount} > 0`),
    check("transactions_refunded_within_amount", sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.amount}`),
  ],
);

/**
 * The columns of every row about one payment (its events, refunds, held reports): the payment,
 * and its company and mode copied from it so that scoped reads need no join.
 */
const aboutAPayment = () => ({
  companyId: text("company_id")
    .notNull()
    .references(() => companies.id),
  isTestData: boolean("is_test_data").notNull(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => transactions.id),
});

/**
 * Every state change of a payment, append-only (payment.pending, payment.success,
 * payment.failed, payment.expired, payment.cancelled, refund.succeeded): what webhooks deliver
 * and `/v1/events` lists. A payment's state events exist at most once each (unique index).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    /** Insertion order, exact even within one transaction. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    ...aboutAPayment(),
    /** Null only for an event about no payment (operator.status_changed, a payout's, a payment link's). */
    paymentId: text("payment_id").references(() => transactions.id),
    /** The payout an event is about (payout.…; docs/PAYOUTS.md). */
    payoutId: text("payout_id"),
    type: text("type").notNull(),
    /** The payment (and refund) as it was right after the change; the operator for its status. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_events_scope_seq_idx").on(t.companyId, t.isTestData, t.seq.desc().nullsFirst()),
    index("payment_events_payment_idx").on(t.paymentId, t.seq),
    uniqueIndex("payment_events_one_state_event")
      .on(t.paymentId, t.type)
      .where(sql`${t.type} NOT IN ('refund.succeeded', 'refund.failed', 'payment.attempt_failed')`),
    index("payment_events_payout_idx").on(t.payoutId, t.seq).where(sql`${t.payoutId} IS NOT NULL`),
    check(
      "payment_events_about_a_payment",
      sql`${t.paymentId} IS NOT NULL OR ${t.type} = 'operator.status_changed' OR ${t.type} LIKE 'payout%' OR ${t.type} LIKE 'payment_link.%' OR ${t.type} LIKE 'invoice.%' OR ${t.type} LIKE 'credit_note.%'`,
    ),
  ],
);

/** Refunds (`re_…`), full or partial: through the operator where it can, else recorded as manual. */
export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    ...aboutAPayment(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull().default(""),
    /** operator: the operator gave the money back; manual: the business did, outside PayFlow. */
    method: text("method").notNull(),
    status: text("status").notNull().default("succeeded"),
    operatorRefundId: text("operator_refund_id"),
    /** The payout that carries the money back (MTN's refund, a payout to an Orange or Moov payer): the refund's state follows it. */
    payoutId: text("payout_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The merchant API's Idempotency-Key it was made under: a retry after a crash finds it, never a second refund. */
    idempotencyKey: text("idempotency_key"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("refunds_scope_created_idx").on(t.companyId, t.isTestData, t.createdAt.desc().nullsFirst()),
    uniqueIndex("refunds_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index("refunds_payment_idx").on(t.paymentId),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** Bank statement lines already applied, so importing the same statement twice changes nothing. */
export const statementLines = pgTable(
  "statement_lines",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    /** SHA-256 of the line's date, amount and label. */
    fingerprint: text("fingerprint").notNull(),
    paymentId: text("payment_id").references(() => transactions.id),
    appliedAt: ts("applied_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTestData, t.fingerprint] })],
);

/**
 * The built-in operator sandboxes' own state (checkout sessions, tokens, reference ids), in
 * PostgreSQL so that every app instance's sandbox sees the same operator, as a real one would.
 * Test mode only; never read by the payments engine.
 */
export const sandboxRecords = pgTable(
  "sandbox_records",
  {
    operator: text("operator").notNull(),
    /** The operator's id for the record (Wave session id, MTN reference id, Orange pay_token…). */
    key: text("key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.key] })],
);

/**
 * An operator's success that did not match the payment it names (another operator id, amount
 * or currency): it changed nothing and is kept here for review, and the business was alerted
 * (docs/PAYMENTS.md, "What an operator says"). Append-only.
 */
export const heldOperatorReports = pgTable(
  "held_operator_reports",
  {
    id: text("id").primaryKey(),
    ...aboutAPayment(),
    operator: text("operator").notNull(),
    /** Which fields differed: operator_reference, payment_id, amount, currency, operator_transaction_id. */
    mismatches: jsonb("mismatches").$type<string[]>().notNull(),
    /** What the operator reported, as it said it (strings as they came). */
    reported: jsonb("reported").$type<Record<string, string | null>>().notNull(),
    /** How it arrived: callback, status, cancel. */
    source: text("source").notNull(),
    createdAt: ts("created_at").notNull().default(sql`now()`),
  },
  (t) => [index("held_operator_reports_payment_idx").on(t.paymentId, t.createdAt)],
);
