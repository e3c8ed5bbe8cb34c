import {
  API_VERSIONS,
  type ApiVersion,
  isWebhookEventType,
  LATEST_API_VERSION,
  type WebhookEventType,
  webhookPayload,
} from "@payflow/contracts";
import type { SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { paymentEvents } from "../../db/schema";
import { renderIn } from "../../merchant-api/versions";
import { deliveriesForEventPart, insertDeliveriesForEvent, insertDeliveriesForEvents } from "./queries";

type EventRow = typeof paymentEvents.$inferSelect;
type EventFields = Pick<EventRow, "type" | "createdAt" | "data" | "paymentId" | "isTestData">;

/**
 * The Standard Webhooks body of an event: `{ type, timestamp, data }`, where data is the object
 * the event is about, as GET /v1/events shows it too (the contracts' `webhookPayload`), in the
 * given API version (docs/API.md § Versions).
 */
export function webhookBody(event: EventFields, version: ApiVersion = LATEST_API_VERSION): string {
  const payload = webhookPayload({
    type: event.type as WebhookEventType,
    createdAt: event.createdAt.toISOString(),
    paymentId: event.paymentId,
    mode: event.isTestData ? "test" : "live",
    data: event.data,
  });
  return JSON.stringify(renderIn(version, payload));
}

/**
 * The event's body in every API version, as one JSON object `{ "2026-06-01": "<body>", … }`:
 * the fan-out's statement gives each endpoint the body of its pinned version.
 */
export function webhookBodies(event: EventFields): string {
  return JSON.stringify(Object.fromEntries(API_VERSIONS.map((version) => [version, webhookBody(event, version)])));
}

/**
 * Queues the event for every enabled endpoint of its company and mode that subscribed to it,
 * in the event's own transaction: an event that happened is delivered, one that was rolled
 * back never is. `payment.pending` is not a webhook event.
 */
export async function fanOut(tx: Tx, event: EventRow): Promise<void> {
  if (!isWebhookEventType(event.type)) return;
  await insertDeliveriesForEvent(tx, {
    id: event.id,
    companyId: event.companyId,
    isTestData: event.isTestData,
    type: event.type,
    payloads: webhookBodies(event),
  });
}

/**
 * The fan-out as a part of the statement that writes the event (its part `eventPart` returns
 * the event's id, company_id and is_test_data); null when the type is no webhook event. The
 * event's body is known before it is written: its type, time and data are the caller's.
 */
export function fanOutPart(eventPart: string, event: EventFields): SQL | null {
  if (!isWebhookEventType(event.type)) return null;
  return deliveriesForEventPart(eventPart, event.type, webhookBodies(event));
}

/** The fan-out of many events at once (a batch's lines): their deliveries queued in one statement per chunk. */
export async function fanOutAll(
  tx: Tx,
  events: Array<Pick<EventRow, "id" | "companyId" | "isTestData" | "type" | "createdAt" | "data" | "paymentId">>,
): Promise<void> {
  const rows = events
    .filter((e) => isWebhookEventType(e.type))
    .map((e) => ({
      event_id: e.id,
      company_id: e.companyId,
      is_test_data: e.isTestData,
      event_type: e.type,
      payloads: webhookBodies(e),
    }));
  await insertDeliveriesForEvents(tx, rows);
}
