import type { MobilePaymentOperator } from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import type { Deps } from "../../../deps";
import { adapterFor, callbackPathOf, operatorContext } from "../../../operators/registry";
import { OperatorError, type PaymentRef } from "../../../operators/types";
import * as q from "../queries";
import { checkoutUrl } from "../serialize";
import { type AttemptRow, markAttemptUnanswered, operatorDataOf } from "./attempt-queries";
import { recordOperatorAnswer } from "./creation-queries";
import { applyOperatorStatus } from "./outcomes";

// The one call that asks an operator to collect. Its attempt id is stored before the call, so a
// crash or a time-out leaves a payment reconciliation can ask about, and a second concurrent
// attempt is refused before any call (never a double charge).

/** What an adapter is told about a stored payment (status reads, refunds, cancels, callbacks). */
export function paymentRef(row: q.PaymentRow): PaymentRef {
  return {
    paymentId: row.id,
    attemptId: row.operatorAttemptId ?? "",
    operatorReference: row.operatorReference,
    operatorData: row.operatorData,
    amount: row.amount,
    phone: row.phone,
    operatorTransactionId: row.operatorTransactionId,
  };
}

/** What an adapter is told about an earlier attempt of a payment (its callback, retry.ts). */
export function attemptRef(row: q.PaymentRow, attempt: AttemptRow): PaymentRef {
  return {
    paymentId: row.id,
    attemptId: attempt.id,
    operatorReference: attempt.operatorReference,
    operatorData: operatorDataOf(attempt),
    amount: row.amount,
    phone: attempt.phone,
  };
}

/** Where the operator calls back about a payment: this server itself in test mode (the sandbox is local). */
export function callbackUrl(deps: Deps, mode: "test" | "live", operator: MobilePaymentOperator, id: string): string {
  const base = mode === "test" ? deps.selfUrl : publicUrl(deps.config);
  return `${base}/callbacks/${callbackPathOf(operator)}/${id}`;
}

/**
 * Calls the operator for a payment whose attempt id is stored (claimed by the caller); answers
 * the payment as it is afterwards.
 */
export async function startAttempt(
  deps: Deps,
  payment: q.PaymentRow,
  operator: MobilePaymentOperator,
): Promise<q.PaymentRow | null> {
  const mode = payment.isTestData ? "test" : "live";
  const attemptId = payment.operatorAttemptId;
  const ctx = await operatorContext(deps, payment.companyId, mode, operator, payment.phone);
  if (!attemptId || !ctx) return payment;
  const back = checkoutUrl(publicUrl(deps.config), payment.id);
  try {
    const created = await adapterFor(operator).create(ctx, {
      paymentId: payment.id,
      attemptId,
      amount: payment.amount,
      currency: "XOF",
      phone: payment.phone,
      description: payment.description,
      returnUrl: back,
      cancelUrl: back,
      callbackUrl: callbackUrl(deps, mode, operator, payment.id),
      language: "fr",
    });
    // A payment the operator settled at once may have moved already: then it keeps its state.
    const updated = await recordOperatorAnswer(deps.db, payment.id, {
      operatorReference: created.operatorReference,
      operatorData: created.operatorData,
      nextAction: {
        type: created.nextAction.type,
        url: created.nextAction.url ?? null,
        instructions: created.nextAction.instructions ?? null,
      },
    });
    return updated ?? (await q.findPaymentById(deps.db, payment.id));
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    deps.logger.warn("operator refused or did not answer a payment", {
      paymentId: payment.id,
      operator,
      kind: error.kind,
      reason: error.message,
      operatorCode: error.details.operatorCode ?? null,
    });
    // No answer: the operator may have acted. The payment stays pending and reconciliation
    // asks the operator (by the attempt id or our reference) until it is final or expired.
    if (error.outcomeUnknown) await markAttemptUnanswered(deps.db, attemptId);
    else {
      await applyOperatorStatus(deps, payment.id, {
        state: "failed",
        failure: {
          code:
            error.details.failureCode ?? (error.kind === "unavailable" ? "operator_unavailable" : "operator_rejected"),
          message: error.message,
          operatorCode:
            error.details.operatorCode ?? (error.details.httpStatus ? String(error.details.httpStatus) : null),
        },
      });
    }
    return q.findPaymentById(deps.db, payment.id);
  }
}
