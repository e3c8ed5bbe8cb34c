import { PAYMENT_OPERATOR_NAMES } from "@payflow/contracts";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import { AppError } from "../../../http/errors";
import { adapterFor, operatorContext } from "../../../operators/registry";
import { OperatorError } from "../../../operators/types";
import type * as q from "../queries";
import { paymentRef } from "./attempts";
import * as store from "./store";

// Wave gives a whole payment back itself (docs/PAYMENTS.md § Refunds), called while refunds.ts
// holds the payment's row. A payment whose session id was never stored (its create's answer lost
// in a crash) has its session found by our reference first (the adapter). What the caller is
// told says whether trying again can help: only a time-out, a broken connection or Wave
// unavailable answers operatorUnavailable ("try again"); a refusal answers
// refundNotPossibleAtOperator with Wave's reason (docs/OPERATORS.md, "Every call").

const WAVE = PAYMENT_OPERATOR_NAMES.wave;

/** Wave's refund call (idempotent on its side); a failure leaves nothing recorded. Answers the refund's operator id. */
export async function refundAtWave(deps: Deps, scope: Scope, payment: q.PaymentRow): Promise<string | null> {
  const adapter = adapterFor("wave");
  if (!adapter.refund) throw new AppError("refundNotThroughOperator");
  const ctx = await operatorContext(deps, scope.companyId, scope.mode, "wave", payment.phone);
  // Only live mode lacks credentials, and asking again will not give it any.
  if (!ctx) throw new AppError("apiKeyMissingForAccount", { params: { operator: WAVE } });
  let done: Awaited<ReturnType<NonNullable<typeof adapter.refund>>>;
  try {
    done = await adapter.refund(ctx, paymentRef(payment));
  } catch (error) {
    if (error instanceof OperatorError) throw refusalOf(error);
    throw error;
  }
  if (done.operatorReference) keepFoundSession(deps, scope, payment.id, done.operatorReference);
  return done.operatorRefundId;
}

/** What the business is told of Wave's failure: try again only when Wave could not answer. */
function refusalOf(error: OperatorError): AppError {
  const status = error.details.httpStatus;
  // Wave's own rule for its API: 408 and 429 are "try later", like a time-out or a 5xx.
  if (error.kind !== "rejected" && error.kind !== "auth") return new AppError("operatorUnavailable");
  if (status === 408 || status === 429) return new AppError("operatorUnavailable");
  const said = (error.details.body as { message?: unknown } | null)?.message;
  const text = (typeof said === "string" && said ? said : error.message).replace(/\.$/, "");
  const code = error.details.operatorCode;
  return new AppError("refundNotPossibleAtOperator", {
    params: { operator: WAVE, reason: code ? `${text} (${code})` : text },
  });
}

/**
 * Stores the session found for a payment that had none. The refund's transaction holds the row
 * and is not reachable from here, so this write runs on its own connection without being
 * awaited: it waits for that transaction to end, then fills the id if still empty (Wave's answer
 * stands whatever the transaction did; a later refund would only find it again).
 */
function keepFoundSession(deps: Deps, scope: Scope, paymentId: string, sessionId: string): void {
  store.fillOperatorReference(deps.db, scope, paymentId, sessionId).catch((error: unknown) => {
    deps.logger.warn("the Wave session found for a refund was not stored", { paymentId, error });
  });
}
