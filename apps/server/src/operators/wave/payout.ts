import { toE164 } from "@payflow/contracts";
import { type OperatorResponse, operatorFailure, operatorFetch } from "../http";
import { PayoutError } from "../payout-error";
import type { PayoutAdapter, PayoutFailureCode, PayoutRef, PayoutStatus } from "../payout-types";
import type { OperatorContext, OperatorErrorKind } from "../types";
import {
  WAVE_IDEMPOTENCY_HEADER,
  WAVE_PAYMENT_REASON_MAX,
  WAVE_PAYOUT_FAILURES,
  type WavePayout,
  type WavePayoutStatus,
} from "./payout-wire";

// Wave's Payout API (docs/OPERATORS.md, Payouts): a payout is made synchronously — the answer
// may already say succeeded or failed — under the Idempotency-Key we choose once (the payout's
// reference): the same key with the same body is answered the same payout, never a second one.
// Our payout id goes as client_reference, so a send whose answer was lost is found by search.
// Wave sends no webhook for payouts: the answer and the status reads are all there is.

const auth = (ctx: OperatorContext) => ({ authorization: `Bearer ${ctx.credentials.apiKey}` });

/** Wave's error code, wherever its answer puts it (its docs show all three). */
function errorCodeOf(json: unknown): string | null {
  const j = json as { code?: unknown; error_code?: unknown; error?: unknown } | null;
  const code = j?.code ?? j?.error_code ?? j?.error;
  return typeof code === "string" ? code : null;
}

/**
 * Wave's refusal as a PayoutError. Wave's rule: 408, 429 and 5xx leave the outcome unknown (ask,
 * or send again under the same key); other errors are final. An idempotency-mismatch is final
 * for this request but says a payout already exists under the key: unknown, so it is asked about.
 */
function refused(res: OperatorResponse, what: string, failures: Record<string, PayoutFailureCode>): PayoutError {
  const operatorCode = errorCodeOf(res.json);
  const kind: OperatorErrorKind =
    res.status === 408
      ? "timeout"
      : res.status === 429 || res.status >= 500
        ? "unavailable"
        : operatorFailure(res, operatorCode, what).kind;
  const unavailable = kind === "timeout" || kind === "unavailable";
  const json = res.json as { message?: unknown; error_message?: unknown } | null;
  const text = json?.message ?? json?.error_message ?? operatorCode ?? res.status;
  return new PayoutError(
    kind,
    `${what} (${res.status})`,
    { httpStatus: res.status, operatorCode, body: res.json ?? res.text },
    {
      code: unavailable
        ? "operator_unavailable"
        : ((operatorCode ? failures[operatorCode] : undefined) ?? "operator_rejected"),
      message: `Wave: ${String(text)}`,
      operatorCode,
    },
    unavailable || operatorCode === "idempotency-mismatch",
  );
}

const fee = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number.parseInt(text, 10) : null);

/** A payout as PayFlow reads it. */
export function wavePayoutStatus(p: WavePayout): PayoutStatus {
  if (p.status === "succeeded") {
    // Wave's payout has no transaction id besides its own `pt-…` id.
    return { state: "succeeded", operatorPayoutId: p.id, operatorTransactionId: null, fee: fee(p.fee) };
  }
  if (p.status === "reversed") return { state: "reversed", operatorPayoutId: p.id };
  if (p.status === "failed") {
    const operatorCode = p.payout_error?.error_code ?? "failed";
    const failure = {
      code: WAVE_PAYOUT_FAILURES[operatorCode] ?? "payout_failed",
      message: `Wave: ${p.payout_error?.error_message ?? operatorCode}`,
      operatorCode,
    };
    return { state: "failed", operatorPayoutId: p.id, failure };
  }
  return { state: "processing", operatorPayoutId: p.id };
}

/** Of several payouts under one client_reference, the one that says where the money is. */
const RANK: Record<WavePayoutStatus, number> = { succeeded: 0, processing: 1, reversed: 2, failed: 3 };

async function find(ctx: OperatorContext, payout: PayoutRef): Promise<WavePayout | null> {
  if (payout.operatorPayoutId) {
    const res = await operatorFetch(ctx, {
      method: "GET",
      path: `/v1/payout/${encodeURIComponent(payout.operatorPayoutId)}`,
      headers: auth(ctx),
      idempotent: true,
    });
    if (res.status === 200) return res.json as WavePayout;
    // Not under the id we were given: Wave still finds it by our reference, below, if it exists.
    if (res.status !== 404) throw operatorFailure(res, errorCodeOf(res.json), "Wave payout read failed");
  }
  const res = await operatorFetch(ctx, {
    method: "GET",
    path: `/v1/payouts/search?client_reference=${encodeURIComponent(payout.payoutId)}`,
    headers: auth(ctx),
    idempotent: true,
  });
  if (res.status !== 200) throw operatorFailure(res, errorCodeOf(res.json), "Wave payout search failed");
  const found = (res.json as { result?: WavePayout[] } | null)?.result ?? [];
  // More than one would be a payout sent twice under new keys: report where the money went.
  const ranked = found.map((p, i) => ({ p, i })).sort((a, b) => RANK[a.p.status] - RANK[b.p.status] || b.i - a.i);
  return ranked[0]?.p ?? null;
}

export const wavePayout: PayoutAdapter = {
  async send(ctx, request) {
    // Always built the same way from the same payout: a repeat under its key must be the same body.
    const body: Record<string, string> = {
      currency: "XOF",
      receive_amount: String(request.amount),
      mobile: toE164(request.phone),
    };
    if (request.name) body.name = request.name.slice(0, 255);
    const reason = Array.from(request.reason).slice(0, WAVE_PAYMENT_REASON_MAX).join("");
    if (reason) body.payment_reason = reason;
    body.client_reference = request.payoutId;
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: "/v1/payout",
      headers: { ...auth(ctx), [WAVE_IDEMPOTENCY_HEADER]: request.reference },
      body,
      // Sent once per call: after a time-out the caller asks payoutStatus, or sends again under
      // the same key (Wave then answers the first payout).
    });
    if (res.status !== 200) throw refused(res, "Wave refused the payout", WAVE_PAYOUT_FAILURES);
    const payout = res.json as WavePayout | null;
    if (!payout?.id || !payout.status) {
      throw new PayoutError(
        "unavailable",
        "Wave's answer is not a payout",
        { httpStatus: res.status, body: res.text },
        { code: "operator_unavailable", message: "Wave: unreadable answer", operatorCode: null },
      );
    }
    return wavePayoutStatus(payout);
  },

  async payoutStatus(ctx, payout) {
    const found = await find(ctx, payout);
    return found ? wavePayoutStatus(found) : { state: "not_found" };
  },

  // POST /v1/payout/:id/reverse, within 3 days of the payout: Wave takes the amount back from
  // the recipient and returns amount + fee to the wallet. Idempotent at Wave, and under a key of
  // its own (every POST needs one), so it may be sent again.
  async reverse(ctx, payout) {
    const id = payout.operatorPayoutId ?? (await find(ctx, payout))?.id;
    if (!id) {
      throw new PayoutError(
        "rejected",
        "Wave has no payout to reverse",
        { operatorCode: "not-found" },
        { code: "operator_rejected", message: "Wave: no such payout", operatorCode: "not-found" },
      );
    }
    const res = await operatorFetch(ctx, {
      method: "POST",
      path: `/v1/payout/${encodeURIComponent(id)}/reverse`,
      headers: { ...auth(ctx), [WAVE_IDEMPOTENCY_HEADER]: `reverse-${payout.reference}` },
      idempotent: true,
    });
    // A reversal's codes (insufficient-funds: the recipient spent it) are not the payout's.
    if (res.status !== 200) throw refused(res, "Wave refused the reversal", {});
  },
};
