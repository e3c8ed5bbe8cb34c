import { isWebhookEventType } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { paymentEvents } from "../../db/schema";
import { insertDeliveriesForEvent } from "./queries";

type EventRow = typeof paymentEvents.$inferSelect;

/**
 * The Standard Webhooks body of an event: `{ type, timestamp, data }`, where data is the object
 * the event is about — the payment, or for `refund.succeeded` the refund (with its payment id).
 */
export function webhookBody(event: Pick<EventRow, "type" | "createdAt" | "data" | "paymentId" | "isTestData">): string {
  const mode = event.isTestData ? "test" : "live";
  const data =
    event.type === "refund.succeeded"
      ? { ...(event.data.refund as Record<string, unknown>), payment: event.paymentId, status: "succeeded", mode }
      : event.data.payment;
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data });
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
