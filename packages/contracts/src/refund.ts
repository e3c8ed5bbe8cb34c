import { z } from "zod";
import { snakeCased } from "./casing";
import { MODES } from "./payment-rules";

/** A refund through Wave or by hand is done when recorded; one carried by a payout follows it. */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Operators that carry any refund back by a payout: MTN (its refund operation), Orange and Moov (a payout to the payer). */
export const REFUND_BY_PAYOUT_OPERATORS = ["mtn_momo", "orange_money", "moov_money"] as const;
export type RefundByPayoutOperator = (typeof REFUND_BY_PAYOUT_OPERATORS)[number];

/**
 * How a refund of `amount` can go back through the payment's operator (docs/PAYMENTS.md §
 * Refunds): Wave's own refund (a whole payment, once), a payout to the payer, or not at all
 * (a bank transfer, a partial Wave refund: made by hand).
 */
/**
 * Whether the operator itself stands behind the payment's payer number, so that a refund by
 * payout may go there without a person confirming it (docs/PAYMENTS.md § Refunds): MTN's refund
 * operation names the request to pay and MTN pays its payer back; a Moov push is approved by
 * the payer on the handset of that very number. An Orange web payment's number is typed when the
 * payment is made and Orange never reports who paid.
 */
export function payerConfirmedByOperator(payment: { operator: string | null }): boolean {
  return payment.operator === "mtn_momo" || payment.operator === "moov_money";
}

export function operatorRefundWay(
  payment: { operator: string | null; amount: number; refundedAmount: number; phone: string | null },
  amount: number,
): "wave" | "payout" | null {
  if (payment.operator === "wave") return amount === payment.amount && payment.refundedAmount === 0 ? "wave" : null;
  const byPayout = (REFUND_BY_PAYOUT_OPERATORS as readonly string[]).includes(payment.operator ?? "");
  return byPayout && payment.phone ? "payout" : null;
}

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
