import type { PayoutFailureCode } from "../payout-types";

// Moov Money payouts on the SOAP merchant API of Moov Africa Bénin (docs/OPERATORS.md, Payouts ›
// Moov), shared by the payout adapter and the sandbox. As for collections (wire.ts), no Côte
// d'Ivoire endpoint is published: the operations and codes are Bénin's, and what the codes mean
// for a payout is PayFlow's reading, to confirm with Moov at onboarding.
//
// ASSUMPTION (Moov documents no idempotency): a cashintrans under a `referenceid` already used
// is answered the first transaction (its status and transid), never a second transfer — the
// sandbox does so. There is no search by referenceid either: a send whose answer was lost is
// found by sending it again under the same referenceid.

/** api:cashintrans `<request>{amount, destination, referenceid, remarks}` → `return {message, referenceid, status, transid}`. */
export const MOOV_CASHIN = "cashintrans";
/** api:getTransactionStatus `<request>{transid}` → `response {description, referenceid, status}`. */
export const MOOV_TRANSACTION_STATUS = "getTransactionStatus";
/** api:getMobileAccountStatus `<request>{msisdn}` → `return {…, firstname, lastname, status, subscriberstatus, allowedtransfer}`. */
export const MOOV_ACCOUNT_STATUS = "getMobileAccountStatus";

/** `remarks` is shown to the beneficiary: cut to this length, as the collection's push message (assumed). */
export const MOOV_REMARKS_MAX = 100;

export const MOOV_PAYOUT_STATUS = {
  success: "0",
  invalidNumber: "3",
  cannotReceive: "6",
  locked: "7",
  merchantFundsShort: "8",
  inactive: "9",
  insufficientFunds: "10",
  incompleteParameters: "91",
  notFound: "94",
  failed: "95",
  internal: "99",
  internalOther: "-1",
  pending: "100",
  notRegistered: "555",
} as const;

/**
 * Moov's status codes read for a payout. The payer is the business's own merchant account: its
 * funds (8, 10) and its sender limits (19, 20) are not the beneficiary's doing; the amount's
 * bounds (11, 12) are the business's to change. Reading 13–18 as the beneficiary's limits is
 * an assumption (Moov's table does not say whose). Any code not here is `payout_failed`.
 */
export const MOOV_PAYOUT_FAILURES: Record<string, PayoutFailureCode> = {
  "1": "operator_rejected",
  "2": "operator_rejected",
  "3": "beneficiary_not_found",
  "4": "operator_rejected",
  "6": "beneficiary_not_allowed",
  "7": "beneficiary_not_allowed",
  "8": "insufficient_operator_funds",
  "9": "beneficiary_not_allowed",
  "10": "insufficient_operator_funds",
  "11": "operator_rejected",
  "12": "operator_rejected",
  "13": "beneficiary_limit_reached",
  "14": "beneficiary_limit_reached",
  "15": "beneficiary_limit_reached",
  "16": "beneficiary_limit_reached",
  "17": "beneficiary_limit_reached",
  "18": "beneficiary_limit_reached",
  "19": "operator_rejected",
  "20": "operator_rejected",
  "91": "operator_rejected",
  "95": "payout_failed",
  "99": "operator_unavailable",
  "-1": "operator_unavailable",
  "555": "beneficiary_not_found",
};

/** Codes that refuse the request rather than end a transfer: thrown, never a payout's outcome. */
export const MOOV_REQUEST_REFUSALS = new Set(["91"]);
/** Moov's internal errors: whether it acted is unknown. */
export const MOOV_INTERNAL_ERRORS = new Set(["99", "-1"]);
