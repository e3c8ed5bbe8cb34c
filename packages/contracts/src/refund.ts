import { z } from "zod";
import { snakeCased } from "./casing";
import { MODES } from "./payment-rules";

/** A refund through Wave or by hand is done when recorded; one carried by a payout follows it. */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

// The refund resource, written once: the dashboard API shows it as it is here, the merchant API,
// its events and webhooks in snake_case with the payment as `payment` (as Stripe names it).

export const Refund = z.object({
  id: z.string().meta({ description: "The refund's id", example: "re_5Gd2kQ9wXy0Zp1mN8sTb4VcE" }),
  paymentId: z.string().describe("The payment refunded"),
  amount: z.number().int().describe("Integer XOF given back"),
  reason: z.string().describe("Why (required for a manual refund), as the business wrote it"),
  method: z
    .enum(["operator", "manual"])
    .describe(
      "operator: through the operator (Wave's refund of a whole payment, MTN's refund operation, a payout to an Orange or Moov payer); manual: the business did, outside PayFlow",
    ),
  status: z
    .enum(REFUND_STATUSES)
    .describe(
      "pending while the payout carrying it is under way; succeeded once the money is back; failed: nothing was given back",
    ),
  payoutId: z
    .string()
    .nullable()
    .describe("The payout carrying the money back to the payer (MTN, Orange, Moov), if any"),
  mode: z.enum(MODES).describe("test or live, as its payment"),
  createdAt: z.string().describe("When it was recorded (ISO 8601 UTC)"),
});
export type Refund = z.infer<typeof Refund>;

const v1Refund = snakeCased(Refund, { object: "refund", ref: "Refund", rename: { paymentId: "payment" } });

/** The refund in the merchant API, its events and webhooks. */
export const V1Refund = v1Refund.schema;
export type V1Refund = z.infer<typeof V1Refund>;

/** The merchant API's form of a refund: the same values, in snake_case. */
export const toV1Refund: (refund: Refund) => V1Refund = v1Refund.from;
