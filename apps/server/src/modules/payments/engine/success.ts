import { publicUrl } from "../../../config/env";
import type { Tx } from "../../../db/client";
import type { Deps } from "../../../deps";
import { newId } from "../../../lib/ids";
import type { OperatorStatus } from "../../../operators/types";
import type * as q from "../queries";
import { toApiObject } from "../serialize";
import { type FollowerNews, followerNews, tellFollowers, writeFollowerNews } from "./followers";
import { mismatchesOf } from "./operator-match";
import { findPaymentForOutcome, type PaymentForOutcome, writeOutcome } from "./outcome-queries";
import { EVENT_OF, LATE_FROM, type LateFrom, messageOf, settle, settleLate } from "./states";

// An operator's success, applied (docs/PAYMENTS.md § One statement per outcome). The busiest
// change a payment goes through: one read of the payment (with its company's payment delay, its
// client and its followers), then one statement writes the state change, the event, the webhook
// deliveries, the notice to open screens and what each follower is told. Should anything have
// changed the row since it was read, the transactional path (states.ts) applies it instead.

export type SuccessStatus = Extract<OperatorStatus, { state: "succeeded" }>;

/**
 * What applying a success found: moved (the new row), a mismatch (held by the caller), a state
 * no success can move (nothing to do), or a race lost to another change (the caller tries again).
 */
export type SuccessResult =
  | { kind: "moved"; row: q.PaymentRow }
  | { kind: "mismatch"; current: q.PaymentRow; mismatches: ReturnType<typeof mismatchesOf> }
  | { kind: "final" }
  | { kind: "raced" };

export async function applySuccessOnce(
  deps: Deps,
  paymentId: string,
  status: SuccessStatus,
  tx: Tx,
  /**
   * The payment as its caller read it before asking the operator (a callback), without the
   * transaction id it did not know yet: the write checks that id; when it does not apply, this
   * answers "raced" and the caller tries again with a full read.
   */
  earlier: PaymentForOutcome | null = null,
): Promise<SuccessResult> {
  const read = earlier ?? (await findPaymentForOutcome(tx, paymentId, status.operatorTransactionId));
  if (!read) return { kind: "final" };
  const current = read.payment;
  const mismatches = mismatchesOf(current, status.reported, read.transactionIdTakenBy);
  if (mismatches.length > 0) return { kind: "mismatch", current, mismatches };
  const lateFrom = (LATE_FROM as readonly string[]).includes(current.status) ? (current.status as LateFrom) : null;
  if (current.status !== "pending" && !lateFrom) return { kind: "final" };
  const paidAt = new Date();
  const patch = {
    // The operator's id for the payment, when its create's answer was lost (a crash, a time-out)
    // and the success names it: stored, so a refund or a support question can name it too.
    operatorReference: current.operatorReference ?? status.reported?.operatorReference ?? null,
    operatorTransactionId: status.operatorTransactionId,
    paidAt,
    settlesAt: new Date(paidAt.getTime() + read.paymentDelayDays * 86_400_000),
    failure: null,
    ...(lateFrom ? { lateFrom } : {}),
  };
  const fast = await writeFast(deps, read, patch, tx);
  if (fast) return { kind: "moved", row: fast };
  if (earlier) return { kind: "raced" };
  // The row changed since it was read: the transactional path reads it under its update.
  const base = publicUrl(deps.config);
  const moved = lateFrom
    ? await settleLate(tx, paymentId, lateFrom, patch, base)
    : await settle(tx, paymentId, "succeeded", patch, base);
  if (moved) await tellFollowers(deps, moved, moved.lateFrom ? "late" : "succeeded");
  return moved ? { kind: "moved", row: moved } : { kind: "raced" };
}

/** The one-statement path; null when the row was no longer the version read. */
async function writeFast(
  deps: Deps,
  read: PaymentForOutcome,
  patch: Partial<q.PaymentRow>,
  tx: Tx,
): Promise<q.PaymentRow | null> {
  const current = read.payment;
  const now = new Date();
  const row: q.PaymentRow = { ...current, ...patch, status: "succeeded", nextCheckAt: null, updatedAt: now };
  const lateFrom = row.lateFrom;
  const type = EVENT_OF.succeeded;
  const data = {
    payment: toApiObject(row, publicUrl(deps.config)),
    ...(lateFrom ? { previous_status: lateFrom } : {}),
  };
  const event = { id: newId("evt"), type, data, createdAt: now };
  const news: FollowerNews = lateFrom ? "late" : "succeeded";
  let told: ReturnType<typeof followerNews> = { notifications: [], outbox: [] };
  try {
    told = followerNews(deps, row, news, { ...read.followers, clientUserId: read.clientUserId });
  } catch (error) {
    // Best effort, as ever: the payment moves whatever happens to its notifications.
    deps.logger.warn("payment notifications not written", { paymentId: current.id, error });
  }
  const written = await writeFollowerNews(deps, tx, told, (db, parts) =>
    writeOutcome(db, {
      from: { id: current.id, status: current.status, version: read.version },
      row,
      event,
      notice: JSON.stringify(messageOf(row, type)),
      news: parts,
    }),
  );
  return written ? row : null;
}
