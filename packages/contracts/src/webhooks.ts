import { z } from "zod";
import { API_VERSIONS } from "./api-versions";
import { text } from "./common";
import { INVOICE_EVENT_TYPES } from "./invoice";
import { PAYMENT_LINK_EVENT_TYPES } from "./payment-link-rules";
import { MODES } from "./payment-rules";

// Webhooks to merchants (Standard Webhooks): the endpoints a company registers per mode, and the
// deliveries of its events to them, as the dashboard API (/api) shows them.

/** The events an endpoint can subscribe to (payment.pending is not sent). */
export const WEBHOOK_EVENT_TYPES = [
  "payment.success",
  "payment.failed",
  "payment.expired",
  "payment.cancelled",
  "payment.attempt_failed",
  "refund.succeeded",
  "refund.failed",
  "operator.status_changed",
  "payout.created",
  "payout.succeeded",
  "payout.failed",
  "payout.reversed",
  "payout.cancelled",
  "payout_batch.completed",
  ...PAYMENT_LINK_EVENT_TYPES,
  ...INVOICE_EVENT_TYPES,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent on demand to check a receiver; no subscription needed. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_ENDPOINT_STATUSES = ["enabled", "disabled"] as const;
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed", "cancelled"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = { url: 2048, description: 500 } as const;

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

export const WebhookEndpoint = z.object({
  id: z.string().meta({ description: "The endpoint's id", example: "we_2Rk8sQ0bXy4Zp1mN8sTb4VcE" }),
  url: z
    .string()
    .meta({ description: "Where PayFlow posts the events", example: "https://shop.example.ci/payflow/webhooks" }),
  description: z.string().describe("The business's note about it"),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).describe("The event types it receives"),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES).describe("Only an enabled endpoint receives events"),
  disabledReason: z
    .string()
    .nullable()
    .describe('Why PayFlow disabled it ("gone": the receiver answered 410); null when enabled or disabled by hand'),
  mode: z.enum(MODES).describe("The mode whose events it receives"),
  apiVersion: z
    .enum(API_VERSIONS)
    .describe(
      "The API version its payloads are made in (docs/API.md § Versions): by default the version of the key that added it",
    ),
  previousSecretExpiresAt: z.string().nullable().describe("After a rotation the old secret keeps signing until then"),
  createdAt: z.string().describe("When it was added (ISO 8601 UTC)"),
  updatedAt: z.string().describe("When it last changed (ISO 8601 UTC)"),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** The signing secret (`whsec_…`): shown at creation, on rotation and on an explicit (audited) reveal. */
export const WebhookSecret = z.object({
  secret: z.string(),
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookSecret = z.infer<typeof WebhookSecret>;

/** Creation and rotation answer the secret with the endpoint. */
export const WebhookEndpointCreated = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

const url = z.string().trim().min(1, { error: "webhookUrlInvalid" }).max(WEBHOOK_LIMITS.url, { error: "fieldTooLong" });
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "webhookEventUnknown" }))
  .min(1, { error: "webhookEventsRequired" })
  .max(WEBHOOK_EVENT_TYPES.length * 2);

const apiVersion = z
  .enum(API_VERSIONS, { error: "apiVersionUnknown" })
  .describe("The API version of its payloads (docs/API.md § Versions)");

export const CreateWebhookEndpointRequest = z
  .object({
    url,
    events,
    description: text(WEBHOOK_LIMITS.description).optional(),
    apiVersion: apiVersion.optional().describe("The API version of its payloads; by default the request's version"),
  })
  .strict();
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z
  .object({
    url: url.optional(),
    events: events.optional(),
    description: text(WEBHOOK_LIMITS.description).optional(),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES).optional(),
    apiVersion: apiVersion.optional(),
  })
  .strict();
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequest>;

export const WebhookAttempt = z.object({
  attemptedAt: z.string(),
  /** The receiver's HTTP status; null when no answer came (timeout, network error, refused address). */
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first 500 characters of the receiver's answer. */
  response: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  /** The Standard Webhooks `webhook-id`: the same on every attempt and replay. */
  id: z.string(),
  endpointId: z.string(),
  /** The payment event delivered; null for a test event. */
  eventId: z.string().nullable(),
  eventType: z.string(),
  /** The exact JSON body sent. */
  payload: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  mode: z.enum(MODES),
  createdAt: z.string(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.object({ items: z.array(WebhookDelivery), nextCursor: z.string().nullable() });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveryListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuery>;

export const ReplayFailedRequest = z.object({ since: z.iso.datetime({ offset: true }) }).strict();
export type ReplayFailedRequest = z.infer<typeof ReplayFailedRequest>;

export const ReplayFailedResult = z.object({ replayed: z.number().int() });
export type ReplayFailedResult = z.infer<typeof ReplayFailedResult>;
