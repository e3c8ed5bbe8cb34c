import { publicUrl } from "../../../config/env";
import type { Tx } from "../../../db/client";
import type { Deps } from "../../../deps";
import { newId } from "../../../lib/ids";
import type { OperatorStatus } from "../../../operators/types";
import type * as q from "../queries";
import { type AttemptRow, adoptAttempt } from "./attempt-queries";
import { tellFollowers } from "./followers";
import { insertHeldReport } from "./held-reports";
import { type Mismatch, reportedAsText } from "./operator-match";
import type { PaymentForOutcome } from "./outcome-queries";
import { reopenForAnotherTry } from "./retry";
import { settle } from "./states";
import { applySuccessOnce, type SuccessStatus } from "./success";

// What an operator says about a payment (callback, status read, create answer), applied
// through the state machine; the people who follow payments are told (followers.ts). A success is applied
// only when it matches the payment (operator-match.ts); one that does not changes nothing, is
// kept for review and alerts the business. A success for a payment PayFlow had cancelled,
// expired or failed is the money arriving anyway: recorded as a late success, never dropped.

const EXPIRED = { code: "expired", message: "The payer did not approve the payment in time.", operatorCode: null };

/** How an operator's word arrived: its notification, a status read (reconciliation, cancel). */
export type ReportSource = "callback" | "status";

export type ApplyOptions = {
  source?: ReportSource;
  /**
   * For a cancel or an expiry decided by PayFlow while the operator's request may still be paid:
   * when to ask the operator again (reconciliation follows it until the operator's word is final).
   */
  followUpAt?: Date | null;
  /**
   * The payment as the caller read it before asking the operator (findPaymentForOutcome without
   * the transaction id): a success starts from it instead of reading again (success.ts).
   */
  read?: PaymentForOutcome | null;
};

/** Applies the operator's view; answers the moved payment, or null when nothing changed. */
export async function applyOperatorStatus(
  deps: Deps,
  paymentId: string,
  status: OperatorStatus,
  tx: Tx = deps.db,
  options: ApplyOptions = {},
): Promise<q.PaymentRow | null> {
  if (status.state === "succeeded")
    return applySuccess(deps, paymentId, status, tx, options.source ?? "status", options.read ?? null);
  const moved = await moveByStatus(deps, paymentId, status, tx, options.followUpAt ?? null);
  if (moved?.status === "failed") await tellFollowers(deps, moved, "failed");
  return moved;
}

async function applySuccess(
  deps: Deps,
  paymentId: string,
  status: SuccessStatus,
  tx: Tx,
  source: ReportSource,
  earlier: PaymentForOutcome | null = null,
): Promise<q.PaymentRow | null> {
  // A few times at most: a cancel, an expiry or a check may commit between the read and the move.
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await applySuccessOnce(deps, paymentId, status, tx, attempt === 0 ? earlier : null);
    if (result.kind === "moved") {
      if (result.row.lateFrom) {
        deps.logger.warn("operator success after the payment was stopped: recorded as a late success", {
          paymentId,
          previousStatus: result.row.lateFrom,
          source,
        });
      }
      return result.row;
    }
    if (result.kind === "final") return null;
    if (result.kind === "mismatch") {
      await holdReport(deps, result.current, status, result.mismatches, source, tx);
      return null;
    }
  }
  deps.logger.error("operator success not applied: the payment kept changing", { paymentId, source });
  return null;
}

async function moveByStatus(
  deps: Deps,
  paymentId: string,
  status: Exclude<OperatorStatus, { state: "succeeded" }>,
  tx: Tx,
  followUpAt: Date | null,
): Promise<q.PaymentRow | null> {
  const base = publicUrl(deps.config);
  switch (status.state) {
    case "failed": {
      // A failure the operator may still turn into a payment (followed up) is no attempt's end.
      const reopened = followUpAt ? null : await reopenForAnotherTry(tx, paymentId, status.failure, base);
      return reopened ?? settle(tx, paymentId, "failed", { failure: status.failure, nextCheckAt: followUpAt }, base);
    }
    case "expired":
      return settle(tx, paymentId, "expired", { failure: status.failure ?? EXPIRED, nextCheckAt: followUpAt }, base);
    case "cancelled":
      return settle(tx, paymentId, "cancelled", { failure: status.failure ?? null, nextCheckAt: followUpAt }, base);
    default:
      return null;
  }
}

/**
 * The operator's word about an earlier attempt of the payment than its current one (its payer
 * tried again after it failed: retry.ts). A failure changes nothing, that attempt had ended. A
 * success is money that arrived: when no other attempt is under way, that attempt becomes the
 * current one again and its success settles the payment (a late success if it had ended
 * meanwhile); when another attempt is under way or paid it, the payer may have paid twice, so it
 * is held for review and the business alerted — never settled twice, never dropped.
 */
export async function applyEarlierAttemptReport(
  deps: Deps,
  payment: q.PaymentRow,
  attempt: AttemptRow,
  status: OperatorStatus,
  source: ReportSource,
): Promise<q.PaymentRow | null> {
  if (status.state !== "succeeded") return null;
  if (await adoptAttempt(deps.db, payment, attempt)) return applySuccess(deps, payment.id, status, deps.db, source);
  await holdReport(deps, payment, status, ["attempt"], source, deps.db);
  return null;
}

/** Keeps a success that does not match its payment for review, and alerts the business. */
async function holdReport(
  deps: Deps,
  payment: q.PaymentRow,
  status: Extract<OperatorStatus, { state: "succeeded" }>,
  mismatches: Mismatch[],
  source: ReportSource,
  tx: Tx,
): Promise<void> {
  const reported = { ...reportedAsText(status.reported), operatorTransactionId: status.operatorTransactionId };
  await insertHeldReport(tx, {
    id: newId("hor"),
    companyId: payment.companyId,
    isTestData: payment.isTestData,
    paymentId: payment.id,
    operator: payment.operator ?? "",
    mismatches,
    reported,
    source,
  });
  deps.logger.warn("operator success does not match its payment: held for review, nothing changed", {
    paymentId: payment.id,
    operator: payment.operator,
    mismatches,
    source,
  });
  await tellFollowers(deps, payment, "mismatch", mismatches);
}
