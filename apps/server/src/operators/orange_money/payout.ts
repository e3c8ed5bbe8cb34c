import { toMsisdn } from "@payflow/contracts";
import { type OperatorResponse, operatorFailure } from "../http";
import { PayoutError } from "../payout-error";
import type { PayoutAdapter, PayoutFailure, PayoutRef, PayoutStatus } from "../payout-types";
import { TokenCache } from "../token-cache";
import type { OperatorContext, OperatorErrorKind } from "../types";
import {
  encryptOrangePin,
  ORANGE_CASHIN_PATH,
  ORANGE_CASHIN_TOKEN_PATH,
  ORANGE_PAYOUT_FAILURES,
  ORANGE_PUBLIC_KEY_PATH,
  type OrangeCashIn,
  type OrangeCashInRequest,
  type OrangePublicKey,
  orangeTransactionStatusPath,
  orangeTransactionsByReferencePath,
} from "./cashin-wire";
import { orangeCall, orangeCodeOf } from "./client";

// Orange Money payouts (docs/OPERATORS.md, Payouts › Orange) on the Cash In shape of Orange
// Sonatel: every wire detail is an ASSUMPTION until Orange Côte d'Ivoire gives its spec (see
// cashin-wire.ts). The business pays as an Orange retailer ("partner"): its MSISDN and its PIN,
// encrypted with Orange's RSA key, go with each cash-in. Our payout's reference is Orange's
// `reference`, chosen once: a send whose answer was lost is found by it (an assumed lookup),
// and a send repeated under it is answered the first cash-in (assumed, as the sandbox does).
//
// Credentials: the token is the collection's (`clientId`, `clientSecret`). The retailer's
// number and PIN are two fields of their own in the Orange set, `retailerMsisdn` and
// `retailerPin` (the sandbox's set has them; the Operator API config screen does not ask for
// them yet). Without them nothing is sent: the payout is refused, and no fallback can guess a PIN.

const call = (ctx: OperatorContext, req: Parameters<typeof orangeCall>[2]) =>
  orangeCall(ctx, ORANGE_CASHIN_TOKEN_PATH, req);

/** Orange's key changes rarely: kept an hour per base URL and credential set, like a token. */
const publicKeys = new TokenCache();

async function publicKey(ctx: OperatorContext): Promise<OrangePublicKey> {
  const text = await publicKeys.get(`${ctx.baseUrl}${ORANGE_PUBLIC_KEY_PATH}`, ctx.credentials, async () => {
    const res = await call(ctx, { method: "GET", path: ORANGE_PUBLIC_KEY_PATH, idempotent: true });
    const key = res.json as OrangePublicKey | null;
    if (res.status !== 200 || typeof key?.key !== "string")
      throw operatorFailure(res, orangeCodeOf(res.json), "Orange's public key could not be read");
    return { token: JSON.stringify(key), expiresInSeconds: 3600 };
  });
  return JSON.parse(text) as OrangePublicKey;
}

const failureOf = (operatorCode: string, text: string): PayoutFailure => ({
  code: ORANGE_PAYOUT_FAILURES[operatorCode] ?? "payout_failed",
  message: `Orange Money: ${text}`,
  operatorCode,
});

/** A cash-in as PayFlow reads it: Orange's transactionId is both the payout's and the transaction's id. */
export function orangeCashInStatus(t: OrangeCashIn): PayoutStatus {
  const id = t.transactionId ?? null;
  if (t.status === "SUCCESS") return { state: "succeeded", operatorPayoutId: id, operatorTransactionId: id, fee: null };
  if (t.status === "FAILED" || t.status === "REJECTED" || t.status === "CANCELLED") {
    const code = t.errorCode ?? t.status;
    return { state: "failed", operatorPayoutId: id, failure: failureOf(code, t.errorMessage ?? code) };
  }
  return { state: "processing", operatorPayoutId: id };
}

/**
 * Orange's refusal as a PayoutError. As for Wave: a 408, a 429 and a 5xx say nothing of whether
 * it acted (unknown); a 401/403 is credentials (the retailer's PIN included), final; another 4xx
 * is final too, but for DUPLICATE_REFERENCE: a cash-in already exists under the reference.
 */
function refused(res: OperatorResponse, what: string): PayoutError {
  const operatorCode = orangeCodeOf(res.json);
  const kind: OperatorErrorKind =
    res.status === 408 ? "timeout" : res.status === 429 ? "unavailable" : operatorFailure(res, operatorCode, what).kind;
  const unknown = kind === "timeout" || kind === "unavailable";
  const json = res.json as { detail?: unknown; message?: unknown } | null;
  const text = String(json?.detail ?? json?.message ?? operatorCode ?? res.status);
  const code = unknown
    ? "operator_unavailable"
    : ((operatorCode ? ORANGE_PAYOUT_FAILURES[operatorCode] : undefined) ?? "operator_rejected");
  const failure = { code, message: `Orange Money: ${text}`, operatorCode };
  return new PayoutError(
    kind,
    `${what} (${res.status})`,
    { httpStatus: res.status, operatorCode, body: res.json ?? res.text },
    failure,
    unknown || operatorCode === "DUPLICATE_REFERENCE",
  );
}

/** The reference is one payout's for ever: a cash-in under it that says otherwise is a fault, never a status. */
function checked(t: OrangeCashIn | null, reference: string, httpStatus: number): OrangeCashIn {
  if (!t?.transactionId || !t.status) {
    throw new PayoutError(
      "unavailable",
      "Orange's answer is not a cash-in",
      { httpStatus },
      { code: "operator_unavailable", message: "Orange Money: unreadable answer", operatorCode: null },
    );
  }
  if (t.reference && t.reference !== reference) {
    throw new PayoutError(
      "rejected",
      "Orange's cash-in is another reference's",
      { httpStatus, operatorCode: "REFERENCE_MISMATCH" },
      { code: "operator_rejected", message: "Orange Money: another reference", operatorCode: "REFERENCE_MISMATCH" },
      true,
    );
  }
  return t;
}

/** Of several cash-ins under one reference (there should be one), the one that says where the money is. */
const RANK = (t: OrangeCashIn) => (t.status === "SUCCESS" ? 0 : t.status === "FAILED" ? 2 : 1);

async function find(ctx: OperatorContext, payout: PayoutRef): Promise<OrangeCashIn | null> {
  if (payout.operatorPayoutId) {
    const res = await call(ctx, {
      method: "GET",
      path: orangeTransactionStatusPath(payout.operatorPayoutId),
      idempotent: true,
    });
    if (res.status === 200) return checked(res.json as OrangeCashIn, payout.reference, res.status);
    // Not under the id we were given: the lookup by our reference still finds it, if it exists.
    if (res.status !== 404) throw operatorFailure(res, orangeCodeOf(res.json), "Orange cash-in status read failed");
  }
  const res = await call(ctx, {
    method: "GET",
    path: orangeTransactionsByReferencePath(payout.reference),
    idempotent: true,
  });
  if (res.status !== 200 || !Array.isArray(res.json))
    throw operatorFailure(res, orangeCodeOf(res.json), "Orange cash-in lookup failed");
  const found = (res.json as OrangeCashIn[]).map((t) => checked(t, payout.reference, res.status));
  return found.sort((a, b) => RANK(a) - RANK(b))[0] ?? null;
}

export const orangePayout: PayoutAdapter = {
  async send(ctx, request) {
    const { retailerMsisdn, retailerPin } = ctx.credentials;
    if (!retailerMsisdn || !retailerPin) {
      throw new PayoutError(
        "auth",
        "Orange payouts need the retailer's number and PIN (retailerMsisdn, retailerPin)",
        { operatorCode: null },
        { code: "operator_rejected", message: "Orange Money: payouts are not configured", operatorCode: null },
      );
    }
    const key = await publicKey(ctx);
    const body: OrangeCashInRequest = {
      partner: { idType: "MSISDN", id: retailerMsisdn, encryptedPinCode: encryptOrangePin(retailerPin, key) },
      customer: { idType: "MSISDN", id: toMsisdn(request.phone) },
      amount: { value: request.amount, unit: "XOF" },
      reference: request.reference,
      // Orange's own SMS to the beneficiary (assumed meaning of the field).
      receiveNotification: true,
    };
    // Sent once per call: after a time-out the caller asks payoutStatus under the same reference.
    const res = await call(ctx, { method: "POST", path: ORANGE_CASHIN_PATH, body, idempotent: false });
    if (res.status !== 200 && res.status !== 201 && res.status !== 202)
      throw refused(res, "Orange refused the cash-in");
    return orangeCashInStatus(checked(res.json as OrangeCashIn | null, request.reference, res.status));
  },

  async payoutStatus(ctx, payout) {
    const found = await find(ctx, payout);
    return found ? orangeCashInStatus(found) : { state: "not_found" };
  },
};
