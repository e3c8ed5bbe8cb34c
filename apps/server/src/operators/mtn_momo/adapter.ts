import { toMsisdn } from "@payflow/contracts";
import { xofBalance } from "../balance";
import { operatorFailure } from "../http";
import { CallbackRejected, type OperatorAdapter, OperatorError, type OperatorStatus } from "../types";
import { hasNoWallet } from "./account-holder";
import { codeOf, dataCall } from "./client";
import { MTN_REASONS, MTN_TEXT_MAX, type MtnRequestToPay } from "./wire";

// MTN MoMo Collections: a request to pay identified by the X-Reference-Id we choose (so the
// create may be repeated safely, and a create that timed out can be asked about), approved on
// the payer's phone; MTN's callback is not signed, so it is only a hint: the status call decides.

export const MTN_LIVE_BASE_URL = "https://proxy.momoapi.mtn.com";

export function requestStatus(
  r: Pick<MtnRequestToPay, "status" | "reason" | "financialTransactionId"> &
    Partial<Pick<MtnRequestToPay, "externalId" | "amount" | "currency">>,
): OperatorStatus {
  if (r.status === "SUCCESSFUL") {
    const reported = { paymentId: r.externalId ?? null, amount: r.amount ?? null, currency: r.currency ?? null };
    return { state: "succeeded", operatorTransactionId: r.financialTransactionId ?? null, reported };
  }
  // Only these end a request; PENDING, CREATED or anything new is still open.
  if (r.status !== "FAILED" && r.status !== "REJECTED" && r.status !== "TIMEOUT") return { state: "pending" };
  const reason = (typeof r.reason === "object" ? r.reason?.code : r.reason) || r.status;
  const code = MTN_REASONS[reason] ?? (r.status === "TIMEOUT" ? "expired" : "payment_failed");
  const message = typeof r.reason === "object" && r.reason?.message ? r.reason.message : reason;
  const failure = { code, message: `MTN MoMo: ${message}`, operatorCode: reason };
  return code === "expired" ? { state: "expired", failure } : { state: "failed", failure };
}

export const mtnAdapter: OperatorAdapter = {
  operator: "mtn_momo",

  async create(ctx, request) {
    if (!request.phone) throw new OperatorError("rejected", "MTN needs the payer's number");
    if (await hasNoWallet(ctx, toMsisdn(request.phone))) {
      throw new OperatorError("rejected", "MTN MoMo: this number has no MTN MoMo wallet", {
        operatorCode: "PAYER_NOT_FOUND",
        failureCode: "payer_not_found",
      });
    }
    const text = (request.description || "PayFlow").slice(0, MTN_TEXT_MAX);
    const res = await dataCall(ctx, {
      method: "POST",
      path: "/collection/v1_0/requesttopay",
      headers: { "x-reference-id": request.attemptId, "x-callback-url": request.callbackUrl },
      body: {
        amount: String(request.amount),
        currency: request.currency,
        externalId: request.paymentId,
        payer: { partyIdType: "MSISDN", partyId: toMsisdn(request.phone) },
        payerMessage: text,
        payeeNote: text,
      },
    });
    // 409 after a repeat: our first attempt got through under the same reference id.
    const existed = res.status === 409 && codeOf(res.json) === "RESOURCE_ALREADY_EXIST";
    if (res.status !== 202 && !existed)
      throw operatorFailure(res, codeOf(res.json), `MTN refused the request to pay (${res.status})`);
    return {
      operatorReference: request.attemptId,
      operatorData: {},
      nextAction: { type: "approve_on_phone", instructions: null },
    };
  },

  // The collection account's balance (GET …/account/balance → availableBalance, a decimal string).
  async balance(ctx) {
    const res = await dataCall(ctx, { method: "GET", path: "/collection/v1_0/account/balance" });
    const json = res.json as { availableBalance?: unknown; currency?: unknown } | null;
    if (res.status !== 200 || !json) throw operatorFailure(res, codeOf(json), "MTN refused the balance request");
    return xofBalance(json.availableBalance, json.currency, "MTN");
  },

  async status(ctx, payment) {
    const reference = payment.operatorReference ?? payment.attemptId;
    if (!reference) return { state: "unknown" };
    const res = await dataCall(ctx, {
      method: "GET",
      path: `/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`,
    });
    if (res.status === 404) {
      // MTN never saw the request (a create lost on the way): nothing was or will be charged.
      return {
        state: "failed",
        failure: {
          code: "operator_unavailable",
          message: "MTN never received the request.",
          operatorCode: "RESOURCE_NOT_FOUND",
        },
      };
    }
    if (res.status !== 200) throw operatorFailure(res, codeOf(res.json), "MTN status read failed");
    const status = requestStatus(res.json as MtnRequestToPay);
    // The reference asked about is the request's: a success stores it when the create's answer
    // was lost (a time-out), so a refund can name the request to pay (docs/PAYMENTS.md § Refunds).
    if (status.state !== "succeeded") return status;
    return { ...status, reported: { ...status.reported, operatorReference: reference } };
  },

  locateCallback(request) {
    if (request.pathPaymentId) return { paymentId: request.pathPaymentId };
    try {
      const externalId = (JSON.parse(request.rawBody) as { externalId?: unknown }).externalId;
      return typeof externalId === "string" ? { paymentId: externalId } : null;
    } catch {
      return null;
    }
  },

  async verifyCallback(ctx, request, payment) {
    let claimed: { externalId?: unknown };
    try {
      claimed = JSON.parse(request.rawBody) as { externalId?: unknown };
    } catch {
      throw new CallbackRejected("unreadable body");
    }
    if (claimed.externalId !== undefined && claimed.externalId !== payment.paymentId) {
      throw new CallbackRejected("externalId is another payment's");
    }
    // Never the body's word: what MTN answers now.
    return { eventId: null, status: await this.status(ctx, payment) };
  },
};
