import { z } from "zod";
import { snakeCased, snakeCasedRequest } from "./casing";
import { text } from "./common";
import { Metadata } from "./metadata";
import { MODES } from "./payment-rules";
import {
  BANK_FILE_FORMATS,
  PAYOUT_AMOUNT_MAX,
  PAYOUT_AMOUNT_MIN,
  PAYOUT_FAILURE_CODES,
  PAYOUT_OPERATORS,
  PAYOUT_STATUSES,
  PAYOUT_TEXT_LIMITS,
} from "./payout-rules";

// The payout resource, written once (docs/PAYOUTS.md): the dashboard API (/api/payouts) shows
// it as it is here, the merchant API (/v1/payouts) in snake_case (casing.ts).

export * from "./payout-rules";

const at = (description: string) => z.string().meta({ description, example: "2026-11-25T09:15:02.118Z" });
const atOrNull = (description: string) => z.string().nullable().meta({ description });

export const PayoutFailure = z
  .object({
    code: z.enum(PAYOUT_FAILURE_CODES).describe("PayFlow's code, the same for every operator"),
    message: z.string().describe("The reason in words, for people"),
    operatorCode: z.string().nullable().describe("The operator's own code, when it gave one"),
  })
  .describe("Why the payout failed; null unless it did");

export const Payout = z.object({
  id: z.string().meta({ description: "The payout's id", example: "po_5fGk2LmQ8nRtVw3xYz7A1bC4" }),
  status: z.enum(PAYOUT_STATUSES).describe("Where the payout stands"),
  amount: z.number().int().meta({ description: "What the beneficiary receives, integer XOF", example: 25000 }),
  fee: z
    .number()
    .int()
    .describe("The operator's fee on it, integer XOF: reserved with the amount, as charged once sent"),
  currency: z.literal("XOF").describe("Always XOF"),
  operator: z.enum(PAYOUT_OPERATORS).describe("The wallet's operator, or bank"),
  beneficiary: z
    .object({
      phone: z.string().nullable().describe("The wallet's 10 national digits (mobile money)"),
      bankAccount: z.string().nullable().describe("The account number, IBAN or RIB (bank)"),
      name: z.string().nullable().describe("The beneficiary's name"),
    })
    .describe("Who is paid"),
  reason: z.string().describe("Why, as the beneficiary's receipt shows it"),
  clientReference: z.string().nullable().describe("The business's own reference"),
  metadata: z.record(z.string(), z.string()).describe("The business's own key-value pairs"),
  mode: z.enum(MODES).describe("test (sandboxes, no real money) or live"),
  batch: z.string().nullable().describe("The batch it belongs to, if any"),
  refund: z.string().nullable().describe("The refund it carries out, if any"),
  failure: PayoutFailure.nullable(),
  operatorTransactionId: z.string().nullable().describe("The operator's id of the transfer, once it gave one"),
  createdBy: z.string().nullable().describe("The person who created it (a user id); null through an API key"),
  approval: z
    .object({
      required: z.boolean().describe("Whether a second person must approve it"),
      approvedBy: z.string().nullable().describe("Who approved it"),
      approvedAt: atOrNull("When it was approved"),
    })
    .describe("The second person's approval"),
  createdAt: at("When the payout was created (ISO 8601 UTC)"),
  updatedAt: at("When it last changed (ISO 8601 UTC)"),
  sentAt: atOrNull("When it was first sent to the operator"),
  completedAt: atOrNull("When it succeeded, failed or was cancelled"),
});
export type Payout = z.infer<typeof Payout>;

export const PayoutList = z.object({ items: z.array(Payout), nextCursor: z.string().nullable() });
export type PayoutList = z.infer<typeof PayoutList>;

export const CreatePayoutRequest = z
  .object({
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .min(PAYOUT_AMOUNT_MIN, { error: "amountOutOfRange" })
      .max(PAYOUT_AMOUNT_MAX, { error: "amountOutOfRange" })
      .meta({ description: "What the beneficiary receives, integer XOF", example: 25000 }),
    currency: z.literal("XOF", { error: "unsupportedCurrency" }).optional().describe("Always XOF"),
    operator: z
      .enum(PAYOUT_OPERATORS, { error: "unknownOperator" })
      .optional()
      .describe("The wallet's operator, or bank; absent: the operator of the number's prefix"),
    phone: text(30)
      .optional()
      .meta({ description: "The beneficiary's number (+225 optional)", example: "05 05 00 00 01" }),
    bankAccount: text(PAYOUT_TEXT_LIMITS.bankAccount).optional().describe("The account number, IBAN or RIB (bank)"),
    name: text(PAYOUT_TEXT_LIMITS.name).optional().describe("The beneficiary's name (required for a bank)"),
    reason: text(PAYOUT_TEXT_LIMITS.reason)
      .optional()
      .describe("Why, as the beneficiary's receipt shows it (40 characters)"),
    clientReference: text(PAYOUT_TEXT_LIMITS.clientReference).optional().describe("The business's own reference"),
    metadata: Metadata.optional().describe("Up to 20 key-value pairs of the business's own, given back as they are"),
    nameCheckOverride: z
      .boolean()
      .optional()
      .describe("Send even though the operator's name for the number differs from `name`"),
  })
  .strict();
export type CreatePayoutRequest = z.infer<typeof CreatePayoutRequest>;

export const PayoutListQuery = z.object({
  q: text(100).optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  operator: z.enum(PAYOUT_OPERATORS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type PayoutListQuery = z.infer<typeof PayoutListQuery>;

/** A decision on a payout waiting for approval; live mode asks for the approver's 2FA code. */
export const PayoutDecision = z
  .object({
    code: z
      .string()
      .trim()
      .max(20)
      .optional()
      .describe(
        "Live mode: the approver's two-factor code, taken as their step-up done on the spot (else POST /api/security/step-up first)",
      ),
  })
  .strict();
export type PayoutDecision = z.infer<typeof PayoutDecision>;

const limit = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(1_000_000_000, { error });

/** A company's payout rules (Settings, manageSettings). */
export const PayoutSettings = z
  .object({
    approvalThreshold: limit("payoutLimitInvalid").describe(
      "A payout or batch of at least this much waits for a second person (0: every one)",
    ),
    perPayoutLimit: limit("payoutLimitInvalid").describe("The largest single payout"),
    perBeneficiaryDailyLimit: limit("payoutLimitInvalid").describe("The most one beneficiary receives in a day"),
    companyDailyLimit: limit("payoutLimitInvalid").describe("The most the company pays out in a day"),
    bankFileFormat: z
      .enum(BANK_FILE_FORMATS, { error: "bankFileFormatUnknown" })
      .optional()
      .describe("The layout of the bank payouts' transfer file: the company's bank, or generic (absent: unchanged)"),
  })
  .strict();
export type PayoutSettings = z.infer<typeof PayoutSettings>;

const v1Payout = snakeCased(Payout, { object: "payout", ref: "Payout" });
/** The payout in the merchant API (/v1/payouts, events, webhooks). */
export const V1Payout = v1Payout.schema;
export type V1Payout = z.infer<typeof V1Payout>;
export const toV1Payout = v1Payout.from;

const v1CreatePayout = snakeCasedRequest(
  CreatePayoutRequest.extend({ currency: z.literal("XOF", { error: "unsupportedCurrency" }).describe("Always XOF") }),
  "CreatePayout",
);
export const V1CreatePayout = v1CreatePayout.schema;
export const fromV1CreatePayout = v1CreatePayout.toCamel;
export type V1CreatePayout = z.infer<typeof V1CreatePayout>;

/** A payout with its timeline (the dashboard's detail). */
/** The names of the company's people a payout or a batch names (createdBy, approvedBy), by user id. */
export const PeopleNamed = z
  .record(z.string(), z.string())
  .describe("Names of the people named in it (creator, approver), by user id");

export const PayoutDetail = z.object({
  payout: Payout,
  events: z.array(z.object({ id: z.string(), type: z.string(), createdAt: z.string() })),
  people: PeopleNamed,
});
export type PayoutDetail = z.infer<typeof PayoutDetail>;
