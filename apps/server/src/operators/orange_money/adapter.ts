import { timingSafeEqual } from "node:crypto";
import { operatorFailure } from "../http";
import {
  CallbackRejected,
  type OperatorAdapter,
  type OperatorContext,
  OperatorError,
  type OperatorStatus,
} from "../types";
import { orangeCodeOf as codeOf, orangeCall } from "./client";
import {
  ORANGE_LIMITS,
  type OrangeCreateAnswer,
  type OrangeNotification,
  type OrangeStatusAnswer,
  orangeMarket,
} from "./wire";

// Orange Money Web Payment: an OAuth token (cached), a web payment per PayFlow payment
// (order_id = our id) whose payment_url the payer opens, a status call needing the pay_token,
// and an unsigned notification authentic only when its notif_token is the one we were given.

export const ORANGE_LIVE_BASE_URL = "https://api.orange.com";

const TOKEN_PATH = "/oauth/v3/token";

/** A Web Payment data call (client.ts: the bearer token, renewed once on a 401). */
const call = (ctx: OperatorContext, path: string, body: unknown, idempotent: boolean) =>
  orangeCall(ctx, TOKEN_PATH, { method: "POST", path, body, idempotent });

function statusOf(answer: OrangeStatusAnswer | OrangeNotification): OperatorStatus {
  switch (answer.status) {
    case "SUCCESS": {
      // A status answer echoes our order id; a notification carries only its notif_token, which
      // is the payment's own (checked by verifyCallback).
      const reported = "order_id" in answer ? { paymentId: answer.order_id } : {};
      return { state: "succeeded", operatorTransactionId: answer.txnid ?? null, reported };
    }
    case "FAILED":
      return {
        state: "failed",
        failure: {
          code: "payment_failed",
          message: "Orange Money reported the payment failed.",
          operatorCode: "FAILED",
        },
      };
    case "EXPIRED":
      return {
        state: "expired",
        failure: { code: "expired", message: "The Orange Money payment expired.", operatorCode: "EXPIRED" },
      };
    default:
      return { state: "pending" };
  }
}

export const orangeAdapter: OperatorAdapter = {
  operator: "orange_money",

  async create(ctx, request) {
    if (request.callbackUrl.length > ORANGE_LIMITS.url || request.returnUrl.length > ORANGE_LIMITS.url) {
      throw new OperatorError("rejected", "Orange Money takes addresses of at most 120 characters: shorten PUBLIC_URL");
    }
    const market = orangeMarket(ctx.mode);
    const res = await call(
      ctx,
      `/orange-money-webpay/${market.path}/v1/webpayment`,
      {
        merchant_key: ctx.credentials.merchantKey,
        currency: market.currency,
        order_id: request.paymentId,
        amount: request.amount,
        return_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        notif_url: request.callbackUrl,
        lang: request.language,
        reference: (request.description || "PayFlow").slice(0, ORANGE_LIMITS.reference),
      },
      false,
    );
    const json = res.json as OrangeCreateAnswer | null;
    if (res.status !== 201 || !json?.pay_token)
      throw operatorFailure(res, codeOf(json), `Orange refused the web payment (${res.status})`);
    return {
      operatorReference: json.pay_token,
      operatorData: { payToken: json.pay_token, notifToken: json.notif_token, paymentUrl: json.payment_url },
      nextAction: { type: "redirect", url: json.payment_url },
    };
  },

  async status(ctx, payment) {
    const payToken = payment.operatorData.payToken;
    // Orange's status call needs the pay_token: a create that timed out cannot be asked about.
    if (!payToken) return { state: "unknown" };
    const res = await call(
      ctx,
      `/orange-money-webpay/${orangeMarket(ctx.mode).path}/v1/transactionstatus`,
      { order_id: payment.paymentId, amount: payment.amount, pay_token: payToken },
      true,
    );
    if (res.status !== 200 && res.status !== 201)
      throw operatorFailure(res, codeOf(res.json), "Orange status read failed");
    return statusOf(res.json as OrangeStatusAnswer);
  },

  locateCallback(request) {
    return request.pathPaymentId ? { paymentId: request.pathPaymentId } : null;
  },

  async verifyCallback(ctx, request, payment) {
    let body: Partial<OrangeNotification>;
    try {
      body = JSON.parse(request.rawBody) as Partial<OrangeNotification>;
    } catch {
      throw new CallbackRejected("unreadable body");
    }
    const expected = Buffer.from(payment.operatorData.notifToken ?? "");
    const given = Buffer.from(String(body.notif_token ?? ""));
    if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new CallbackRejected("notif_token does not match");
    }
    if (body.status !== "SUCCESS" && body.status !== "FAILED") throw new CallbackRejected("not a final status");
    if (body.status === "FAILED") return { eventId: body.txnid ?? null, status: statusOf(body as OrangeNotification) };
    // A success carries no amount: Orange's status call, which answers only for this payment's
    // order id, amount and pay_token together, confirms it (and echoes the order id).
    try {
      return { eventId: body.txnid ?? null, status: await this.status(ctx, payment) };
    } catch (error) {
      if (!(error instanceof OperatorError)) throw error;
      throw new CallbackRejected(`success not confirmed by Orange (${error.message})`);
    }
  },
};
