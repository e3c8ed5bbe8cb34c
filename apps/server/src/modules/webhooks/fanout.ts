import { isWebhookEventType, type WebhookEventType, webhookPayload } from "@payflow/contracts";
import type { SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { paymentEvents } from "../../db/schema";
import { deliveriesForEventPart, insertDeliveriesForEvent, insertDeliveriesForEvents } from "./queries";

type EventRow = typeof paymentEvents.$inferSelect;

/**
 * The Standard Webhooks body of an event: `{ type, timestamp, data }`, where data is the object
 * the event is about, as GET /v1/events shows it too (the contracts' `webhookPayload`).
 */
export function webhookBody(event: Pick<EventRow, "type" | "createdAt" | "data" | "paymentId" | "isTestData">): string {
  return JSON.stringify(
    webhookPayload({
      type: event.type as WebhookEventType,
      createdAt: event.createdAt.toISOString(),
      paymentId: event.paymentId,
      mode: event.isTestData ? "test" : "live",
      data: event.data,
    }),
  );
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
    payload: webhookBody(event),
  });
}

/**
 * The fan-out as a part of the statement that writes the event (its part `eventPart` returns
 * the event's id, company_id and is_test_data); null when the type is no webhook event. The
 * event's body is known before it is written: its type, time and data are the caller's.
 */
export function fanOutPart(
  eventPart: string,
  event: Pick<EventRow, "type" | "createdAt" | "data" | "paymentId" | "isTestData">,
): SQL | null {
  if (!isWebhookEventType(event.type)) return null;
  return deliveriesForEventPart(eventPart, event.type, webhookBody(event));
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
      payload: webhookBody(e),
    }));
  await insertDeliveriesForEvents(tx, rows);
}
