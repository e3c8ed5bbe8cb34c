import {
  normalizePayerPhone,
  operatorRefundWay,
  payerConfirmedByOperator,
  type RefundByPayoutOperator,
  type RefundRequest,
} from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import { publicUrl } from "../../../config/env";
import type { Tx } from "../../../db/client";
import { refunds } from "../../../db/schema";
import { type Scope, scopeOfRow } from "../../../db/scope";
import type { Deps } from "../../../deps";
import type { AuditActor } from "../../../http/actor";
import { AppError } from "../../../http/errors";
import { newId } from "../../../lib/ids";
import { recordAudit } from "../../audit";
import { carryRefund, checkRefundFunds, lockPayouts, type PayoutRow } from "../../payouts";
import type * as q from "../queries";
import { toRefund } from "../serialize";
import { recordEvent } from "./states";
import * as store from "./store";
import { refundAtWave } from "./wave-refund";

// Refunds, full or partial, several partials up to the amount (docs/PAYMENTS.md § Refunds). Three
// ways back to the payer:
// - Wave gives a whole payment back itself, at once: the refund is recorded succeeded.
// - MTN (its refund operation), Orange and Moov (a payout to the payer's number) carry it by a
//   payout (payouts/refund-carrier.ts): the refund is recorded pending, its payout queued in the
//   same transaction, and the refund follows the payout's end (refundFollower below).
// - Anything else (a bank transfer, a partial Wave refund, or the business's choice) is a refund
//   the business makes outside PayFlow, recorded as manual with its reason.
// The payment row is locked while a refund is decided, and pending refunds count as given back,
// so two refunds at once can never exceed the amount. Then, under the company's money-out lock
// (lockPayouts), whatever way it goes, the refund's funds are checked (its payment's money still
// pending first, then the account's available balance: docs/LEDGER.md § Postings) before any
// operator is asked, so a refund never overdraws a wallet.

export type Refunder = {
  userId: string | null;
  audit: AuditActor | null;
  /** Holds approvePayouts in the mode: may confirm a payer number the operator never confirmed. */
  mayApprove: boolean;
  /** The merchant API's Idempotency-Key: a retry after a crash answers the refund it made. */
  idempotencyKey?: string | null;
};

type Way = "wave" | "payout" | "manual";

/** How this refund goes back: as asked, or through the operator where it can (the contracts' rule). */
function wayOf(payment: q.PaymentRow, amount: number, asked: RefundRequest["method"]): Way {
  if (asked === "manual") return "manual";
  const through = operatorRefundWay(payment, amount);
  if (through) return through;
  if (asked === "operator") throw new AppError("refundNotThroughOperator", { field: "method" });
  return "manual";
}

/** What the payment's pending refunds hold back (their payouts are under way). */
async function pendingRefunds(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, "pending")));
  return Number(row?.amount ?? 0);
}

/**
 * The number a refund by payout goes to: the payer's, when the operator stands behind it; else
 * only once a person who approves payouts — not the one who made the payment, who may have typed
 * their own number — confirms it by typing it back (docs/PAYMENTS.md § Refunds).
 */
function payoutDestination(payment: q.PaymentRow, refunder: Refunder, input: RefundRequest): string {
  const phone = payment.phone as string;
  if (payerConfirmedByOperator(payment)) return phone;
  const confirmed = input.confirmPayerPhone ? normalizePayerPhone(input.confirmPayerPhone) : null;
  const canConfirm = refunder.mayApprove && refunder.userId !== null && refunder.userId !== payment.userId;
  if (!canConfirm || confirmed !== phone) {
    throw new AppError("refundPayerUnconfirmed", {
      field: canConfirm ? "confirmPayerPhone" : "method",
      params: { phone },
    });
  }
  return phone;
}

export async function refundPayment(deps: Deps, scope: Scope, refunder: Refunder, id: string, input: RefundRequest) {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await store.lockPayment(tx, scope, id);
    if (!payment) throw new AppError("notFound");
    // A retry of a refund whose first answer was lost (a crash after it committed) is that refund.
    const earlier = refunder.idempotencyKey ? await store.findRefundByKey(tx, scope, refunder.idempotencyKey) : null;
    if (earlier) return earlier;
    if (payment.status !== "succeeded" && payment.status !== "partially_refunded") {
      throw new AppError("paymentNotRefundable");
    }
    const left = payment.amount - payment.refundedAmount - (await pendingRefunds(tx, payment.id));
    if (left <= 0) throw new AppError("refundExceedsAmount", { field: "amount" });
    const amount = input.amount ?? left;
    if (amount > left) throw new AppError("refundExceedsAmount", { field: "amount" });
    const reason = input.reason?.trim() ?? "";
    const way = wayOf(payment, amount, input.method);
    if (way === "manual" && !reason) throw new AppError("refundReasonRequired", { field: "reason" });
    const destination = way === "payout" ? payoutDestination(payment, refunder, input) : null;
    await lockPayouts(tx, scope);
    // A payout's funds (amount and fee) are checked by the carrier, under the same lock.
    if (way !== "payout") {
      await checkRefundFunds(tx, scope, {
        paymentId: payment.id,
        operator: payment.operator ?? "",
        amount,
        need: amount,
      });
    }

    const refundId = newId("re");
    const payoutId = way === "payout" ? newId("po") : null;
    const refund = await store.insertRefund(tx, {
      id: refundId,
      companyId: payment.companyId,
      isTestData: payment.isTestData,
      paymentId: payment.id,
      amount,
      reason,
      method: way === "manual" ? "manual" : "operator",
      status: way === "payout" ? "pending" : "succeeded",
      operatorRefundId: way === "wave" ? await refundAtWave(deps, scope, payment) : null,
      payoutId,
      userId: refunder.userId,
      idempotencyKey: refunder.idempotencyKey ?? null,
    });
    if (payoutId) {
      // Its funds are checked and reserved here: short, and nothing of this refund is recorded.
      await carryRefund(tx, scope, {
        refundId,
        paymentId: payment.id,
        payoutId,
        operator: payment.operator as RefundByPayoutOperator,
        phone: destination as string,
        amount,
        reason: `Remboursement ${payment.code}`,
        refundOf: payment.operatorReference,
        userId: refunder.userId,
        apiKeyId: null,
      });
    } else {
      await refunded(tx, deps, payment, refund);
    }
    if (refunder.audit) {
      await recordAudit(tx, refunder.audit, {
        action: "payment.refunded",
        targetType: "payment",
        targetId: payment.id,
        targetLabel: payment.code,
        details: {
          refundId: refund.id,
          amount,
          method: refund.method,
          reason,
          payoutId,
          ...(destination && !payerConfirmedByOperator(payment) ? { payerPhoneConfirmedBy: refunder.userId } : {}),
        },
      });
    }
    return refund;
  });
  return toRefund(result);
}

/** The refund's money is back with the payer: the payment moves on, and the business hears of it. */
async function refunded(tx: Tx, deps: Deps, payment: q.PaymentRow, refund: q.RefundRow) {
  const total = payment.refundedAmount + refund.amount;
  const moved = await store.moveStatus(
    tx,
    payment.id,
    [payment.status],
    total === payment.amount ? "refunded" : "partially_refunded",
    { refundedAmount: total },
  );
  if (!moved) throw new AppError("paymentNotRefundable");
  await recordEvent(tx, moved, "refund.succeeded", publicUrl(deps.config), { refund: eventRefund(refund) });
}

/** The refund as its events carry it (events.ts, StoredEventData). */
function eventRefund(refund: q.RefundRow) {
  const shown = toRefund(refund);
  return {
    id: shown.id,
    object: "refund",
    amount: shown.amount,
    reason: shown.reason,
    method: shown.method,
    created_at: shown.createdAt,
    payout_id: shown.payoutId,
  };
}

/**
 * The end of a refund's payout, in that end's transaction (the sender's RefundFollower): the
 * refund succeeds with it — the payment moves to refunded or partially refunded and
 * refund.succeeded is told — or fails with it, told by refund.failed, the payment unchanged.
 */
export function refundFollower(deps: Deps) {
  return async (tx: Tx, payout: PayoutRow, outcome: "succeeded" | "failed"): Promise<void> => {
    if (!payout.refundId) return;
    const [refund] = await tx
      .update(refunds)
      .set({ status: outcome })
      .where(and(eq(refunds.id, payout.refundId), eq(refunds.status, "pending")))
      .returning();
    if (!refund) return;
    const payment = await store.lockPayment(tx, scopeOfRow(refund), refund.paymentId);
    if (!payment) throw new Error(`refund ${refund.id} has no payment`);
    if (outcome === "succeeded") return refunded(tx, deps, payment, refund);
    await recordEvent(tx, payment, "refund.failed", publicUrl(deps.config), { refund: eventRefund(refund) });
  };
}
