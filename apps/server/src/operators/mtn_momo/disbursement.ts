import { toMsisdn } from "@payflow/contracts";
import { type OperatorBalanceReading, xofBalance } from "../balance";
import { type OperatorResponse, operatorFailure } from "../http";
import { PayoutError } from "../payout-error";
import type { AccountHolder, PayoutAdapter, PayoutRef, PayoutStatus } from "../payout-types";
import { type OperatorContext, OperatorError } from "../types";
import { codeOf, disbursementCall } from "./client";
import { MTN_PAYOUT_REASONS, MTN_REFUSALS_UNDER_500, type MtnTransfer } from "./transfer-wire";
import { MTN_TEXT_MAX } from "./wire";

// MTN MoMo Disbursements (docs/OPERATORS.md, Payouts): a transfer identified by the
// X-Reference-Id we choose once (the payout's reference), so a send may be repeated safely — a
// repeat is answered 409 RESOURCE_ALREADY_EXIST and is never a second transfer — and a send
// that timed out can be asked about. MTN answers the transfer 202 and settles it on its own;
// its callback, when it comes, is only a hint: the status call decides.

// A refund of a request to pay is MTN's own operation on the same product, under the same kind
// of reference, read back in the transfer's shape (docs/OPERATORS.md, Refunds through the operator).
const transferPath = (payout: Pick<PayoutRef, "reference" | "refundOf">) =>
  `/disbursement/v1_0/${payout.refundOf ? "refund" : "transfer"}/${encodeURIComponent(payout.reference)}`;

/** A transfer as PayFlow reads it. MTN's id for it is our reference: `operatorPayoutId` stays null. */
export function transferStatus(t: Pick<MtnTransfer, "status" | "reason" | "financialTransactionId">): PayoutStatus {
  if (t.status === "SUCCESSFUL") {
    return {
      state: "succeeded",
      operatorPayoutId: null,
      operatorTransactionId: t.financialTransactionId ?? null,
      fee: null,
    };
  }
  // Only these end a transfer (REJECTED and TIMEOUT from older readings); anything else is still under way.
  if (t.status !== "FAILED" && t.status !== "REJECTED" && t.status !== "TIMEOUT") {
    return { state: "processing", operatorPayoutId: null };
  }
  // `reason` is a bare code in MTN's sandbox and common clients, `{ code, message }` in its spec.
  const operatorCode = (typeof t.reason === "object" ? t.reason?.code : t.reason) || t.status;
  const text = typeof t.reason === "object" && t.reason?.message ? t.reason.message : operatorCode;
  return {
    state: "failed",
    operatorPayoutId: null,
    failure: { code: MTN_PAYOUT_REASONS[operatorCode] ?? "payout_failed", message: `MTN MoMo: ${text}`, operatorCode },
  };
}

/** Why MTN did not take the transfer, as a PayoutError (a 500 of MTN's refusal codes is final, other 5xx unknown). */
function transferRefused(res: OperatorResponse): PayoutError {
  const operatorCode = codeOf(res.json);
  const base = operatorFailure(res, operatorCode, `MTN refused the transfer (${res.status})`);
  const refusal = operatorCode !== null && MTN_REFUSALS_UNDER_500.has(operatorCode);
  const kind = refusal && base.kind === "unavailable" ? "rejected" : base.kind;
  const code =
    kind === "unavailable"
      ? "operator_unavailable"
      : (operatorCode && MTN_PAYOUT_REASONS[operatorCode]) || "operator_rejected";
  return new PayoutError(kind, base.message, base.details, {
    code,
    message: `MTN MoMo: ${(res.json as { message?: string } | null)?.message ?? operatorCode ?? res.status}`,
    operatorCode,
  });
}

async function readTransfer(ctx: OperatorContext, payout: PayoutRef): Promise<PayoutStatus> {
  const res = await disbursementCall(ctx, { method: "GET", path: transferPath(payout) });
  const code = codeOf(res.json);
  // MTN has no transfer under this reference: it never arrived (never "failed": it may be sent).
  if (res.status === 404 && (code === null || code === "RESOURCE_NOT_FOUND")) return { state: "not_found" };
  if (res.status !== 200) throw operatorFailure(res, code, "MTN transfer status read failed");
  const transfer = res.json as MtnTransfer;
  // The reference is one payout's for ever: a transfer under it for another payout is a fault
  // to look at, never a status to apply.
  if (transfer.externalId && transfer.externalId !== payout.payoutId) {
    throw new PayoutError(
      "rejected",
      "MTN's transfer under this reference is another payout's",
      { httpStatus: 200, operatorCode: "EXTERNAL_ID_MISMATCH" },
      { code: "operator_rejected", message: "MTN MoMo: reference already used", operatorCode: "EXTERNAL_ID_MISMATCH" },
      true,
    );
  }
  return transferStatus(transfer);
}

/**
 * The transfer's status once MTN has taken it (202, or 409 for an earlier send): MTN holds it
 * now, so a read that fails or does not find it yet still says "processing", never an error
 * that could read as "not sent".
 */
async function afterTaken(ctx: OperatorContext, payout: PayoutRef): Promise<PayoutStatus> {
  try {
    const status = await readTransfer(ctx, payout);
    return status.state === "not_found" ? { state: "processing", operatorPayoutId: null } : status;
  } catch (error) {
    if (error instanceof OperatorError && !(error instanceof PayoutError))
      return { state: "processing", operatorPayoutId: null };
    throw error;
  }
}

export const mtnDisbursement: PayoutAdapter = {
  async send(ctx, request) {
    const text = (request.reason || "PayFlow").slice(0, MTN_TEXT_MAX);
    const { refundOf } = request;
    const res = await disbursementCall(ctx, {
      method: "POST",
      path: refundOf ? "/disbursement/v1_0/refund" : "/disbursement/v1_0/transfer",
      headers: {
        "x-reference-id": request.reference,
        ...(request.callbackUrl ? { "x-callback-url": request.callbackUrl } : {}),
      },
      // A refund names the request to pay instead of a payee: MTN gives the money back to its payer.
      body: {
        amount: String(request.amount),
        currency: "XOF",
        externalId: request.payoutId,
        ...(refundOf
          ? { referenceIdToRefund: refundOf }
          : { payee: { partyIdType: "MSISDN", partyId: toMsisdn(request.phone) } }),
        payerMessage: text,
        payeeNote: text,
      },
      // Sent once per call: after a time-out the caller asks payoutStatus under the same
      // reference, and a send repeated under it is answered 409, never paid again.
      idempotent: false,
    });
    const ref = { payoutId: request.payoutId, reference: request.reference, operatorPayoutId: null, refundOf };
    // 409 after a repeat: an earlier send under this reference got through; never send another.
    const earlier = res.status === 409 && codeOf(res.json) === "RESOURCE_ALREADY_EXIST";
    if (res.status === 202 || earlier) return afterTaken(ctx, ref);
    throw transferRefused(res);
  },

  payoutStatus: readTransfer,

  // GET …/accountholder/msisdn/{msisdn}/active → { result } (a boolean, or "true"/"false"; 404:
  // nobody) and …/basicuserinfo → the holder's names (404: nobody), asked together.
  async accountHolder(ctx, phone): Promise<AccountHolder> {
    const base = `/disbursement/v1_0/accountholder/msisdn/${encodeURIComponent(toMsisdn(phone))}`;
    const [active, info] = await Promise.all([
      disbursementCall(ctx, { method: "GET", path: `${base}/active` }),
      disbursementCall(ctx, { method: "GET", path: `${base}/basicuserinfo` }),
    ]);
    if (active.status !== 200 && active.status !== 404)
      throw operatorFailure(active, codeOf(active.json), "MTN account holder check failed");
    if (info.status !== 200 && info.status !== 404)
      throw operatorFailure(info, codeOf(info.json), "MTN account holder read failed");
    const result = (active.json as { result?: unknown } | null)?.result;
    return {
      active: active.status === 200 && (result === true || result === "true"),
      name: info.status === 200 ? nameOf(info.json) : null,
    };
  },
};

function nameOf(json: unknown): string | null {
  const user = (json ?? {}) as { name?: unknown; given_name?: unknown; family_name?: unknown };
  if (typeof user.name === "string" && user.name.trim()) return user.name.trim();
  const parts = [user.given_name, user.family_name].filter((p): p is string => typeof p === "string" && !!p.trim());
  return parts.length > 0 ? parts.map((p) => p.trim()).join(" ") : null;
}

/** The disbursement account's balance (GET …/account/balance → availableBalance, a decimal string). */
export async function mtnDisbursementBalance(ctx: OperatorContext): Promise<OperatorBalanceReading> {
  const res = await disbursementCall(ctx, { method: "GET", path: "/disbursement/v1_0/account/balance" });
  const json = res.json as { availableBalance?: unknown; currency?: unknown } | null;
  if (res.status !== 200 || !json) throw operatorFailure(res, codeOf(json), "MTN refused the balance request");
  return xofBalance(json.availableBalance, json.currency, "MTN");
}
