import { toMsisdn } from "@payflow/contracts";
import {
  CallbackRejected,
  type OperatorAdapter,
  type OperatorContext,
  OperatorError,
  type OperatorStatus,
} from "../types";
import { moovCall } from "./client";
import { MOOV_FAILURES, MOOV_STATUS, type SoapFields, soapField } from "./wire";

// Moov Money on the push-with-pending + status-poll model (see wire.ts for what is assumed):
// the payer confirms a USSD push on the phone; Moov sends no callback, so reconciliation polls.

export const MOOV_LIVE_BASE_URL = "https://merchant.moov-africa.ci/merchantapi";

async function soap(ctx: OperatorContext, operation: string, fields: SoapFields, idempotent: boolean) {
  const { status, text } = await moovCall(ctx, operation, fields, idempotent);
  // A status answer names the transaction `referenceid` (a push answers both).
  const transid = soapField(text, "transid") ?? soapField(text, "referenceid");
  return { status, transid, description: soapField(text, "description") ?? "" };
}

function statusOf(status: string | null, transid: string | null, description: string): OperatorStatus {
  if (status === MOOV_STATUS.success) return { state: "succeeded", operatorTransactionId: transid };
  if (status === MOOV_STATUS.pending) return { state: "pending" };
  if (status === MOOV_STATUS.notFound || status === null) return { state: "unknown" };
  if (status === MOOV_STATUS.timeout && /time ?out|expir/i.test(description)) {
    return { state: "expired", failure: { code: "expired", message: description, operatorCode: status } };
  }
  const failure = {
    code: MOOV_FAILURES[status] ?? "payment_failed",
    message: description || `Moov status ${status}`,
    operatorCode: status,
  };
  return { state: "failed", failure };
}

export const moovAdapter: OperatorAdapter = {
  operator: "moov_money",

  async create(ctx, request) {
    if (!request.phone) throw new OperatorError("rejected", "Moov needs the payer's number");
    const answer = await soap(
      ctx,
      "PushWithPending",
      {
        msisdn: toMsisdn(request.phone),
        message: (request.description || "Paiement PayFlow").slice(0, 100),
        amount: String(request.amount),
        externaldata1: request.paymentId,
        externaldata2: request.attemptId,
        fee: "0",
      },
      false,
    );
    if (answer.status !== MOOV_STATUS.pending && answer.status !== MOOV_STATUS.success) {
      throw new OperatorError("rejected", answer.description || "Moov refused the push", {
        operatorCode: answer.status,
      });
    }
    return {
      operatorReference: answer.transid ?? request.paymentId,
      operatorData: {},
      nextAction: { type: "approve_on_phone", instructions: null },
    };
  },

  async status(ctx, payment) {
    const request: Record<string, string> = payment.operatorReference
      ? { transid: payment.operatorReference }
      : { externaldata1: payment.paymentId };
    const answer = await soap(ctx, "getTransactionStatus", { request }, true);
    const status = statusOf(answer.status, answer.transid ?? payment.operatorReference, answer.description);
    // Found by our reference (the push's answer was lost): Moov's transaction id, the payment's
    // operator reference as a push's answer gives it, is stored with the success.
    if (status.state !== "succeeded" || payment.operatorReference || !answer.transid) return status;
    return { ...status, reported: { operatorReference: answer.transid } };
  },

  locateCallback() {
    return null;
  },

  async verifyCallback() {
    throw new CallbackRejected("Moov sends no callbacks");
  },
};
