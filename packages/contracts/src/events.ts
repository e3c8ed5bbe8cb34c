import { z } from "zod";
import { snakeCased } from "./casing";
import {
  INVOICE_EVENT_TYPES,
  type V1CreditNote,
  V1CreditNote as V1CreditNoteSchema,
  type V1Invoice,
  V1Invoice as V1InvoiceSchema,
} from "./invoice";
import { V1OperatorHealth } from "./operator-health";
import { type V1Payment, V1Payment as V1PaymentSchema } from "./payment";
import { type V1PaymentLink, V1PaymentLink as V1PaymentLinkSchema } from "./payment-link";
import { PAYMENT_LINK_EVENT_TYPES } from "./payment-link-rules";
import { MODES, PAYMENT_EVENT_TYPES } from "./payment-rules";
import { type V1PayoutBatchSummary, V1PayoutBatchSummary as V1PayoutBatchSummarySchema } from "./payout-batches";
import { PAYOUT_OBJECT_EVENT_TYPES } from "./payout-rules";
import { type V1Payout, V1Payout as V1PayoutSchema } from "./payouts";
import { type Refund, toV1Refund, type V1Refund, V1Refund as V1RefundSchema } from "./refund";
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from "./webhooks";

// The payments engine's events, and the changes of an operator's status. A developer handles
// one the same way whether it came as a webhook or from GET /v1/events: both carry, as `data`,
// the object the event is about — the payment as /v1/payments shows it, for refund.succeeded the
// refund as /v1/refunds shows it, for operator.status_changed the operator as /v1/operators
// shows it (docs/API.md § Webhooks).

/** Every event type: the payments engine's, operator.status_changed, and the payouts'. */
export const EVENT_TYPES = [
  ...PAYMENT_EVENT_TYPES,
  "operator.status_changed",
  ...PAYOUT_OBJECT_EVENT_TYPES,
  "payout_batch.completed",
  ...PAYMENT_LINK_EVENT_TYPES,
  ...INVOICE_EVENT_TYPES,
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const AnyEvent = z.object({
  id: z.string().meta({ description: "The event's id", example: "evt_7Ya1bC2dE3fG4hJ5kL6mN7pQ" }),
  type: z.enum(EVENT_TYPES).describe("What happened"),
  paymentId: z
    .string()
    .nullable()
    .describe("The payment it happened to; null for an operator's status, a payout's and a payment link's events"),
  mode: z.enum(MODES).describe("test or live, as its payment"),
  createdAt: z.string().describe("When it happened (ISO 8601 UTC)"),
  data: z
    .record(z.string(), z.unknown())
    .describe(
      "What the engine recorded with it: the payment as it was then (`payment`), the refund for refund.succeeded (`refund`), the status before a late success or an operator's change (`previous_status`), the operator for operator.status_changed (`operator`)",
    ),
});
export type AnyEvent = z.infer<typeof AnyEvent>;

/** An event of one payment (its detail's timeline). */
export const PaymentEvent = AnyEvent.extend({
  type: z.enum(PAYMENT_EVENT_TYPES).describe("What happened"),
  paymentId: z.string().describe("The payment it happened to"),
});
export type PaymentEvent = z.infer<typeof PaymentEvent>;

/** What the engine stores with an event (payment_events.data), in the merchant API's casing. */
type StoredEventData = {
  payment: V1Payment;
  previous_status?: string;
  refund?: {
    id: string;
    amount: number;
    reason: string;
    method: Refund["method"];
    created_at: string;
    /** Absent before refunds could be carried by a payout: those were all succeeded, with none. */
    payout_id?: string | null;
  };
  operator?: z.infer<typeof V1OperatorHealth>;
  payout?: V1Payout;
  payout_batch?: V1PayoutBatchSummary;
  payment_link?: V1PaymentLink;
  invoice?: V1Invoice;
  credit_note?: V1CreditNote;
};

/** The object each type of event is about. */
const EVENT_OBJECTS = {
  "payment.pending": V1PaymentSchema,
  "payment.success": V1PaymentSchema,
  "payment.failed": V1PaymentSchema,
  "payment.expired": V1PaymentSchema,
  "payment.cancelled": V1PaymentSchema,
  "payment.attempt_failed": V1PaymentSchema,
  "refund.succeeded": V1RefundSchema,
  "refund.failed": V1RefundSchema,
  "operator.status_changed": V1OperatorHealth,
  "payout.created": V1PayoutSchema,
  "payout.succeeded": V1PayoutSchema,
  "payout.failed": V1PayoutSchema,
  "payout.reversed": V1PayoutSchema,
  "payout.cancelled": V1PayoutSchema,
  "payout_batch.completed": V1PayoutBatchSummarySchema,
  "payment_link.created": V1PaymentLinkSchema,
  "payment_link.updated": V1PaymentLinkSchema,
  "payment_link.deactivated": V1PaymentLinkSchema,
  "invoice.finalized": V1InvoiceSchema,
  "invoice.certified": V1InvoiceSchema,
  "invoice.partially_paid": V1InvoiceSchema,
  "invoice.paid": V1InvoiceSchema,
  "invoice.overdue": V1InvoiceSchema,
  "invoice.voided": V1InvoiceSchema,
  "credit_note.certified": V1CreditNoteSchema,
} as const satisfies Record<EventType, z.ZodType>;

/** The `data` of an event of this type. */
export type EventObject<T extends EventType> = z.infer<(typeof EVENT_OBJECTS)[T]>;

const SCHEMA_NAMES: Record<EventType, string> = {
  "payment.pending": "PaymentPendingEvent",
  "payment.success": "PaymentSuccessEvent",
  "payment.failed": "PaymentFailedEvent",
  "payment.expired": "PaymentExpiredEvent",
  "payment.cancelled": "PaymentCancelledEvent",
  "payment.attempt_failed": "PaymentAttemptFailedEvent",
  "refund.succeeded": "RefundSucceededEvent",
  "refund.failed": "RefundFailedEvent",
  "operator.status_changed": "OperatorStatusChangedEvent",
  "payout.created": "PayoutCreatedEvent",
  "payout.succeeded": "PayoutSucceededEvent",
  "payout.failed": "PayoutFailedEvent",
  "payout.reversed": "PayoutReversedEvent",
  "payout.cancelled": "PayoutCancelledEvent",
  "payout_batch.completed": "PayoutBatchCompletedEvent",
  "payment_link.created": "PaymentLinkCreatedEvent",
  "payment_link.updated": "PaymentLinkUpdatedEvent",
  "payment_link.deactivated": "PaymentLinkDeactivatedEvent",
  "invoice.finalized": "InvoiceFinalizedEvent",
  "invoice.certified": "InvoiceCertifiedEvent",
  "invoice.partially_paid": "InvoicePartiallyPaidEvent",
  "invoice.paid": "InvoicePaidEvent",
  "invoice.overdue": "InvoiceOverdueEvent",
  "invoice.voided": "InvoiceVoidedEvent",
  "credit_note.certified": "CreditNoteCertifiedEvent",
};

const v1Event = snakeCased(AnyEvent.omit({ paymentId: true, data: true }), { object: "event" });

const eventSchema = <T extends EventType>(type: T) =>
  v1Event.schema
    .extend({
      type: z.literal(type).describe("What happened"),
      data: EVENT_OBJECTS[type] as (typeof EVENT_OBJECTS)[T],
    })
    .meta({
      id: SCHEMA_NAMES[type],
      description: `A ${type} event: \`data\` is the object it is about, as it was then`,
    });

/** An event in the merchant API: one schema per type, told apart by `type`. */
export const V1Event = z
  .discriminatedUnion("type", [
    eventSchema("payment.pending"),
    eventSchema("payment.success"),
    eventSchema("payment.failed"),
    eventSchema("payment.expired"),
    eventSchema("payment.cancelled"),
    eventSchema("payment.attempt_failed"),
    eventSchema("refund.succeeded"),
    eventSchema("refund.failed"),
    eventSchema("operator.status_changed"),
    eventSchema("payout.created"),
    eventSchema("payout.succeeded"),
    eventSchema("payout.failed"),
    eventSchema("payout.reversed"),
    eventSchema("payout.cancelled"),
    eventSchema("payout_batch.completed"),
    eventSchema("payment_link.created"),
    eventSchema("payment_link.updated"),
    eventSchema("payment_link.deactivated"),
    eventSchema("invoice.finalized"),
    eventSchema("invoice.certified"),
    eventSchema("invoice.partially_paid"),
    eventSchema("invoice.paid"),
    eventSchema("invoice.overdue"),
    eventSchema("invoice.voided"),
    eventSchema("credit_note.certified"),
  ])
  .meta({ id: "Event" });
export type V1Event = z.infer<typeof V1Event>;

/**
 * The object an event is about, the `data` of its webhook body and of GET /v1/events: the
 * payment as it was when the event happened, or the refund with its payment, status and mode.
 */
export function eventObject<T extends EventType>(
  event: Pick<AnyEvent, "paymentId" | "mode" | "data"> & { type: T },
): EventObject<T>;
export function eventObject(
  event: Pick<AnyEvent, "type" | "paymentId" | "mode" | "data">,
):
  | V1Payment
  | V1Refund
  | V1Payout
  | V1PayoutBatchSummary
  | V1PaymentLink
  | V1Invoice
  | V1CreditNote
  | z.infer<typeof V1OperatorHealth> {
  const stored = event.data as StoredEventData;
  if (event.type === "operator.status_changed" && stored.operator) return stored.operator;
  if (event.type.startsWith("payout.") && stored.payout) return stored.payout;
  if (event.type === "payout_batch.completed" && stored.payout_batch) return stored.payout_batch;
  if (event.type.startsWith("payment_link.") && stored.payment_link) return stored.payment_link;
  if (event.type.startsWith("invoice.") && stored.invoice) return stored.invoice;
  if (event.type === "credit_note.certified" && stored.credit_note) return stored.credit_note;
  if (!event.type.startsWith("refund.") || !stored.refund) return stored.payment;
  const { id, amount, reason, method, created_at, payout_id } = stored.refund;
  return toV1Refund({
    id,
    paymentId: event.paymentId ?? "",
    amount,
    reason,
    method,
    status: event.type === "refund.failed" ? "failed" : "succeeded",
    payoutId: payout_id ?? null,
    mode: event.mode,
    createdAt: created_at,
  });
}

/** The merchant API's form of an event: the same values in snake_case, `data` its object. */
export function toV1Event(event: AnyEvent): V1Event {
  return { ...v1Event.from(event), data: eventObject(event) } as V1Event;
}

const timestamp = z.string().describe("When the event happened (ISO 8601 UTC)");

/** A webhook's body (Standard Webhooks): the event's type, when it happened, and its object. */
const webhookSchema = <T extends WebhookEventType>(type: T) =>
  z.object({
    type: z.literal(type).describe("What happened"),
    timestamp,
    data: EVENT_OBJECTS[type] as (typeof EVENT_OBJECTS)[T],
  });

/** What a `webhook.test` event carries: the endpoint it checks. */
export const WebhookTestData = z.object({
  object: z.literal("webhook_endpoint").describe("The object checked"),
  id: z.string().describe("The endpoint's id"),
  mode: z.enum(MODES).describe("The endpoint's mode"),
  message: z.string().describe("A fixed sentence saying it is a test"),
});

export const WebhookPayload = z.discriminatedUnion("type", [
  webhookSchema("payment.success"),
  webhookSchema("payment.failed"),
  webhookSchema("payment.expired"),
  webhookSchema("payment.cancelled"),
  webhookSchema("payment.attempt_failed"),
  webhookSchema("refund.succeeded"),
  webhookSchema("refund.failed"),
  webhookSchema("operator.status_changed"),
  webhookSchema("payout.created"),
  webhookSchema("payout.succeeded"),
  webhookSchema("payout.failed"),
  webhookSchema("payout.reversed"),
  webhookSchema("payout.cancelled"),
  webhookSchema("payout_batch.completed"),
  webhookSchema("payment_link.created"),
  webhookSchema("payment_link.updated"),
  webhookSchema("payment_link.deactivated"),
  webhookSchema("invoice.finalized"),
  webhookSchema("invoice.certified"),
  webhookSchema("invoice.partially_paid"),
  webhookSchema("invoice.paid"),
  webhookSchema("invoice.overdue"),
  webhookSchema("invoice.voided"),
  webhookSchema("credit_note.certified"),
  z.object({ type: z.literal(WEBHOOK_TEST_EVENT).describe("A test sent on demand"), timestamp, data: WebhookTestData }),
]);
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/** The webhook body of an event: the same `data` as GET /v1/events shows. */
export function webhookPayload<T extends WebhookEventType>(
  event: Pick<AnyEvent, "paymentId" | "mode" | "data" | "createdAt"> & { type: T },
): { type: T; timestamp: string; data: EventObject<T> } {
  return { type: event.type, timestamp: event.createdAt, data: eventObject(event) };
}
