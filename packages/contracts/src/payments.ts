import { z } from "zod";
import { text } from "./common";
import { PaymentEvent } from "./events";
import { NextAction, Payment } from "./payment";
import {
  MODES,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_AMOUNT_MIN,
  PAYMENT_FAILURE_CODES,
  PAYMENT_LIMITS,
  PAYMENT_OPERATORS,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUSES,
} from "./payment-rules";
import { Refund } from "./refund";

// The dashboard API's payments (/api): lists, requests, the detail view, the checkout page, bank
// statements and the POS. The resources themselves (payment, refund, event) are written once in
// payment.ts, refund.ts and events.ts, which the merchant API (/v1) shows in snake_case.

export * from "./events";
export * from "./payment";
export * from "./refund";

export const PaymentList = z.object({ items: z.array(Payment), nextCursor: z.string().nullable() });
export type PaymentList = z.infer<typeof PaymentList>;

const httpUrl = z
  .string()
  .trim()
  .max(PAYMENT_LIMITS.url, { error: "fieldTooLong" })
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), { error: "invalidUrl" });

import { Metadata } from "./metadata";

export { Metadata };

export const CreatePaymentRequest = z
  .object({
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .min(PAYMENT_AMOUNT_MIN, { error: "amountOutOfRange" })
      .max(PAYMENT_AMOUNT_MAX, { error: "amountOutOfRange" })
      .meta({ description: "Integer XOF", example: 25000 }),
    currency: z.literal("XOF", { error: "unsupportedCurrency" }).optional().describe("Always XOF"),
    operator: z
      .enum(PAYMENT_OPERATORS, { error: "unknownOperator" })
      .optional()
      .describe("Ask this operator at once (with the payer's phone); absent: the payer chooses on the checkout page"),
    phone: text(30).optional().meta({ description: "The payer's number (+225 optional)", example: "07 01 02 03 04" }),
    description: text(PAYMENT_LIMITS.description).optional().describe("What is paid for, as the payer sees it"),
    reference: text(PAYMENT_LIMITS.reference).optional().describe("The business's own reference (an order number)"),
    clientId: z.string().max(64).optional().describe("The client the payment belongs to"),
    paymentAccountId: z
      .string()
      .max(64)
      .optional()
      .describe("The business's account the money goes to (one of its payment accounts)"),
    successUrl: httpUrl.optional().describe("Where the checkout sends the payer after a success"),
    errorUrl: httpUrl.optional().describe("Where the checkout sends the payer after a failure"),
    metadata: Metadata.optional().describe("Up to 20 key-value pairs of the business's own, given back as they are"),
  })
  .strict();
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

const amountBound = z.coerce.number({ error: "invalidAmount" }).int({ error: "invalidAmount" }).min(0).optional();

/** The transactions list's filters, shared by the list and its CSV export (the URL of a view). */
export const PaymentFilters = z.object({
  /** Payment id, code, reference, operator transaction id, payer phone, or client name/email. */
  q: text(100).optional(),
  status: z.enum(PAYMENT_STATUS_FILTERS).optional(),
  operator: z.enum(PAYMENT_OPERATORS).optional(),
  reference: text(PAYMENT_LIMITS.reference).optional(),
  /** Created at or after (ISO 8601). */
  from: z.iso.datetime({ offset: true, error: "validationFailed" }).optional(),
  /** Created at or before (ISO 8601). */
  to: z.iso.datetime({ offset: true, error: "validationFailed" }).optional(),
  amountMin: amountBound,
  amountMax: amountBound,
  /** Only the payments made through this payment link (plink_…). */
  paymentLink: z.string().max(64).optional(),
});
export type PaymentFilters = z.infer<typeof PaymentFilters>;

export const PaymentListQuery = PaymentFilters.extend({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;

export const RefundRequest = z
  .object({
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .positive({ error: "invalidAmount" })
      .optional()
      .describe("Integer XOF; absent: what is left to refund"),
    reason: text(PAYMENT_LIMITS.refundReason).optional().describe("Why; required for a manual refund"),
    method: z
      .enum(["operator", "manual"])
      .optional()
      .describe(
        "operator: through the payment's operator (Wave: the whole payment only; MTN: its refund operation; Orange, Moov: a payout to the payer's number); manual: recorded as made by the business outside PayFlow (a reason is required). Absent: through the operator where it can, else manual",
      ),
    confirmPayerPhone: text(20)
      .optional()
      .describe(
        "The payer's number as an approver reads it on the payment: needed to refund through the operator to a number the operator never confirmed (an Orange web payment's), by someone holding approvePayouts who did not create the payment",
      ),
  })
  .strict();
export type RefundRequest = z.infer<typeof RefundRequest>;

/** Fields of an operator's success that did not match its payment (it changed nothing). */
/**
 * What may not match: operator_transaction_id is an id the operator already gave another of the
 * business's payments; attempt, a success for an earlier attempt of the payment than its current one.
 */
export const OPERATOR_MISMATCH_FIELDS = [
  "operator_reference",
  "payment_id",
  "amount",
  "currency",
  "operator_transaction_id",
  "attempt",
] as const;

/** An operator's success held for review: it named this payment but did not match it. */
export const HeldOperatorReport = z.object({
  id: z.string(),
  source: z.enum(["callback", "status"]),
  mismatches: z.array(z.enum(OPERATOR_MISMATCH_FIELDS)),
  /** What the operator reported, as it said it. */
  reported: z.record(z.string(), z.string().nullable()),
  createdAt: z.string(),
});
export type HeldOperatorReport = z.infer<typeof HeldOperatorReport>;

/** A payment with its history, for the detail view. */
export const PaymentDetail = z.object({
  payment: Payment,
  events: z.array(PaymentEvent),
  refunds: z.array(Refund),
  heldReports: z.array(HeldOperatorReport),
});
export type PaymentDetail = z.infer<typeof PaymentDetail>;

/** What the public checkout page may know: this payment only, nothing of the business beyond its name. */
export const CheckoutView = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.literal("XOF"),
  description: z.string(),
  businessName: z.string(),
  code: z.string(),
  operator: z.enum(PAYMENT_OPERATORS).nullable(),
  /** Operators the payer may choose from (those the business can take in this mode). */
  operators: z.array(z.enum(PAYMENT_OPERATORS)),
  /** Of those, the ones down right now (docs/OPERATORS.md, Operator health): the page warns before they are chosen. */
  operatorsDown: z.array(z.enum(PAYMENT_OPERATORS)),
  /** The payer's number, all but the last 2 digits hidden. */
  phoneHint: z.string().nullable(),
  nextAction: NextAction.nullable(),
  /** The redirect URL as a QR code (SVG data URL), for a payer on a desktop to scan with their phone. */
  redirectQr: z.string().nullable(),
  /** Why it failed; while it is still pending, why the payer's last attempt failed. */
  failure: z.object({ code: z.enum(PAYMENT_FAILURE_CODES) }).nullable(),
  /**
   * While pending after a failed attempt (docs/PAYMENTS.md § Another try): the operator that
   * failed and how many more attempts the payer has; null otherwise.
   */
  failedAttempt: z
    .object({ operator: z.enum(PAYMENT_OPERATORS), attemptsLeft: z.number().int().nonnegative() })
    .nullable(),
  mode: z.enum(MODES),
  expiresAt: z.string().nullable(),
  /** Where to send the payer once the payment is final (the merchant's URL with status and tx_ref), if given. */
  returnUrl: z.string().nullable(),
  /**
   * Bank transfer: where to send the money (the reference is `code`). `accountName` is the legal
   * holder ("" when the account was saved before it was asked), never the account's nickname.
   */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  /** Test mode, approve-on-phone operators: the sandbox phone page where a person approves by hand. */
  sandboxPhoneUrl: z.string().nullable(),
  /** A payment made through a payment link: what the business wrote for the payer once paid ("" for none). */
  successMessage: z.string().nullable(),
});
export type CheckoutView = z.infer<typeof CheckoutView>;

export const CheckoutPayRequest = z
  .object({
    operator: z.enum(PAYMENT_OPERATORS, { error: "unknownOperator" }),
    phone: text(30).optional(),
  })
  .strict();
export type CheckoutPayRequest = z.infer<typeof CheckoutPayRequest>;

/**
 * Why a statement line matches nothing. Unmatched: noReference, unknownReference, notPending,
 * amountDiffers. Invalid: unreadable (no date), amountUnreadable, amountFractional (centimes
 * that are not zero: XOF has none), amountNotPositive (a debit or zero), amountSplit (a comma
 * file whose amount was cut in two by the column separator).
 */
export const STATEMENT_LINE_REASONS = [
  "noReference",
  "unknownReference",
  "notPending",
  "amountDiffers",
  "unreadable",
  "amountUnreadable",
  "amountFractional",
  "amountNotPositive",
  "amountSplit",
] as const;
export type StatementLineReason = (typeof STATEMENT_LINE_REASONS)[number];

/** A line of a bank statement (CSV: date, amount, label) and what PayFlow would do with it. */
export const StatementLine = z.object({
  line: z.number().int(),
  date: z.string(),
  /** Whole FCFA as read from `rawAmount`; null when the amount was refused. */
  amount: z.number().int().nullable(),
  /** The amount exactly as the statement writes it. */
  rawAmount: z.string(),
  label: z.string(),
  /** matched: a pending transfer with this reference and amount; applied: done by an earlier import. */
  outcome: z.enum(["matched", "alreadyApplied", "unmatched", "invalid"]),
  paymentId: z.string().nullable(),
  reason: z.enum(STATEMENT_LINE_REASONS).nullable(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const StatementImportRequest = z
  .object({
    csv: z.string().min(1, { error: "fieldRequired" }).max(500_000, { error: "fieldTooLong" }),
    apply: z.boolean().optional(),
  })
  .strict();
export type StatementImportRequest = z.infer<typeof StatementImportRequest>;

export const StatementImportResult = z.object({
  applied: z.boolean(),
  lines: z.array(StatementLine),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type StatementImportResult = z.infer<typeof StatementImportResult>;

/** The POS panel's QR code: the checkout link the payer scans. */
export const CheckoutQr = z.object({ checkoutUrl: z.string(), qrCode: z.string() });
export type CheckoutQr = z.infer<typeof CheckoutQr>;

/** A mobile money account the POS can collect on, and whether its operator can be used now. */
export const PosAccount = z.object({
  id: z.string(),
  accountName: z.string(),
  operatorBank: z.string(),
  operator: z.enum(PAYMENT_OPERATORS),
  isPrimary: z.boolean(),
  /** False in live mode when the company has no credentials for this operator. */
  ready: z.boolean(),
});
export type PosAccount = z.infer<typeof PosAccount>;
export const PosAccountList = z.object({
  items: z.array(PosAccount),
  /** PayFlow's address as payers and API clients reach it (PUBLIC_URL), as in payment links. */
  publicUrl: z.string(),
});
export type PosAccountList = z.infer<typeof PosAccountList>;

export const PaymentExportQuery = PaymentFilters.extend({
  lang: z.enum(["fr", "en"]).optional(),
  /** spreadsheet (default): with French headers ";" and French labels; raw: "," and the English codes. */
  format: z.enum(["spreadsheet", "raw"]).optional(),
});
export type PaymentExportQuery = z.infer<typeof PaymentExportQuery>;
