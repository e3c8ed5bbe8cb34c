import { toMsisdn } from "@payflow/contracts";
import { PayoutError } from "../payout-error";
import type { AccountHolder, PayoutAdapter, PayoutStatus } from "../payout-types";
import { type OperatorContext, OperatorError } from "../types";
import {
  MOOV_ACCOUNT_STATUS,
  MOOV_CASHIN,
  MOOV_INTERNAL_ERRORS,
  MOOV_PAYOUT_FAILURES,
  MOOV_PAYOUT_STATUS,
  MOOV_REMARKS_MAX,
  MOOV_REQUEST_REFUSALS,
  MOOV_TRANSACTION_STATUS,
} from "./cashin-wire";
import { type MoovAnswer, moovCall } from "./client";
import type { SoapFields } from "./wire";
import { soapField } from "./wire";

// Moov Money payouts (docs/OPERATORS.md, Payouts › Moov): api:cashintrans from the business's
// merchant account to the beneficiary's wallet, with our payout's reference as `referenceid`,
// and api:getTransactionStatus by Moov's transid. Moov documents neither idempotency nor a
// search by referenceid; PayFlow ASSUMES a cashintrans under a referenceid already used is
// answered the first transaction (cashin-wire.ts). So a payout whose send answer was lost
// (no transid known) is answered `not_found` by payoutStatus, and the sender sends it again
// under the same referenceid, which Moov answers with the first transfer. Credentials are the
// collection's (`username`, `password`): Moov's one merchant account both takes and pays.

/** Moov's transport errors (refused credentials, a fault, a 5xx) in a payout's words. */
async function ask(ctx: OperatorContext, operation: string, request: SoapFields, idempotent: boolean) {
  try {
    return await moovCall(ctx, operation, { request }, idempotent);
  } catch (error) {
    if (!(error instanceof OperatorError) || error instanceof PayoutError) throw error;
    const operatorCode = error.details.operatorCode ?? null;
    const code = error.kind === "auth" ? "operator_rejected" : "operator_unavailable";
    throw new PayoutError(error.kind, error.message, error.details, {
      code,
      message: `Moov Money: ${error.message}`,
      operatorCode,
    });
  }
}

/** An answer that is no outcome of the transfer: a refused request (final) or Moov's internal error (unknown). */
function notAnOutcome(answer: MoovAnswer, text: string): PayoutError | null {
  const status = answer.status;
  const internal = status === null || MOOV_INTERNAL_ERRORS.has(status);
  if (!internal && !MOOV_REQUEST_REFUSALS.has(status)) return null;
  return new PayoutError(
    internal ? "unavailable" : "rejected",
    `Moov answered status ${status ?? "none"}: ${text}`,
    { httpStatus: answer.httpStatus, operatorCode: status, body: answer.text },
    {
      code: internal ? "operator_unavailable" : "operator_rejected",
      message: `Moov Money: ${text}`,
      operatorCode: status,
    },
  );
}

/** The reference is one payout's for ever: a transfer Moov says is another's is a fault, never a status. */
function checkReference(answer: MoovAnswer, reference: string, transid: string | null) {
  const echoed = soapField(answer.text, "referenceid");
  if (echoed && echoed !== reference && echoed !== transid) {
    throw new PayoutError(
      "rejected",
      "Moov's transfer under this reference is another payout's",
      { httpStatus: answer.httpStatus, operatorCode: "REFERENCE_MISMATCH" },
      { code: "operator_rejected", message: "Moov Money: another reference", operatorCode: "REFERENCE_MISMATCH" },
      true,
    );
  }
}

/** A transfer's status code as PayFlow reads it; Moov's transid is the payout's and the transaction's id. */
function moovPayoutStatus(status: string, transid: string | null, text: string): PayoutStatus {
  if (status === MOOV_PAYOUT_STATUS.success)
    return { state: "succeeded", operatorPayoutId: transid, operatorTransactionId: transid, fee: null };
  if (status === MOOV_PAYOUT_STATUS.pending) return { state: "processing", operatorPayoutId: transid };
  const failure = {
    code: MOOV_PAYOUT_FAILURES[status] ?? "payout_failed",
    message: `Moov Money: ${text}`,
    operatorCode: status,
  };
  return { state: "failed", operatorPayoutId: transid, failure };
}

export const moovPayout: PayoutAdapter = {
  async send(ctx, request) {
    // Sent once per call: after a time-out the caller asks, then sends again under the same referenceid.
    const answer = await ask(
      ctx,
      MOOV_CASHIN,
      {
        amount: String(request.amount),
        destination: toMsisdn(request.phone),
        referenceid: request.reference,
        remarks: (request.reason || "PayFlow").slice(0, MOOV_REMARKS_MAX),
      },
      false,
    );
    const text = soapField(answer.text, "message") ?? `status ${answer.status}`;
    const refusal = notAnOutcome(answer, text);
    if (refusal) throw refusal;
    const transid = soapField(answer.text, "transid");
    checkReference(answer, request.reference, transid);
    return moovPayoutStatus(answer.status as string, transid, text);
  },

  async payoutStatus(ctx, payout) {
    // No transid: Moov cannot be asked by referenceid (see above); sending again under it is safe.
    if (!payout.operatorPayoutId) return { state: "not_found" };
    const transid = payout.operatorPayoutId;
    const answer = await ask(ctx, MOOV_TRANSACTION_STATUS, { transid }, true);
    const text = soapField(answer.text, "description") ?? `status ${answer.status}`;
    const refusal = notAnOutcome(answer, text);
    if (refusal) throw refusal;
    // Moov gave us this transid: not finding it is a fault to look at, never "not sent".
    if (answer.status === MOOV_PAYOUT_STATUS.notFound) {
      throw new PayoutError(
        "unavailable",
        `Moov does not find its transaction ${transid}`,
        { httpStatus: answer.httpStatus, operatorCode: answer.status },
        { code: "operator_unavailable", message: `Moov Money: ${text}`, operatorCode: answer.status },
      );
    }
    checkReference(answer, payout.reference, transid);
    return moovPayoutStatus(answer.status as string, transid, text);
  },

  // api:getMobileAccountStatus. ASSUMED reading: status 0 is a known subscriber, active when its
  // `subscriberstatus` says ACTIVE and `allowedtransfer` does not say no; 3 and 555 are nobody.
  async accountHolder(ctx, phone): Promise<AccountHolder> {
    const answer = await ask(ctx, MOOV_ACCOUNT_STATUS, { msisdn: toMsisdn(phone) }, true);
    const field = (name: string) => soapField(answer.text, name)?.trim() || null;
    const status = answer.status;
    if (status === MOOV_PAYOUT_STATUS.invalidNumber || status === MOOV_PAYOUT_STATUS.notRegistered)
      return { active: false, name: null };
    const name = [field("firstname"), field("secondname"), field("lastname")].filter(Boolean).join(" ") || null;
    if (status !== MOOV_PAYOUT_STATUS.success) {
      const refusal = notAnOutcome(answer, field("message") ?? `status ${status}`);
      if (refusal) throw refusal;
      // Locked, inactive, cannot receive: a wallet that is there but cannot be paid.
      return { active: false, name };
    }
    const subscriber = (field("subscriberstatus") ?? "").toUpperCase();
    const allowed = (field("allowedtransfer") ?? "true").toLowerCase();
    const active = subscriber === "ACTIVE" && !["false", "0", "n", "no"].includes(allowed);
    return { active, name };
  },
};
