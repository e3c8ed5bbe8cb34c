import { isMobilePaymentOperator } from "@payflow/contracts";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import { AppError } from "../../../http/errors";
import { adapterFor, operatorContext } from "../../../operators/registry";
import {
  type OperatorAdapter,
  type OperatorContext,
  OperatorError,
  type OperatorStatus,
} from "../../../operators/types";
import { getPayment } from "../lookup";
import type * as q from "../queries";
import { paymentRef } from "./attempts";
import { applyOperatorStatus } from "./outcomes";
import { followUpAfter, operatorRequestOpen } from "./reconcile-schedule";

/**
 * Cancels a pending payment. A cancel only stops what the operator can stop: Wave's session is
 * expired at Wave (if Wave says it was paid meanwhile, that wins). MTN, Orange and Moov have no
 * cancel, so their request stays open at the operator: the payment is cancelled for the business
 * and reconciliation keeps asking the operator until its word is final — a payer who approves
 * anyway makes it a late success (outcomes.ts), never lost money.
 */
export async function cancelPayment(deps: Deps, scope: Scope, id: string): Promise<q.PaymentView> {
  const payment = await getPayment(deps, scope, id);
  if (payment.status !== "pending") throw new AppError("paymentNotPending");
  let followUpAt: Date | null = null;
  const operator = payment.operator;
  if (operator && isMobilePaymentOperator(operator) && operatorRequestOpen(payment)) {
    followUpAt = followUpAfter(0, new Date());
    const adapter = adapterFor(operator);
    const ctx = await operatorContext(deps, scope.companyId, scope.mode, operator, payment.phone);
    if (ctx && adapter.cancel && payment.operatorReference) {
      try {
        await adapter.cancel(ctx, paymentRef(payment));
        // Closed at the operator: nothing can be paid any more.
        followUpAt = null;
      } catch (error) {
        if (!(error instanceof OperatorError)) throw error;
        // Already complete or expired at the operator: its own word decides.
        await applyOperatorStatus(deps, id, await statusOrUnknown(adapter, ctx, payment));
      }
    }
  }
  const moved = await applyOperatorStatus(
    deps,
    id,
    { state: "cancelled", failure: { code: "cancelled", message: "Cancelled by the business.", operatorCode: null } },
    deps.db,
    { followUpAt },
  );
  if (!moved) throw new AppError("paymentNotPending");
  return getPayment(deps, scope, id);
}

async function statusOrUnknown(
  adapter: OperatorAdapter,
  ctx: OperatorContext,
  payment: q.PaymentView,
): Promise<OperatorStatus> {
  try {
    return await adapter.status(ctx, paymentRef(payment));
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    return { state: "unknown" };
  }
}
