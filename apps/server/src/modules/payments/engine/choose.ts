import { randomUUID } from "node:crypto";
import { checkPayer, isMobilePaymentOperator, type PaymentOperator } from "@payflow/contracts";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import { AppError } from "../../../http/errors";
import * as q from "../queries";
import { startAttempt } from "./attempts";
import { bankInstructions } from "./bank-transfer";
import { assertOperatorReady, expiryFor } from "./create";
import { nextCheckAfter } from "./reconcile-schedule";
import * as store from "./store";

// The payer's choice on the checkout page for a payment created without an operator.

/** The operator chosen for a payment that did not fix one (checkout page), then the attempt. */
export async function choosePaymentMethod(
  deps: Deps,
  payment: q.PaymentView,
  operator: PaymentOperator,
  phoneInput: string | undefined,
): Promise<q.PaymentView> {
  if (payment.status !== "pending") throw new AppError("paymentNotPending");
  if (payment.operatorAttemptId || payment.nextAction) throw new AppError("paymentMethodLocked");
  // A fixed operator may not be swapped by the payer (after a failed attempt the payer chooses again: retry.ts).
  if (!payment.payerChoosesOperator && payment.operator && payment.operator !== operator) {
    throw new AppError("paymentMethodLocked");
  }
  const scope: Scope = { companyId: payment.companyId, mode: payment.isTestData ? "test" : "live" };
  const payer = checkPayer(operator, phoneInput ?? payment.phone);
  if ("error" in payer) throw new AppError(payer.error, { field: "phone" });
  await assertOperatorReady(deps, scope, operator);
  const now = new Date();
  const expiresAt = expiryFor(operator, now);
  const patch: Partial<q.NewPaymentRow> = {
    operator,
    phone: payer.phone,
    // A new attempt: the last one's failure (retry.ts) no longer describes the payment.
    failure: null,
    expiresAt,
    nextCheckAt: nextCheckAfter(0, now, expiresAt, operator),
  };
  if (operator === "bank_transfer") {
    const bank = await bankInstructions(deps.db, payment.companyId, payment.paymentAccountId, payment.code);
    Object.assign(patch, { nextAction: bank.action, paymentAccountId: bank.accountId });
  }
  // The attempt id is set in the same conditional UPDATE as the choice: of two tabs choosing at
  // once, one wins and the other changes nothing (its operator never overwrites the winner's).
  if (isMobilePaymentOperator(operator)) patch.operatorAttemptId = randomUUID();
  const chosen = await store.claimMethod(deps.db, payment.id, patch);
  if (!chosen) throw new AppError("paymentMethodLocked");
  if (isMobilePaymentOperator(operator)) await startAttempt(deps, chosen, operator);
  const view = await q.findPaymentById(deps.db, payment.id);
  if (!view) throw new AppError("notFound");
  return view;
}
