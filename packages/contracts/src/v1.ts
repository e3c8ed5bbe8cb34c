import { z } from "zod";
import { text } from "./common";
import {
  MODES,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_AMOUNT_MIN,
  PAYMENT_EVENT_TYPES,
  PAYMENT_FAILURE_CODES,
  PAYMENT_LIMITS,
  PAYMENT_OPERATORS,
  PAYMENT_STATUSES,
} from "./payment-rules";
import { Metadata } from "./payments";
import { WEBHOOK_ENDPOINT_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from "./webhooks";

// The merchant API (/v1): snake_case JSON, Stripe-like objects and lists. One contract per
// endpoint, feeding validation and /v1/openapi.json.

export const V1Error = z.object({
  error: z.object({
    type: z.enum([
      "invalid_request_error",
      "authentication_error",
      "rate_limit_error",
      "idempotency_error",
      "api_error",
    ]),
    code: z.string(),
    message: z.string(),
    param: z.string().optional(),
  }),
});
export type V1Error = z.infer<typeof V1Error>;

/** An http(s) URL; "" is no URL (the reference page's generated example sends it), dropped by the route. */
const url = z
  .string()
  .trim()
  .max(PAYMENT_LIMITS.url, { error: "fieldTooLong" })
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), { error: "invalidUrl" });

export const V1NextAction = z.object({
  type: z.enum(["redirect", "approve_on_phone", "bank_transfer"]),
  url: z.string().nullable(),
  instructions: z.string().nullable(),
});

export const V1Payment = z
  .object({
    id: z.string().meta({ example: "pay_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
    object: z.literal("payment"),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().int().meta({ description: "Integer XOF (no minor unit)", example: 25000 }),
    currency: z.literal("XOF"),
    operator: z.enum(PAYMENT_OPERATORS).nullable(),
    phone: z.string().nullable().meta({ description: "The payer's 10 national digits" }),
    reference: z.string().nullable(),
    description: z.string(),
    code: z.string().meta({ description: "Human-readable code, the bank transfer reference", example: "PF-7K3Q-9M2D" }),
    fee: z.number().int(),
    net: z.number().int(),
    amount_refunded: z.number().int(),
    client_id: z.string().nullable(),
    checkout_url: z.string().meta({ description: "The hosted checkout page to send the payer to" }),
    next_action: V1NextAction.nullable(),
    failure: z
      .object({ code: z.enum(PAYMENT_FAILURE_CODES), message: z.string(), operator_code: z.string().nullable() })
      .nullable(),
    operator_transaction_id: z.string().nullable(),
    late: z.boolean().meta({
      description:
        "True when the operator's success arrived after the payment was cancelled, expired or failed: the money arrived, so the payment succeeded late (refund it or deliver)",
    }),
    mode: z.enum(MODES),
    metadata: z.record(z.string(), z.string()),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    settles_at: z.string().nullable(),
  })
  .meta({ id: "Payment" });
export type V1Payment = z.infer<typeof V1Payment>;

export const V1CreatePayment = z
  .object({
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .min(PAYMENT_AMOUNT_MIN, { error: "amountOutOfRange" })
      .max(PAYMENT_AMOUNT_MAX, { error: "amountOutOfRange" })
      .meta({ example: 25000 }),
    currency: z.literal("XOF", { error: "unsupportedCurrency" }),
    operator: z.enum(PAYMENT_OPERATORS, { error: "unknownOperator" }).optional(),
    phone: text(30).optional().meta({ example: "07 01 02 03 04" }),
    description: text(PAYMENT_LIMITS.description).optional(),
    reference: text(PAYMENT_LIMITS.reference).optional(),
    client_id: z.string().max(64).optional(),
    payment_account_id: z.string().max(64).optional(),
    success_url: url.optional(),
    error_url: url.optional(),
    metadata: Metadata.optional(),
  })
  .strict()
  .meta({ id: "CreatePayment" });
export type V1CreatePayment = z.infer<typeof V1CreatePayment>;

/**
 * A time filter: Unix seconds, or an ISO 8601 date-time with `Z` or an offset (docs/API.md says
 * times are ISO 8601; Stripe-style clients send seconds). `v1Time` reads either.
 */
const created = z
  .union([z.string().regex(/^\d{1,12}$/), z.iso.datetime({ offset: true })])
  .optional()
  .meta({ description: "Unix seconds or ISO 8601 (2026-11-24T08:00:00Z)" });

/** The instant a `created[…]` filter names. */
export function v1Time(value: string): Date {
  return /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
}

export const V1ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  starting_after: z.string().max(64).optional(),
  ending_before: z.string().max(64).optional(),
});

export const V1PaymentListQuery = V1ListQuery.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  operator: z.enum(PAYMENT_OPERATORS).optional(),
  reference: z.string().max(PAYMENT_LIMITS.reference).optional(),
  "created[gte]": created,
  "created[lte]": created,
});
export type V1PaymentListQuery = z.infer<typeof V1PaymentListQuery>;

export const v1List = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ object: z.literal("list"), data: z.array(item), has_more: z.boolean() }).meta({ id: name });

export const V1PaymentList = v1List(V1Payment, "PaymentList");

export const V1Refund = z
  .object({
    id: z.string().meta({ example: "re_5Gd2kQ9wXy0Zp1mN8sTb4VcE" }),
    object: z.literal("refund"),
    payment: z.string(),
    amount: z.number().int(),
    reason: z.string(),
    method: z.enum(["operator", "manual"]),
    status: z.literal("succeeded"),
    mode: z.enum(MODES),
    created_at: z.string(),
  })
  .meta({ id: "Refund" });
export type V1Refund = z.infer<typeof V1Refund>;

export const V1CreateRefund = z
  .object({
    payment: z.string().max(64).meta({ example: "pay_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .positive({ error: "invalidAmount" })
      .optional(),
    reason: text(PAYMENT_LIMITS.refundReason).optional(),
  })
  .strict()
  .meta({ id: "CreateRefund" });
export type V1CreateRefund = z.infer<typeof V1CreateRefund>;

export const V1RefundList = v1List(V1Refund, "RefundList");
export const V1RefundListQuery = V1ListQuery.extend({ payment: z.string().max(64).optional() });

export const V1Event = z
  .object({
    id: z.string().meta({ example: "evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ" }),
    object: z.literal("event"),
    type: z.enum(PAYMENT_EVENT_TYPES),
    mode: z.enum(MODES),
    created_at: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "Event" });
export const V1EventList = v1List(V1Event, "EventList");
export const V1EventListQuery = V1ListQuery.extend({ type: z.enum(PAYMENT_EVENT_TYPES).optional() });

export const V1Balance = z
  .object({
    object: z.literal("balance"),
    mode: z.enum(MODES),
    currency: z.literal("XOF"),
    available: z.number().int().meta({ description: "Net of successful payments already settled, less refunds" }),
    pending: z.number().int().meta({ description: "Net of successful payments not yet settled, less refunds" }),
  })
  .meta({ id: "Balance" });

export const V1IdParam = z.object({ id: z.string().min(1).max(64) });

const webhookUrl = z
  .string()
  .trim()
  .min(1, { error: "webhookUrlInvalid" })
  .max(WEBHOOK_LIMITS.url, { error: "fieldTooLong" })
  .meta({ example: "https://shop.example.ci/payflow/webhooks" });
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "webhookEventUnknown" }))
  .min(1, { error: "webhookEventsRequired" })
  .max(WEBHOOK_EVENT_TYPES.length * 2);

export const V1WebhookEndpoint = z
  .object({
    id: z.string().meta({ example: "we_2Rk8sQ0bXy4Zp1mN8sTb4VcE" }),
    object: z.literal("webhook_endpoint"),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    /** "gone" when PayFlow disabled it after a 410 answer. */
    disabled_reason: z.string().nullable(),
    mode: z.enum(MODES),
    created_at: z.string(),
  })
  .meta({ id: "WebhookEndpoint" });
export type V1WebhookEndpoint = z.infer<typeof V1WebhookEndpoint>;

/** Creation and rotation answer the signing secret; nothing else does. */
export const V1WebhookEndpointWithSecret = V1WebhookEndpoint.extend({
  secret: z.string().meta({ example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }),
}).meta({ id: "WebhookEndpointWithSecret" });

export const V1CreateWebhookEndpoint = z
  .object({ url: webhookUrl, events: webhookEvents, description: text(WEBHOOK_LIMITS.description).optional() })
  .strict()
  .meta({ id: "CreateWebhookEndpoint" });
export type V1CreateWebhookEndpoint = z.infer<typeof V1CreateWebhookEndpoint>;

export const V1UpdateWebhookEndpoint = z
  .object({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    description: text(WEBHOOK_LIMITS.description).optional(),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES).optional(),
  })
  .strict()
  .meta({ id: "UpdateWebhookEndpoint" });
export type V1UpdateWebhookEndpoint = z.infer<typeof V1UpdateWebhookEndpoint>;

export const V1WebhookEndpointList = v1List(V1WebhookEndpoint, "WebhookEndpointList");

export const V1DeletedObject = z
  .object({ id: z.string(), object: z.literal("webhook_endpoint"), deleted: z.literal(true) })
  .meta({ id: "DeletedWebhookEndpoint" });
