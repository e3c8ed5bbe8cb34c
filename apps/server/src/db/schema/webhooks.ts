import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { paymentEvents } from "./transactions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A company's webhook endpoints (`we_…`), per mode: where its events are POSTed, signed the
 * Standard Webhooks way. The signing secret is stored sealed (AES-256-GCM, the endpoint id as
 * additional data); after a rotation the previous one keeps signing until it expires.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (payment.success, refund.succeeded…). */
    events: text("events").array().notNull(),
    /** enabled | disabled */
    status: text("status").notNull().default("enabled"),
    /** Why PayFlow disabled it ("gone" after a 410); null when disabled by a person. */
    disabledReason: text("disabled_reason"),
    /**
     * The merchant API version its payloads are made in (docs/API.md § Versions): the version of
     * the key (or, from the dashboard, the current one) that made it; endpoints made before
     * versions existed have the first one. Changed through PATCH /v1/webhook_endpoints/{id}.
     */
    apiVersion: text("api_version").notNull().default("2026-06-01"),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: ts("previous_secret_expires_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_scope_idx").on(t.companyId, t.isTestData, t.createdAt)],
);

/**
 * One event to one endpoint. Its id (`msg_…`) is the Standard Webhooks `webhook-id`, the same on
 * every attempt and replay, so receivers can drop duplicates. The id is made by PostgreSQL
 * because the fan-out inserts deliveries with one INSERT … SELECT.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey().default(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The payment event delivered; null for a test event. */
    eventId: text("event_id").references(() => paymentEvents.id),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    isTestData: boolean("is_test_data").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON body sent (text, not jsonb, so every attempt signs the same bytes). */
    payload: text("payload").notNull(),
    /** pending | delivered | failed (retries exhausted, or 410) | cancelled */
    status: text("status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    /** When it is next due; null once it is not pending. */
    nextAttemptAt: ts("next_attempt_at"),
    /** A round's lease: while in the future, no other round attempts it. */
    lockedUntil: ts("locked_until"),
    lastAttemptAt: ts("last_attempt_at"),
    lastStatus: integer("last_status"),
    lastDurationMs: integer("last_duration_ms"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    // Delivery rounds pick the due pending deliveries.
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // An endpoint's deliveries, newest first, keyset on (created_at, id).
    index("webhook_deliveries_endpoint_created_idx").on(
      t.endpointId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An event reaches an endpoint once.
    uniqueIndex("webhook_deliveries_event_endpoint_key").on(t.eventId, t.endpointId),
  ],
);

/** Every attempt of a delivery, as the receiver answered it. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: ts("attempted_at").notNull(),
    /** The HTTP status; null when no answer came. */
    status: integer("status"),
    durationMs: integer("duration_ms").notNull(),
    /** The first 500 characters of the answer. */
    response: text("response"),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
