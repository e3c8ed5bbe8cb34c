import { z } from "zod";
import { snakeCased } from "./casing";
import {
  LATE_FROM,
  type LateFrom,
  MODES,
  PAYMENT_FAILURE_CODES,
  PAYMENT_OPERATORS,
  PAYMENT_STATUSES,
} from "./payment-rules";

// The payment resource, written once: the dashboard API (/api) shows it as it is here, the
// merchant API (/v1), its events and webhooks show the same fields in snake_case (casing.ts).

const at = (description: string) => z.string().meta({ description, example: "2026-11-23T09:15:02.118Z" });
const atOrNull = (description: string) => z.string().nullable().meta({ description });

export const NextAction = z
  .object({
    type: z
      .enum(["redirect", "approve_on_phone", "bank_transfer"])
      .describe(
        "redirect: send the payer to `url`; approve_on_phone: the payer approves on their phone; bank_transfer",
      ),
    url: z.string().nullable().describe("Where to send the payer (redirect), else null"),
    instructions: z.string().nullable().describe("What to tell the payer, in words"),
  })
  .describe("What the payer has to do next; null when nothing is asked of them");
export type NextAction = z.infer<typeof NextAction>;

export const PaymentFailure = z
  .object({
    code: z.enum(PAYMENT_FAILURE_CODES).describe("PayFlow's code, the same for every operator"),
    message: z.string().describe("The reason in words, for people"),
    operatorCode: z.string().nullable().describe("The operator's own code, when it gave one"),
  })
  .describe("Why the payment failed; null unless it did");
export type PaymentFailure = z.infer<typeof PaymentFailure>;

export const Payment = z.object({
  id: z.string().meta({ description: "The payment's id", example: "pay_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
  status: z.enum(PAYMENT_STATUSES).describe("Where the payment stands"),
  amount: z.number().int().meta({ description: "Integer XOF (no minor unit)", example: 25000 }),
  currency: z.literal("XOF").describe("Always XOF"),
  operator: z
    .enum(PAYMENT_OPERATORS)
    .nullable()
    .describe("How it is paid; null until the payer (or the creation) chose"),
  phone: z.string().nullable().describe("The payer's 10 national digits"),
  reference: z.string().nullable().describe("The business's own reference (an order number)"),
  description: z.string().describe("What is paid for, as the payer sees it"),
  code: z.string().meta({ description: "Human-readable code, the bank transfer reference", example: "PF-7K3Q-9M2D" }),
  fee: z.number().int().describe("PayFlow's commission, integer XOF, fixed at creation"),
  net: z.number().int().describe("Amount less fee, integer XOF"),
  refundedAmount: z.number().int().describe("How much has been refunded so far, integer XOF"),
  checkoutUrl: z.string().describe("The hosted checkout page to send the payer to"),
  nextAction: NextAction.nullable(),
  failure: PaymentFailure.nullable(),
  mode: z.enum(MODES).describe("test (sandboxes, no real money) or live"),
  client: z
    .object({
      id: z.string().describe("The client's id"),
      name: z.string().describe("The client's name"),
      email: z.string().describe("The client's email"),
    })
    .nullable()
    .describe("The client the payment belongs to, if any"),
  paymentAccount: z
    .object({
      id: z.string().describe("The account's id"),
      accountName: z.string().describe("The account's nickname"),
      operatorBank: z.string().describe("Its operator or bank"),
    })
    .nullable()
    .describe("The business's account the money goes to"),
  operatorTransactionId: z.string().nullable().describe("The operator's id of the transaction, once it gave one"),
  late: z.boolean().meta({
    description:
      "True when the operator's success arrived after the payment was cancelled, expired or failed: the money arrived, so the payment succeeded late (refund it or deliver)",
  }),
  successUrl: z.string().nullable().describe("Where the checkout sends the payer after a success"),
  errorUrl: z.string().nullable().describe("Where the checkout sends the payer after a failure"),
  metadata: z.record(z.string(), z.string()).describe("The business's own key-value pairs, as it sent them"),
  createdAt: at("When the payment was created (ISO 8601 UTC)"),
  updatedAt: at("When the payment last changed (ISO 8601 UTC)"),
  expiresAt: atOrNull("When a pending payment expires"),
  paidAt: atOrNull("When the money arrived"),
  settlesAt: atOrNull("When the money is available to the business (paid_at plus the payment delay)"),
});
export type Payment = z.infer<typeof Payment>;

/**
 * What a merchant sees of a payment: all but what only the business's staff see (the client's
 * and account's names, the checkout's return URLs, the last change), the client by its id.
 */
const MerchantPayment = Payment.omit({
  client: true,
  paymentAccount: true,
  successUrl: true,
  errorUrl: true,
  updatedAt: true,
  // Since API version 2026-11-29 `late_from` says what `late` only hinted (api-versions.ts).
  late: true,
}).extend({
  clientId: z.string().nullable().describe("The client the payment belongs to, if any"),
  paymentLink: z.string().nullable().describe("The payment link whose visit made it (`plink_…`), if any"),
  lateFrom: z
    .enum(LATE_FROM)
    .nullable()
    .describe(
      "The status the payment had when the operator's success arrived after it (cancelled, expired or failed): the money arrived, so the payment succeeded late (refund it or deliver); null when the success came in time. Before API version 2026-11-29: `late`, true or false",
    ),
});

const v1Payment = snakeCased(MerchantPayment, {
  object: "payment",
  ref: "Payment",
  // Stripe's name for it, which integrations already read.
  rename: { refundedAmount: "amount_refunded" },
});

/** The payment in the merchant API, its events and webhooks. */
export const V1Payment = v1Payment.schema;
export type V1Payment = z.infer<typeof V1Payment>;

/** The merchant API's form of a payment: the same values, in snake_case. */
export function toV1Payment(
  payment: Payment,
  paymentLink: string | null = null,
  lateFrom: LateFrom | null = null,
): V1Payment {
  return v1Payment.from({ ...payment, clientId: payment.client?.id ?? null, paymentLink, lateFrom });
}
