import { z } from "zod";
import { snakeCased, snakeCasedRequest } from "./casing";
import { EVENT_TYPES, V1Event } from "./events";
import { Balances } from "./ledger";
import { V1Payment } from "./payment";
import { MODES, PAYMENT_LIMITS, PAYMENT_OPERATORS, PAYMENT_STATUSES } from "./payment-rules";
import { CreatePaymentRequest, RefundRequest } from "./payments";
import { PAYOUT_OPERATORS, PAYOUT_STATUSES, V1Payout } from "./payouts";
import { V1Refund } from "./refund";
import { CreateWebhookEndpointRequest, UpdateWebhookEndpointRequest, WebhookEndpoint } from "./webhooks";

// The merchant API (/v1): snake_case JSON, Stripe-like objects and lists. One contract per
// endpoint, feeding validation and /v1/openapi.json. The resources (payment, refund, event,
// webhook endpoint) are the dashboard's, cased by casing.ts, never written a second time.

export const V1Error = z
  .object({
    error: z.object({
      type: z
        .enum([
          "invalid_request_error",
          "authentication_error",
          "permission_error",
          "rate_limit_error",
          "idempotency_error",
          "api_error",
        ])
        .describe("The kind of failure"),
      code: z.string().describe("Stable snake_case code (docs/API.md lists them with their status)"),
      message: z.string().describe("For people; may change"),
      param: z.string().optional().describe("The field at fault: a body field in snake_case, a header as it is spelt"),
    }),
  })
  .meta({ id: "Error" });
export type V1Error = z.infer<typeof V1Error>;

/**
 * The status of every documented error code, one each whether the contract or the service
 * refuses (docs/API.md's table; a test keeps them equal). The route definer lists them in
 * /v1/openapi.json and the merchant API's error handler answers with them.
 */
export const V1_ERROR_STATUSES = {
  400: [
    "parameter_invalid",
    "parameter_unknown",
    "api_version_unknown",
    "malformed_json",
    "invalid_amount",
    "field_too_long",
    "webhook_event_unknown",
    "webhook_events_required",
    "batch_empty",
    "batch_too_large",
    "payment_link_slug_invalid",
    "payment_link_slug_reserved",
    "invoice_lines_required",
    "invoice_too_many_lines",
    "invoice_quantity_invalid",
    "invoice_unit_price_invalid",
    "invoice_discount_invalid",
    "invoice_tax_code_unknown",
    "invoice_client_ncc_invalid",
    "invoice_minimum_part_invalid",
    "invoice_due_date_invalid",
  ],
  401: ["invalid_api_key", "api_key_revoked"],
  403: ["insufficient_scope", "api_key_maker_not_allowed", "test_key_required"],
  404: ["resource_missing"],
  409: [
    "payment_not_pending",
    "payment_not_refundable",
    "webhook_endpoint_disabled",
    "idempotency_in_progress",
    "payout_not_cancellable",
    "payout_not_reversible",
    "payout_reversal_refused",
    "refund_not_through_operator",
    "refund_payer_unconfirmed",
    "refund_not_possible_at_operator",
    "payout_batch_not_awaiting_approval",
    "payment_link_slug_in_use",
    "payment_link_deactivated",
    "invoice_not_draft",
    "invoice_not_payable",
    "invoice_not_voidable",
  ],
  413: ["payload_too_large"],
  422: [
    "amount_out_of_range",
    "unsupported_currency",
    "unknown_operator",
    "operator_prefix_mismatch",
    "invalid_phone",
    "payer_phone_required",
    "api_key_missing_for_account",
    "bank_account_required",
    "payment_account_required",
    "refund_exceeds_amount",
    "refund_reason_required",
    "refund_not_covered",
    "invalid_url",
    "too_many_metadata_keys",
    "webhook_url_invalid",
    "webhook_url_https_required",
    "webhook_url_not_allowed",
    "idempotency_key_reused",
    "insufficient_balance",
    "payout_above_limit",
    "beneficiary_daily_limit_reached",
    "company_daily_limit_reached",
    "beneficiary_required",
    "beneficiary_name_required",
    "beneficiary_name_mismatch",
    "beneficiary_not_found",
    "payout_operator_unsupported",
    "invalid_account_number",
    "batch_lines_invalid",
    "payment_link_amounts_invalid",
    "invoice_client_ncc_required",
    "invoice_total_out_of_range",
    "invoice_part_exceeds_remaining",
    "invoice_part_below_minimum",
    "invoice_part_leaves_too_little",
  ],
  429: ["rate_limited"],
  500: ["internal_error"],
  502: ["operator_unavailable"],
} as const satisfies Record<number, readonly string[]>;
export type V1ErrorStatus = keyof typeof V1_ERROR_STATUSES;

/** An http(s) URL; "" is no URL (the reference page's generated example sends it), dropped by the route. */
const url = z
  .string()
  .trim()
  .max(PAYMENT_LIMITS.url, { error: "fieldTooLong" })
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), { error: "invalidUrl" });

/** The dashboard's creation contract, except that the currency must be said and a URL may be "". */
const v1CreatePayment = snakeCasedRequest(
  CreatePaymentRequest.extend({
    currency: z.literal("XOF", { error: "unsupportedCurrency" }).describe("Always XOF"),
    successUrl: url.optional().describe("Where the checkout sends the payer after a success"),
    errorUrl: url.optional().describe("Where the checkout sends the payer after a failure"),
  }),
  "CreatePayment",
);
export const V1CreatePayment = v1CreatePayment.schema;
/** A creation body read back in camelCase, as the payments engine takes it. */
export const fromV1CreatePayment = v1CreatePayment.toCamel;
export type V1CreatePayment = z.infer<typeof V1CreatePayment>;

/**
 * A time filter: Unix seconds, or an ISO 8601 date-time with `Z` or an offset (docs/API.md says
 * times are ISO 8601; Stripe-style clients send seconds). `v1Time` reads either.
 */
const created = z
  .union([
    // A query value is text on the wire; the document says integer so that a generated client
    // may send Unix seconds as a number (the digits are what the server reads).
    z
      .string()
      .regex(/^\d{1,12}$/)
      .meta({ type: "integer", minimum: 0, maximum: 999_999_999_999, example: 1_764_576_000 }),
    z.iso.datetime({ offset: true }).meta({ example: "2026-11-24T08:00:00Z" }),
  ])
  .optional()
  .meta({ description: "Unix seconds (an integer) or ISO 8601 (2026-11-24T08:00:00Z)" });

/** The instant a `created[…]` filter names. */
export function v1Time(value: string): Date {
  return /^\d+$/.test(value) ? new Date(Number(value) * 1000) : new Date(value);
}

export const V1ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().describe("1 to 100, 10 by default"),
  starting_after: z.string().max(64).optional().describe("An object's id: the page after it"),
  ending_before: z.string().max(64).optional().describe("An object's id: the page before it"),
});

export const V1PaymentListQuery = V1ListQuery.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  operator: z.enum(PAYMENT_OPERATORS).optional(),
  reference: z.string().max(PAYMENT_LIMITS.reference).optional(),
  payment_link: z.string().max(64).optional().describe("Only the payments made through this payment link (plink_…)"),
  "created[gte]": created,
  "created[lte]": created,
});
export type V1PaymentListQuery = z.infer<typeof V1PaymentListQuery>;

export const v1List = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      object: z.literal("list").describe("A page of a list"),
      data: z.array(item).describe("The objects, newest first"),
      has_more: z.boolean().describe("Whether more objects follow this page"),
    })
    .meta({ id: name });

export const V1PaymentList = v1List(V1Payment, "PaymentList");

const v1CreateRefund = snakeCasedRequest(
  z
    .object({
      payment: z
        .string()
        .max(64)
        .meta({ description: "The payment to refund", example: "pay_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
    })
    .extend(RefundRequest.shape),
  "CreateRefund",
);
export const V1CreateRefund = v1CreateRefund.schema;
export const fromV1CreateRefund = v1CreateRefund.toCamel;
export type V1CreateRefund = z.infer<typeof V1CreateRefund>;

export const V1RefundList = v1List(V1Refund, "RefundList");
export const V1RefundListQuery = V1ListQuery.extend({ payment: z.string().max(64).optional() });

export const V1EventList = v1List(V1Event, "EventList");

export const V1PayoutList = v1List(V1Payout, "PayoutList");
export const V1PayoutListQuery = V1ListQuery.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
  operator: z.enum(PAYOUT_OPERATORS).optional(),
});
export type V1PayoutListQuery = z.infer<typeof V1PayoutListQuery>;
export const V1EventListQuery = V1ListQuery.extend({ type: z.enum(EVENT_TYPES).optional() });

export const V1Balance = z
  .object({
    object: z.literal("balance").describe("The balance of the key's mode"),
    mode: z.enum(MODES).describe("The key's mode"),
    currency: z.literal("XOF").describe("Always XOF; amounts are integers"),
    available: z
      .number()
      .int()
      .meta({ description: "Net of successful payments already settled, less fees and refunds" }),
    pending: z
      .number()
      .int()
      .meta({ description: "Net of successful payments not yet settled, less fees and refunds" }),
    operators: Balances.shape.operators,
  })
  .meta({ id: "Balance" });

export const V1IdParam = z.object({ id: z.string().min(1).max(64).describe("The object's id") });

const v1WebhookEndpoint = snakeCased(WebhookEndpoint.omit({ previousSecretExpiresAt: true, updatedAt: true }), {
  object: "webhook_endpoint",
  ref: "WebhookEndpoint",
});
export const V1WebhookEndpoint = v1WebhookEndpoint.schema;
export type V1WebhookEndpoint = z.infer<typeof V1WebhookEndpoint>;
/** The merchant API's form of an endpoint: the same values, in snake_case. */
export const toV1WebhookEndpoint: (endpoint: WebhookEndpoint) => V1WebhookEndpoint = v1WebhookEndpoint.from;

/** Creation and rotation answer the signing secret; nothing else does. */
export const V1WebhookEndpointWithSecret = V1WebhookEndpoint.extend({
  secret: z.string().meta({
    description: "The signing secret; keep it, it is not shown again except on rotation",
    example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  }),
}).meta({ id: "WebhookEndpointWithSecret" });

/** The dashboard's contracts in snake_case (`api_version`), read back in camelCase for the service. */
const v1CreateWebhookEndpoint = snakeCasedRequest(CreateWebhookEndpointRequest, "CreateWebhookEndpoint");
export const V1CreateWebhookEndpoint = v1CreateWebhookEndpoint.schema;
export const fromV1CreateWebhookEndpoint = v1CreateWebhookEndpoint.toCamel;
export type V1CreateWebhookEndpoint = z.infer<typeof V1CreateWebhookEndpoint>;

const v1UpdateWebhookEndpoint = snakeCasedRequest(UpdateWebhookEndpointRequest, "UpdateWebhookEndpoint");
export const V1UpdateWebhookEndpoint = v1UpdateWebhookEndpoint.schema;
export const fromV1UpdateWebhookEndpoint = v1UpdateWebhookEndpoint.toCamel;
export type V1UpdateWebhookEndpoint = z.infer<typeof V1UpdateWebhookEndpoint>;

export const V1WebhookEndpointList = v1List(V1WebhookEndpoint, "WebhookEndpointList");

export const V1DeletedObject = z
  .object({
    id: z.string().describe("The deleted endpoint's id"),
    object: z.literal("webhook_endpoint").describe("What was deleted"),
    deleted: z.literal(true).describe("Always true"),
  })
  .meta({ id: "DeletedWebhookEndpoint" });
