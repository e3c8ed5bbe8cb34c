import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Money out (docs/PAYOUTS.md): one row per payout (`po_…`), per company and mode. Its state
 * changes post to the books in PostgreSQL itself (migration 0021's statement triggers): the
 * reservation when it is queued, the payment or the release when it ends, the return when it is
 * reversed — so no state change commits without its posting.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    batchId: text("batch_id"),
    /** Its line in the batch (1 for the first), the results' order. */
    batchLine: integer("batch_line"),
    /** A batch line's own reference, unique in the company's mode: a line sent again (in any batch) is created once. */
    lineReference: text("line_reference"),
    /** The refund it carries out (an Orange or Moov payment refunded by a payout). */
    refundId: text("refund_id"),
    /** A refund's payment as its operator knows it (MTN's referenceIdToRefund: the request to pay's X-Reference-Id). */
    refundOf: text("refund_of"),
    /** A bank payout's transfer file (`pbf_…`, payoutBankFiles): set when the file took it to `processing`. */
    bankFileId: text("bank_file_id"),
    /** What the beneficiary receives, integer XOF. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The fee reserved with it (contracts' payoutFee), then what the operator charged. */
    reservedFee: bigint("reserved_fee", { mode: "number" }).notNull().default(0),
    fee: bigint("fee", { mode: "number" }).notNull().default(0),
    operator: text("operator").notNull(),
    phone: text("phone"),
    bankAccount: text("bank_account"),
    name: text("name"),
    reason: text("reason").notNull().default(""),
    clientReference: text("client_reference"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    /** pending_approval → queued → processing → succeeded | failed; succeeded → reversed; cancelled before sending. */
    status: text("status").notNull(),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    operatorCode: text("operator_code"),
    /** Chosen once before the first send (MTN X-Reference-Id, Wave Idempotency-Key): every send and check reuses it. */
    operatorReference: text("operator_reference").notNull(),
    /** The operator's own id of the payout (Wave `pt-…`). */
    operatorPayoutId: text("operator_payout_id"),
    operatorTransactionId: text("operator_transaction_id"),
    /** Who created it: a person, or null when created through an API key (`apiKeyId`). */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    apiKeyId: text("api_key_id"),
    /** The merchant API's Idempotency-Key it was created under: a retry after a crash finds it. */
    idempotencyKey: text("idempotency_key"),
    approvalRequired: boolean("approval_required").notNull().default(false),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: ts("approved_at"),
    /** Sends so far; a send whose outcome is unknown is asked about before the next. */
    sendAttempts: integer("send_attempts").notNull().default(0),
    /** When the sender or the status check next looks at it (queued: send; processing: ask). */
    nextActionAt: ts("next_action_at"),
    /** Held by one instance's round until then (SKIP LOCKED claims, a short lease). */
    leaseUntil: ts("lease_until"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("payouts_scope_created_idx").on(t.companyId, t.isTestData, t.createdAt.desc(), t.id.desc()),
    index("payouts_due_idx").on(t.nextActionAt).where(sql`${t.status} IN ('queued', 'processing')`),
    uniqueIndex("payouts_line_reference_key")
      .on(t.companyId, t.isTestData, t.lineReference)
      .where(sql`${t.lineReference} IS NOT NULL`),
    // A batch's lines in the file's order (its results), and its lines still open (whether it is done).
    index("payouts_batch_line_idx").on(t.batchId, t.batchLine).where(sql`${t.batchId} IS NOT NULL`),
    index("payouts_batch_open_idx")
      .on(t.batchId)
      .where(sql`${t.batchId} IS NOT NULL AND ${t.status} IN ('pending_approval', 'queued', 'processing')`),
    index("payouts_refund_idx").on(t.refundId),
    index("payouts_bank_file_idx").on(t.bankFileId).where(sql`${t.bankFileId} IS NOT NULL`),
    uniqueIndex("payouts_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // One payout per operator transaction: an operator's report can never be booked on two.
    uniqueIndex("payouts_operator_transaction_key")
      .on(t.companyId, t.isTestData, t.operator, t.operatorTransactionId)
      .where(sql`${t.operatorTransactionId} IS NOT NULL`),
    check("payouts_amount_positive", sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.reservedFee} >= 0`),
    check(
      "payouts_status_known",
      sql`${t.status} IN ('pending_approval', 'queued', 'processing', 'succeeded', 'failed', 'reversed', 'cancelled')`,
    ),
  ],
);

/**
 * A batch of payouts (`pob_…`, docs/PAYOUTS.md § Batches): its lines are payouts carrying its
 * id, approved together (the threshold applies to its total) and reserved together.
 */
export const payoutBatches = pgTable(
  "payout_batches",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    /** pending_approval → queued → completed (every line ended); cancelled before approval. */
    status: text("status").notNull(),
    lineCount: integer("line_count").notNull(),
    totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
    totalFee: bigint("total_fee", { mode: "number" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    apiKeyId: text("api_key_id"),
    idempotencyKey: text("idempotency_key"),
    approvalRequired: boolean("approval_required").notNull().default(false),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: ts("approved_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("payout_batches_scope_created_idx").on(t.companyId, t.isTestData, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("payout_batches_scope_idempotency_key")
      .on(t.companyId, t.isTestData, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/**
 * A transfer file of bank payouts (`pbf_…`, docs/PAYOUTS.md § Bank payouts): the queued bank
 * payouts it took to `processing` (payouts.bank_file_id), written in the layout of the
 * company's bank at the time (`format`), for the business to upload to its e-banking. The file
 * is written again from its payouts on each download, the same bytes every time.
 */
export const payoutBankFiles = pgTable(
  "payout_bank_files",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    /** The bank's layout (contracts' BANK_FILE_FORMATS). */
    format: text("format").notNull(),
    lineCount: integer("line_count").notNull(),
    totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("payout_bank_files_scope_created_idx").on(t.companyId, t.isTestData, t.createdAt.desc(), t.id.desc())],
);
