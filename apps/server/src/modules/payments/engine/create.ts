import { randomUUID } from "node:crypto";
import {
  type CreatePaymentRequest,
  checkPayer,
  isMobilePaymentOperator,
  type MobilePaymentOperator,
  normalizePayerPhone,
  PAYMENT_EXPIRY_SECONDS,
  PAYMENT_OPERATOR_NAMES,
  type PaymentOperator,
  UNCHOSEN_PAYMENT_EXPIRY_SECONDS,
} from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import type { Tx } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import type { Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import { AppError } from "../../../http/errors";
import { newId } from "../../../lib/ids";
import { operatorReady } from "../../../operators/registry";
import * as q from "../queries";
import { startAttempt } from "./attempts";
import { bankInstructions } from "./bank-transfer";
import { newPaymentCode } from "./codes";
import { findCreationContext } from "./creation-queries";
import { nextCheckAfter } from "./reconcile-schedule";
import { insertPending, insertPendingIn } from "./states";

// The one payments service: the POS, the checkout page, the merchant API, callbacks and
// reconciliation all create and move payments through here (createPayment, cancelPayment,
// refundPayment in refunds.ts, applyOperatorStatus in outcomes.ts) — no second path to a state.

export type CreateInput = CreatePaymentRequest;
/**
 * Who asks: a staff member (their id is kept as user_id) or an API key (null), with
 * the merchant's Idempotency-Key when there is one (kept on the payment, one payment per key).
 */
export type Creator = { userId: string | null; idempotencyKey?: string };

/**
 * A payment made by a payment link's visit (modules/payment-links): the link, the payer's
 * answers, and the link's claim, run in the transaction that inserts the payment, just before
 * it: it locks the link and throws when the link may take no more, so the check and the new
 * payment commit together (two visits never both pass a link's last place).
 */
export type LinkVisit = {
  paymentLinkId?: string;
  /** A part of an invoice (modules/invoices/parts.ts): its claim holds the invoice's lock the same way. */
  invoiceId?: string;
  payerDetails: Record<string, string> | null;
  claim: (tx: Tx) => Promise<void>;
};

/** Fee and net at the company's commission (basis points), integer XOF, the fee rounded half up. */
export function feeOf(amount: number, commissionBps: number): { fee: number; net: number } {
  const fee = Math.floor((amount * commissionBps + 5000) / 10000);
  return { fee, net: amount - fee };
}

export function expiryFor(operator: PaymentOperator | null, from = new Date()): Date {
  const seconds = operator ? PAYMENT_EXPIRY_SECONDS[operator] : UNCHOSEN_PAYMENT_EXPIRY_SECONDS;
  return new Date(from.getTime() + seconds * 1000);
}

/** Refuses a live payment through an operator the company has no credentials for. */
export async function assertOperatorReady(deps: Deps, scope: Scope, operator: PaymentOperator): Promise<void> {
  if (scope.mode === "test" && !deps.config.PAYFLOW_SANDBOX) throw new AppError("operatorUnavailable");
  if (!isMobilePaymentOperator(operator)) return;
  if (!(await operatorReady(deps, scope.companyId, scope.mode, operator))) {
    throw new AppError("apiKeyMissingForAccount", {
      field: "operator",
      params: { operator: PAYMENT_OPERATOR_NAMES[operator] },
    });
  }
}

/**
 * Creates a payment in the scope's company and mode. With an operator and the payer's number
 * the operator is asked at once; without them the payer chooses on the checkout page. Checks
 * come first, so nothing is stored and no operator is called for a refused payment.
 */
export async function createPayment(
  deps: Deps,
  scope: Scope,
  creator: Creator,
  input: CreateInput,
  visit: LinkVisit | null = null,
): Promise<q.PaymentView> {
  const { db } = deps;
  const operator = input.operator ?? null;
  let phone: string | null = null;
  if (input.phone) {
    if (operator) {
      const payer = checkPayer(operator, input.phone);
      if ("error" in payer) throw new AppError(payer.error, { field: "phone" });
      phone = payer.phone;
    } else {
      phone = normalizePayerPhone(input.phone);
      if (!phone) throw new AppError("invalidPhone", { field: "phone" });
    }
  }
  if (operator) await assertOperatorReady(deps, scope, operator);
  const found = await findCreationContext(db, scope, input.paymentAccountId ?? null, input.clientId ?? null);
  if (!found) throw new AppError("notFound");
  if (input.paymentAccountId && !found.accountId)
    throw new AppError("paymentAccountRequired", { field: "paymentAccountId" });
  if (input.clientId && !found.clientId) throw new AppError("notFound", { field: "clientId" });
  const { fee, net } = feeOf(input.amount, found.commissionBps);
  const now = new Date();
  const expiresAt = expiryFor(operator, now);
  const asksOperator = operator !== null && isMobilePaymentOperator(operator) && phone !== null;
  // Complete: stored exactly as its first event describes it (no column left to a default).
  const base: Omit<q.PaymentRow, "id" | "code"> = {
    companyId: scope.companyId,
    isTestData: scope.mode === "test",
    userId: creator.userId,
    idempotencyKey: creator.idempotencyKey ?? null,
    paymentLinkId: visit?.paymentLinkId ?? null,
    invoiceId: visit?.invoiceId ?? null,
    payerDetails: visit?.payerDetails ?? null,
    clientId: found.clientId,
    paymentAccountId: found.accountId,
    amount: input.amount,
    currency: "XOF",
    status: "pending",
    type: "payment",
    description: input.description ?? "",
    operator,
    payerChoosesOperator: operator === null,
    phone,
    reference: input.reference || null,
    successUrl: input.successUrl ?? null,
    errorUrl: input.errorUrl ?? null,
    metadata: input.metadata ?? {},
    nextAction: null,
    failure: null,
    operatorTransactionId: null,
    lateFrom: null,
    operatorReference: null,
    operatorData: {},
    fee,
    net,
    refundedAmount: 0,
    paidAt: null,
    settlesAt: null,
    expiresAt,
    // The attempt id is chosen and stored with the payment, before the operator is called.
    operatorAttemptId: asksOperator ? randomUUID() : null,
    nextCheckAt: nextCheckAfter(0, now, expiresAt, operator),
    checkCount: 0,
    // Set here, not by the database: list cursors carry it at the millisecond precision of a JS date.
    createdAt: now,
    updatedAt: now,
  };
  const names = {
    clientName: found.clientName,
    clientEmail: found.clientEmail,
    accountName: found.accountName,
    accountOperatorBank: found.accountOperatorBank,
  };
  const row = await insertWithCode(deps, base, operator === "bank_transfer" ? scope : null, visit);
  if (asksOperator) {
    const attempted = await startAttempt(deps, row, operator as MobilePaymentOperator);
    return q.withNames(attempted ?? row, names);
  }
  return row.paymentAccountId === found.accountId
    ? q.withNames(row, names)
    : ((await q.findPaymentById(db, row.id)) as q.PaymentView);
}

/** Inserts the payment and its payment.pending event; a code collision (rare) draws another code. */
async function insertWithCode(
  deps: Deps,
  base: Omit<q.PaymentRow, "id" | "code">,
  bankScope: Scope | null,
  visit: LinkVisit | null,
): Promise<q.PaymentRow> {
  const baseUrl = publicUrl(deps.config);
  for (let attempt = 0; ; attempt++) {
    const code = newPaymentCode();
    // The transfer's instructions carry the code, so they are drawn with it.
    const bank = bankScope
      ? await bankInstructions(deps.db, bankScope.companyId, base.paymentAccountId ?? null, code)
      : null;
    const row: q.PaymentRow = {
      ...base,
      id: newId("pay"),
      code,
      ...(bank ? { nextAction: bank.action, paymentAccountId: bank.accountId } : {}),
    };
    try {
      if (!visit) return await insertPending(deps.db, row, baseUrl);
      // A link's visit: its claim and the payment in one short transaction (no operator call in it).
      return await deps.db.transaction(async (tx) => {
        await visit.claim(tx);
        return insertPendingIn(tx, row, baseUrl);
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "transactions_code_key")) continue;
      throw error;
    }
  }
}
