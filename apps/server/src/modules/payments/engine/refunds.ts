import type { RefundRequest } from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import type { AuditActor } from "../../../http/actor";
import { AppError } from "../../../http/errors";
import { newId } from "../../../lib/ids";
import { adapterFor, operatorContext } from "../../../operators/registry";
import { OperatorError } from "../../../operators/types";
import { recordAudit } from "../../audit";
import type * as q from "../queries";
import { toRefund } from "../serialize";
import { paymentRef } from "./attempts";
import { recordEvent } from "./states";
import * as store from "./store";

// Refunds, full or partial, several partials up to the amount. Wave can give a whole payment
// back itself; anything else (other operators, partial amounts) is a refund the business makes
// outside PayFlow, recorded as manual with its reason. The payment row is locked while a refund
// is decided, so two refunds at once can never exceed the amount.

export type Refunder = { userId: string | null; audit: AuditActor | null };

export async function refundPayment(deps: Deps, scope: Scope, refunder: Refunder, id: string, input: RefundRequest) {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await store.lockPayment(tx, scope, id);
    if (!payment) throw new AppError("notFound");
    if (payment.status !== "succeeded" && payment.status !== "partially_refunded") {
      throw new AppError("paymentNotRefundable");
    }
    const left = payment.amount - payment.refundedAmount;
    const amount = input.amount ?? left;
    if (amount > left) throw new AppError("refundExceedsAmount", { field: "amount" });
    const reason = input.reason?.trim() ?? "";
    const viaOperator = payment.operator === "wave" && amount === payment.amount && payment.refundedAmount === 0;
    if (!viaOperator && !reason) throw new AppError("refundReasonRequired", { field: "reason" });

    let operatorRefundId: string | null = null;
    if (viaOperator) operatorRefundId = await refundAtOperator(deps, scope, payment);
    const refund = await store.insertRefund(tx, {
      id: newId("re"),
      companyId: payment.companyId,
      isTestData: payment.isTestData,
      paymentId: payment.id,
      amount,
      reason,
      method: viaOperator ? "operator" : "manual",
      operatorRefundId,
      userId: refunder.userId,
    });
    const refunded = payment.refundedAmount + amount;
    const moved = await store.moveStatus(
      tx,
      payment.id,
      [payment.status],
      refunded === payment.amount ? "refunded" : "partially_refunded",
      {
        refundedAmount: refunded,
      },
    );
    if (!moved) throw new AppError("paymentNotRefundable");
    const shown = toRefund(refund);
    await recordEvent(tx, moved, "refund.succeeded", publicUrl(deps.config), {
      refund: { id: shown.id, object: "refund", amount, reason, method: shown.method, created_at: shown.createdAt },
    });
    if (refunder.audit) {
      await recordAudit(tx, refunder.audit, {
        action: "payment.refunded",
        targetType: "payment",
        targetId: payment.id,
        targetLabel: payment.code,
        details: { refundId: refund.id, amount, method: shown.method, reason },
      });
    }
    return refund;
  });
  return toRefund(result);
}

/** Wave's refund call (idempotent on its side); a failure leaves nothing recorded. */
async function refundAtOperator(deps: Deps, scope: Scope, payment: q.PaymentRow): Promise<string | null> {
  const adapter = adapterFor("wave");
  const ctx = await operatorContext(deps, scope.companyId, scope.mode, "wave", payment.phone);
  if (!ctx || !adapter.refund) throw new AppError("operatorUnavailable");
  try {
    const done = await adapter.refund(ctx, paymentRef(payment));
    return done.operatorRefundId;
  } catch (error) {
    if (error instanceof OperatorError) throw new AppError("operatorUnavailable");
    throw error;
  }
}
