import { z } from "zod";
import { text } from "./common";
import {
  STATEMENT_LINE_REASONS,
  StatementImportRequest,
  StatementImportResult,
  StatementLine,
  type StatementLineReason,
} from "./payments";
import { BANK_FILE_FORMATS, PAYOUT_BATCH_MAX_LINES } from "./payout-rules";

// Bank payouts (docs/PAYOUTS.md § Bank payouts): no bank here takes payouts through an API, so
// queued bank payouts go out in a transfer file in the layout of the company's bank, which the
// business uploads to its e-banking; each is then confirmed by hand or by its debit on an
// imported bank statement.

/** A transfer file: the bank payouts it took to `processing`. */
export const PayoutBankFile = z.object({
  id: z.string().meta({ description: "The file's id", example: "pbf_5fGk2LmQ8nRtVw3xYz7A1bC4" }),
  format: z.enum(BANK_FILE_FORMATS).describe("The bank's layout it is written in"),
  lineCount: z.number().int().describe("Its payouts, one line each"),
  totalAmount: z.number().int().describe("What its lines pay, integer XOF"),
  createdBy: z.string().nullable().describe("Who made it (a user id)"),
  createdAt: z.string().describe("When it was made (ISO 8601 UTC)"),
});
export type PayoutBankFile = z.infer<typeof PayoutBankFile>;

export const PayoutBankFileList = z.object({ items: z.array(PayoutBankFile) });
export type PayoutBankFileList = z.infer<typeof PayoutBankFileList>;

export const CreatePayoutBankFileRequest = z
  .object({
    ids: z
      .array(z.string().min(1).max(64))
      .min(1, { error: "bankFileEmpty" })
      .max(PAYOUT_BATCH_MAX_LINES, { error: "batchTooLarge" })
      .optional()
      .describe("These queued bank payouts only; absent: every queued bank payout of the mode"),
  })
  .strict();
export type CreatePayoutBankFileRequest = z.infer<typeof CreatePayoutBankFileRequest>;

/** The bank's answer on a bank payout, recorded by a person. */
export const ConfirmPayoutRequest = z
  .object({
    outcome: z.enum(["succeeded", "failed"], { error: "validationFailed" }).describe("What the bank did"),
    reason: text(200).optional().describe("Why it failed (or a note), as the bank said it"),
  })
  .strict();
export type ConfirmPayoutRequest = z.infer<typeof ConfirmPayoutRequest>;

/**
 * Why a statement line confirms no bank payout: the payments' import's reasons, where
 * notProcessing stands for notPending, and notDebit (money in: the payments' import reads those).
 */
export const PAYOUT_STATEMENT_LINE_REASONS = [
  "notDebit",
  "notProcessing",
  ...STATEMENT_LINE_REASONS.filter((r): r is Exclude<StatementLineReason, "notPending"> => r !== "notPending"),
] as const;
export type PayoutStatementLineReason = (typeof PAYOUT_STATEMENT_LINE_REASONS)[number];

/** A statement line and what PayFlow would do with it: as the payments' import reads it, for a payout. */
export const PayoutStatementLine = StatementLine.omit({ paymentId: true, reason: true }).extend({
  /** matched: a processing bank payout with this reference and amount (the debit's, positive); alreadyApplied: confirmed before. */
  payoutId: z.string().nullable(),
  reason: z.enum(PAYOUT_STATEMENT_LINE_REASONS).nullable(),
});
export type PayoutStatementLine = z.infer<typeof PayoutStatementLine>;

/** The same request as the payments' statement import: the CSV, previewed unless `apply`. */
export const PayoutStatementImportRequest = StatementImportRequest;
export type PayoutStatementImportRequest = z.infer<typeof PayoutStatementImportRequest>;

export const PayoutStatementImportResult = StatementImportResult.extend({ lines: z.array(PayoutStatementLine) });
export type PayoutStatementImportResult = z.infer<typeof PayoutStatementImportResult>;
