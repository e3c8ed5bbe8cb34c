import { isWebhookEventType, type WebhookEventType, webhookPayload } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { paymentEvents } from "../../db/schema";
import { insertDeliveriesForEvent } from "./queries";

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
