import { randomUUID } from "node:crypto";
import { isMobilePaymentOperator, type MobilePaymentOperator } from "@payflow/contracts";
import type { Deps } from "../../../deps";
import * as q from "../queries";
import { findAttempt, replaceAttempt } from "./attempt-queries";
import { startAttempt } from "./attempts";
import { applyOperatorStatus } from "./outcomes";
import { followUpAfter } from "./reconcile-schedule";

// A payment whose process died between storing its attempt and hearing the operator's answer:
// the attempt row still says "sending", and nobody knows whether the operator was asked. What
// is safe depends on how the payer is asked (docs/PAYMENTS.md, "Attempts"):
// - Wave and Orange hand PayFlow a page for the payer; the answer carrying it was never stored
//   or returned, so nobody can have paid that attempt. A new attempt is sent.
// - MTN knows a request by the reference PayFlow chose (the attempt id) and answers a repeat of
//   it as the same request, so the same attempt is sent again: the payer is asked once.
// - Moov has no such guard: the payment fails at once (operator_unavailable) and, as the push
//   may have reached the payer, the operator is still followed — a later approval is a late
//   success, never lost money.

/** How the payer is asked: on a page PayFlow hands over, or by a push to the phone. */
const PAYER_OPENS_OUR_PAGE: Record<MobilePaymentOperator, boolean> = {
  wave: true,
  orange_money: true,
  mtn_momo: false,
  moov_money: false,
};

/** Whether a pending payment's current attempt was stored and never answered (nor timed out). */
export async function neverAnswered(deps: Deps, payment: q.PaymentRow): Promise<boolean> {
  if (payment.status !== "pending" || !payment.operatorAttemptId) return false;
  if (payment.operatorReference || payment.nextAction) return false;
  return (await findAttempt(deps.db, payment.operatorAttemptId))?.status === "sending";
}

/**
 * Carries on a payment whose sending process died (its Idempotency-Key taken over by a retry):
 * sends it, or fails it with a clear code. Answers the payment as it is afterwards.
 */
export async function resumeUnsent(deps: Deps, payment: q.PaymentView): Promise<q.PaymentView> {
  const operator = payment.operator;
  if (!operator || !isMobilePaymentOperator(operator) || !(await neverAnswered(deps, payment))) return payment;
  deps.logger.warn("resuming a payment whose operator call was cut off", { paymentId: payment.id, operator });
  if (PAYER_OPENS_OUR_PAGE[operator]) {
    const replaced = await replaceAttempt(deps.db, payment, randomUUID());
    if (replaced) await startAttempt(deps, replaced, operator);
  } else if (operator === "mtn_momo") {
    await startAttempt(deps, payment, operator);
  } else {
    await failUnsent(deps, payment, "The request to the operator was cut off before it answered.", true);
  }
  return (await q.findPaymentById(deps.db, payment.id)) ?? payment;
}

/**
 * Reconciliation's side of the same case, once the dead process's call has surely ended: a
 * page-based attempt nobody received can never be paid (and Orange cannot even be asked about
 * it without the pay token its answer carried), so it fails now instead of waiting to expire.
 * Answers whether it did.
 */
export async function failIfUnreachable(deps: Deps, payment: q.PaymentRow): Promise<boolean> {
  const operator = payment.operator;
  if (!operator || !isMobilePaymentOperator(operator) || !PAYER_OPENS_OUR_PAGE[operator]) return false;
  const cutOff = Date.now() - deps.config.PAYFLOW_OPERATOR_TIMEOUT_MS;
  if (payment.createdAt.getTime() > cutOff || !(await neverAnswered(deps, payment))) return false;
  await failUnsent(deps, payment, "The payer's page was never received from the operator.", false);
  return true;
}

async function failUnsent(deps: Deps, payment: q.PaymentRow, message: string, followOperator: boolean) {
  await applyOperatorStatus(
    deps,
    payment.id,
    { state: "failed", failure: { code: "operator_unavailable", message, operatorCode: null } },
    deps.db,
    { followUpAt: followOperator ? followUpAfter(0, new Date()) : null },
  );
}
