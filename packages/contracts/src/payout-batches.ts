import { z } from "zod";
import { snakeCased } from "./casing";
import { MODES } from "./payment-rules";
import { PAYOUT_BATCH_MAX_LINES, PAYOUT_OPERATORS, PAYOUT_STATUSES, PAYOUT_TEXT_LIMITS } from "./payout-rules";
import { CreatePayoutRequest, PayoutFailure } from "./payouts";

// Batches of payouts (docs/PAYOUTS.md § Batches): up to 10,000 lines, each with its own
// reference (a line sent again, in this batch or another, is never created twice), approved and
// reserved together, sent like any payout. The dashboard previews a file's lines first.

export const PAYOUT_BATCH_STATUSES = ["pending_approval", "queued", "completed", "cancelled"] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** One line: a payout request with its own reference. */
export const PayoutBatchLine = CreatePayoutRequest.omit({
  currency: true,
  metadata: true,
  nameCheckOverride: true,
  clientReference: true,
})
  .extend({
    reference: z
      .string({ error: "fieldRequired" })
      .trim()
      .min(1, { error: "fieldRequired" })
      .max(PAYOUT_TEXT_LIMITS.clientReference, { error: "fieldTooLong" })
      .describe(
        "The line's own reference, unique in the company's mode: a line sent again is refused, never paid twice",
      ),
  })
  .strict();
export type PayoutBatchLine = z.infer<typeof PayoutBatchLine>;

export const CreatePayoutBatchRequest = z
  .object({
    lines: z
      .array(z.unknown())
      .min(1, { error: "batchEmpty" })
      .max(PAYOUT_BATCH_MAX_LINES, { error: "batchTooLarge" })
      .describe("The payouts, each checked on its own (preview says which line fails and why)"),
  })
  .strict();
export type CreatePayoutBatchRequest = { lines: PayoutBatchLine[] };

/** What a line's check found: its payout-to-be, or why it cannot be one. */
export const PayoutBatchLineCheck = z.object({
  line: z.number().int().describe("1 for the first line"),
  reference: z.string().nullable(),
  operator: z.enum(PAYOUT_OPERATORS).nullable(),
  phone: z.string().nullable().describe("The number as 10 national digits"),
  amount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  error: z
    .object({ code: z.string().describe("An error code (the web's errors.<code>)"), field: z.string().nullable() })
    .nullable(),
});
export type PayoutBatchLineCheck = z.infer<typeof PayoutBatchLineCheck>;

export const PayoutBatchPreview = z.object({
  lines: z.array(PayoutBatchLineCheck),
  valid: z.number().int(),
  invalid: z.number().int(),
  totals: z.array(
    z.object({
      operator: z.enum(PAYOUT_OPERATORS),
      count: z.number().int(),
      amount: z.number().int(),
      fee: z.number().int(),
      available: z.number().int().describe("What the operator account holds available now"),
      covered: z.boolean().describe("Whether it covers this operator's amount and fees"),
    }),
  ),
  totalAmount: z.number().int(),
  totalFee: z.number().int(),
  approvalRequired: z.boolean(),
});
export type PayoutBatchPreview = z.infer<typeof PayoutBatchPreview>;

const counts = z.object(
  Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof PAYOUT_STATUSES)[number],
    z.ZodNumber
  >,
);

export const PayoutBatch = z.object({
  id: z.string().meta({ description: "The batch's id", example: "pob_5fGk2LmQ8nRtVw3xYz7A1bC4" }),
  status: z.enum(PAYOUT_BATCH_STATUSES).describe("Where the batch stands"),
  mode: z.enum(MODES),
  lineCount: z.number().int(),
  totalAmount: z.number().int().describe("Sum of its lines' amounts, integer XOF"),
  totalFee: z.number().int().describe("Sum of the fees reserved with them"),
  counts: counts.describe("Its lines per status"),
  createdBy: z.string().nullable().describe("The person who created it (a user id); null through an API key"),
  approval: z.object({
    required: z.boolean(),
    approvedBy: z.string().nullable(),
    approvedAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  completedAt: z.string().nullable().describe("When its last line ended"),
});
export type PayoutBatch = z.infer<typeof PayoutBatch>;

/** A line's result: its payout's id, state and failure. */
export const PayoutBatchResult = z.object({
  reference: z.string(),
  payout: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  phone: z.string().nullable(),
  failure: PayoutFailure.nullable(),
});

export const PayoutBatchDetail = PayoutBatch.extend({ lines: z.array(PayoutBatchResult) });
export type PayoutBatchDetail = z.infer<typeof PayoutBatchDetail>;

const v1Batch = snakeCased(PayoutBatchDetail, { object: "payout_batch", ref: "PayoutBatch" });
export const V1PayoutBatch = v1Batch.schema;
export type V1PayoutBatch = z.infer<typeof V1PayoutBatch>;
export const toV1PayoutBatch = v1Batch.from;

/** The lines of a batch in the merchant API's casing (snake_case keys). */
export const V1CreatePayoutBatch = z
  .object({
    lines: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, { error: "batchEmpty" })
      .max(PAYOUT_BATCH_MAX_LINES, { error: "batchTooLarge" })
      .describe(
        "Up to 10,000 payouts: `reference`, `amount`, `phone` (and `operator`, `name`, `reason`), as POST /v1/payouts takes them",
      ),
  })
  .strict()
  .meta({ id: "CreatePayoutBatch" });

/** The batch as its payout_batch.completed event carries it (its lines' results: GET …/payout_batches/{id}). */
export const V1PayoutBatchSummary = z
  .object({
    id: z.string().describe("The batch's id"),
    object: z.literal("payout_batch"),
    status: z.enum(PAYOUT_BATCH_STATUSES),
    line_count: z.number().int(),
    total_amount: z.number().int(),
    total_fee: z.number().int(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: "PayoutBatchSummary" });
export type V1PayoutBatchSummary = z.infer<typeof V1PayoutBatchSummary>;

/** A decision on a batch waiting for approval; live mode asks for the approver's 2FA code. */
export const PayoutBatchDecision = z
  .object({ code: z.string().trim().max(20).optional().describe("The approver's two-factor code (live mode)") })
  .strict();

export const PayoutBatchList = z.object({ items: z.array(PayoutBatch) });
export type PayoutBatchList = z.infer<typeof PayoutBatchList>;

/** A bulk upload's file read: its lines as written (sent back to create the batch) and their preview. */
export const PayoutBatchFile = z.object({
  lines: z.array(z.record(z.string(), z.unknown())).describe("The file's rows as lines, cells as written"),
  unknownColumns: z.array(z.string()).describe("Header cells that name no field (ignored)"),
  preview: PayoutBatchPreview,
});
export type PayoutBatchFile = z.infer<typeof PayoutBatchFile>;
