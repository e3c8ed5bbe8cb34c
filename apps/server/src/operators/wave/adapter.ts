import { toE164 } from "@payflow/contracts";
import { xofBalance } from "../balance";
import { operatorFailure, operatorFetch } from "../http";
import {
  CallbackRejected,
  type CallbackRequest,
  type OperatorAdapter,
  type OperatorContext,
  OperatorError,
  type OperatorStatus,
  type PaymentRef,
} from "../types";
import { waveSignatureProblem } from "./signature";
import { WAVE_FAILURES, WAVE_SIGNATURE_HEADER, type WaveEvent, type WaveSession } from "./wire";

// Wave's Checkout API: a checkout session per payment (client_reference = our payment id); the
// payer pays on Wave's launch URL; Wave signs a webhook when it completes or fails.

export const WAVE_LIVE_BASE_URL = "https://api.wave.com";

const auth = (ctx: OperatorContext) => ({ authorization: `Bearer ${ctx.credentials.apiKey}` });

function errorCode(json: unknown): string | null {
  const code = (json as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

/** Reads a session as PayFlow's status. */
export function sessionStatus(s: WaveSession): OperatorStatus {
  if (s.payment_status === "succeeded") {
    const reported = { operatorReference: s.id, paymentId: s.client_reference, amount: s.amount, currency: s.currency };
    return { state: "succeeded", operatorTransactionId: s.transaction_id, reported };
  }
  if (s.last_payment_error && s.payment_status === "cancelled") {
    const code = s.last_payment_error.code;
    return {
      state: "failed",
      reported: { operatorReference: s.id, paymentId: s.client_reference },
      failure: {
        code: WAVE_FAILURES[code] ?? "payment_failed",
        message: s.last_payment_error.message,
        operatorCode: code,
      },
    };
  }
  if (s.checkout_status === "expired") {
    return {
      state: "expired",
      failure: { code: "expired", message: "The checkout session expired.", operatorCode: "expired" },
    };
  }
  return { state: "pending" };
}

async function getSession(ctx: OperatorContext, payment: PaymentRef): Promise<WaveSession | null> {
  if (payment.operatorReference) {
    const res = await operatorFetch(ctx, {
      method: "GET",
      path: `/v1/checkout/sessions/${encodeURIComponent(payment.operatorReference)}`,
      headers: auth(ctx),
      idempotent: true,
    });
    if (res.status === 404) return null;
    if (res.status !== 200) throw operatorFailure(res, errorCode(res.json), "Wave session read failed");
    return res.json as WaveSession;
  }
  // The create timed out before we learnt the session id: Wave finds it by our reference.
  return (await sessionsOf(ctx, payment.paymentId)).at(-1) ?? null;
}

/** The business's sessions whose client_reference is our payment id, oldest first. */
async function sessionsOf(ctx: OperatorContext, paymentId: string): Promise<WaveSession[]> {
  const res = await operatorFetch(ctx, {
    method: "GET",
    path: `/v1/checkout/sessions/search?client_reference=${encodeURIComponent(paymentId)}`,
    headers: auth(ctx),
    idempotent: true,
  });
  if (res.status !== 200) throw operatorFailure(res, errorCode(res.json), "Wave session search failed");
  const found = (res.json as { result?: WaveSession[] }).result ?? [];
  return found.filter((s) => s.client_reference === paymentId);
}

/**
 * The session that paid a payment whose session id was never stored (the create's answer lost
 * in a crash): its paid session found by our reference, the one of the payment's transaction id
 * when a payer paid several of its attempts (docs/OPERATORS.md, "Wave — Checkout API", Refund).
 */
async function paidSessionOf(ctx: OperatorContext, payment: PaymentRef): Promise<WaveSession | null> {
  const paid = (await sessionsOf(ctx, payment.paymentId)).filter((s) => s.payment_status === "succeeded");
  const transactionId = payment.operatorTransactionId;
  return (transactionId ? paid.filter((s) => s.transaction_id === transactionId) : paid).at(-1) ?? null;
}

export const waveAdapter: OperatorAdapter = {
  operator: "wave",

  async create(ctx, request) {
    const body: Record<string, string> = {
      amount: String(request.amount),
      currency: request.currency,
      success_url: request.returnUrl,
      error_url: request.cancelUrl,
      client_reference: request.paymentId,
    };
    if (request.phone) body.restrict_payer_mobile = toE164(request.phone);
    const res = await operatorFetch(ctx, { method: "POST", path: "/v1/checkout/sessions", headers: auth(ctx), body });
    if (res.status !== 200 && res.status !== 201) {
      throw operatorFailure(res, errorCode(res.json), `Wave refused the checkout session (${res.status})`);
    }
    const session = res.json as WaveSession;
    return {
      operatorReference: session.id,
      operatorData: { launchUrl: session.wave_launch_url },
      nextAction: { type: "redirect", url: session.wave_launch_url },
    };
  },

  async status(ctx, payment) {
    const session = await getSession(ctx, payment);
    // Never created at Wave (a create that did not get through): nothing can be paid.
    if (!session) return { state: "unknown" };
    return sessionStatus(session);
  },

  locateCallback(request: CallbackRequest) {
    try {
      const event = JSON.parse(request.rawBody) as Partial<WaveEvent>;
      const reference = event.data?.client_reference;
      return typeof reference === "string" && reference ? { paymentId: reference } : null;
    } catch {
      return null;
    }
  },

  async verifyCallback(ctx, request) {
    const problem = waveSignatureProblem(
      request.headers.get(WAVE_SIGNATURE_HEADER),
      ctx.credentials.webhookSecret ?? "",
      request.rawBody,
    );
    if (problem) throw new CallbackRejected(problem);
    const event = JSON.parse(request.rawBody) as WaveEvent;
    const relevant = event.type === "checkout.session.completed" || event.type === "checkout.session.payment_failed";
    return { eventId: event.id ?? null, status: relevant ? sessionStatus(event.data) : { state: "pending" } };
  },

  // The wallet's balance (GET /v1/balance → { amount, currency }, the amount a decimal string).
  async balance(ctx) {
    const res = await operatorFetch(ctx, { method: "GET", path: "/v1/balance", headers: auth(ctx), idempotent: true });
    const json = res.json as { amount?: unknown; currency?: unknown } | null;
    if (res.status !== 200 || !json)
      throw operatorFailure(res, errorCode(res.json), "Wave refused the balance request");
    return xofBalance(json.amount, json.currency, "Wave");
  },

  async refund(ctx, payment) {
    const sessionId = payment.operatorReference ?? (await paidSessionOf(ctx, payment))?.id;
    // A 4xx of our own: no session of this business paid for it, and asking again will not make one.
    if (!sessionId) {
      throw new OperatorError("rejected", "Wave has no paid checkout session for this payment", {
        operatorCode: "checkout-session-not-found",
      });
    }
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: `/v1/checkout/sessions/${encodeURIComponent(sessionId)}/refund`,
      headers: auth(ctx),
      // Wave's refund is idempotent: safe to send again after a time-out.
      idempotent: true,
    });
    if (res.status !== 200) throw operatorFailure(res, errorCode(res.json), "Wave refused the refund");
    return payment.operatorReference
      ? { operatorRefundId: sessionId }
      : { operatorRefundId: sessionId, operatorReference: sessionId };
  },

  async cancel(ctx, payment) {
    if (!payment.operatorReference) return;
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: `/v1/checkout/sessions/${encodeURIComponent(payment.operatorReference)}/expire`,
      headers: auth(ctx),
    });
    if (res.status !== 200) throw operatorFailure(res, errorCode(res.json), "Wave did not expire the session");
  },
};
