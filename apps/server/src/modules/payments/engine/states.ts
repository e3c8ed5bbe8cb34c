import type { LateFrom, PaymentEventType, PaymentStatus } from "@payflow/contracts";
import type { Database, Tx } from "../../../db/client";
import { transactions } from "../../../db/schema";
import { newId } from "../../../lib/ids";
import { type PaymentMessage, publish } from "../../../realtime/hub";
import { fanOut } from "../../webhooks";
import type * as q from "../queries";
import { toApiObject } from "../serialize";
import { insertPaymentWithEvent } from "./creation-queries";
import * as store from "./store";

// The payment's states, in one place. A transition is one conditional UPDATE and its event row
// in one transaction: whoever loses a race (a duplicate, late or out-of-order callback, a poll
// crossing a callback) changes nothing and writes no event.
//
//   pending → succeeded | failed | expired | cancelled
//   cancelled | expired | failed → succeeded, marked late (the operator's success came after)
//   succeeded → refunded | partially_refunded (refunds.ts)

export type Outcome = Extract<PaymentStatus, "succeeded" | "failed" | "expired" | "cancelled">;

export const EVENT_OF: Record<Outcome | "pending", PaymentEventType> = {
  pending: "payment.pending",
  succeeded: "payment.success",
  failed: "payment.failed",
  expired: "payment.expired",
  cancelled: "payment.cancelled",
};

/** Appends a payment's event, with the payment as it is now. */
export async function recordEvent(
  tx: Tx,
  row: q.PaymentRow,
  type: PaymentEventType,
  publicUrl: string,
  extra: Record<string, unknown> = {},
): Promise<q.EventRow> {
  const event = await store.insertEvent(tx, {
    id: newId("evt"),
    companyId: row.companyId,
    isTestData: row.isTestData,
    paymentId: row.id,
    type,
    data: { payment: toApiObject(row, publicUrl), ...extra },
  });
  await fanOut(tx, event);
  // Open screens hear of it once the transaction commits.
  await publish(tx, { ...messageOf(row, type), seq: event.seq });
  return event;
}

/** What open screens are told of a payment's event (its seq is the event row's). */
export function messageOf(row: q.PaymentRow, type: PaymentEventType): Omit<PaymentMessage, "seq"> {
  return {
    kind: "payment",
    companyId: row.companyId,
    mode: row.isTestData ? "test" : "live",
    paymentId: row.id,
    clientId: row.clientId,
    status: row.status,
    eventType: type,
  };
}

/**
 * Stores a new pending payment (a complete row) with its payment.pending event and the notice
 * to open screens, in one statement. payment.pending is no webhook event: nothing to fan out.
 */
export function insertPending(db: Database, row: q.PaymentRow, publicUrl: string): Promise<q.PaymentRow> {
  const type = EVENT_OF.pending;
  return insertPaymentWithEvent(
    db,
    row,
    { id: newId("evt"), type, data: { payment: toApiObject(row, publicUrl) } },
    JSON.stringify(messageOf(row, type)),
  );
}

/**
 * The same in the caller's transaction, as plain statements (a prepared one runs on the pool
 * only): for a payment whose creation must commit with the caller's own check (a payment link's
 * claim, payment-links/service.ts).
 */
export async function insertPendingIn(tx: Tx, row: q.PaymentRow, publicUrl: string): Promise<q.PaymentRow> {
  const [saved] = await tx.insert(transactions).values(row).returning();
  await recordEvent(tx, saved as q.PaymentRow, EVENT_OF.pending, publicUrl);
  return saved as q.PaymentRow;
}

/**
 * Moves a pending payment to an outcome; null when it was not pending any more (someone else
 * got there first, or it was already final) — then nothing at all was written.
 */
export async function settle(
  db: Database | Tx,
  id: string,
  to: Outcome,
  patch: Partial<q.NewPaymentRow>,
  publicUrl: string,
): Promise<q.PaymentRow | null> {
  return db.transaction(async (tx) => {
    // No more checks unless the caller keeps following the operator's request (patch.nextCheckAt).
    const row = await store.moveStatus(tx, id, ["pending"], to, { nextCheckAt: null, ...patch });
    if (!row) return null;
    await recordEvent(tx, row, EVENT_OF[to], publicUrl);
    return row;
  });
}

export { LATE_FROM, type LateFrom } from "@payflow/contracts";

/**
 * Records an operator's success that came after PayFlow had cancelled, expired or failed the
 * payment: the money arrived, so the payment becomes succeeded, marked late (`late_from`), with
 * its payment.success event saying what it was before. Null when it was no longer `from`.
 */
export async function settleLate(
  db: Database | Tx,
  id: string,
  from: LateFrom,
  patch: Partial<q.NewPaymentRow>,
  publicUrl: string,
): Promise<q.PaymentRow | null> {
  return db.transaction(async (tx) => {
    const row = await store.moveStatus(tx, id, [from], "succeeded", { ...patch, lateFrom: from, nextCheckAt: null });
    if (!row) return null;
    await recordEvent(tx, row, EVENT_OF.succeeded, publicUrl, { previous_status: from });
    return row;
  });
}
