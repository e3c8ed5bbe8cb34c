import type { PayoutFailureCode } from "../payout-types";
import type { MtnReason, MtnStatus } from "./wire";

// MTN MoMo Open API, Disbursements (docs/OPERATORS.md, Payouts), shared by the payout adapter
// and the sandbox: the transfer as MTN shows it, and its reasons in PayFlow's words.

/** GET /disbursement/v1_0/transfer/{referenceId}: `financialTransactionId` and `reason` only once final. */
export type MtnTransfer = {
  amount: string;
  currency: string;
  financialTransactionId?: string;
  externalId: string;
  payee: { partyIdType: "MSISDN"; partyId: string };
  payerMessage: string;
  payeeNote: string;
  status: MtnStatus;
  reason?: MtnReason;
};

/**
 * A transfer's reasons (MTN's ErrorReason), read for a payout. The payer is the business's own
 * disbursement account: its funds or its limit are not the beneficiary's doing.
 */
export const MTN_PAYOUT_REASONS: Record<string, PayoutFailureCode> = {
  PAYEE_NOT_FOUND: "beneficiary_not_found",
  PAYEE_NOT_ALLOWED_TO_RECEIVE: "beneficiary_not_allowed",
  NOT_ENOUGH_FUNDS: "insufficient_operator_funds",
  PAYER_LIMIT_REACHED: "operator_rejected",
  PAYER_NOT_FOUND: "operator_rejected",
  NOT_ALLOWED: "operator_rejected",
  NOT_ALLOWED_TARGET_ENVIRONMENT: "operator_rejected",
  INVALID_CALLBACK_URL_HOST: "operator_rejected",
  INVALID_CURRENCY: "operator_rejected",
  SERVICE_UNAVAILABLE: "operator_unavailable",
  INTERNAL_PROCESSING_ERROR: "operator_unavailable",
};

/**
 * The codes MTN answers a transfer with under a 500 that are refusals of our request (its
 * table puts them there), not an outage: sending again would be refused again.
 */
export const MTN_REFUSALS_UNDER_500 = new Set([
  "NOT_ALLOWED",
  "NOT_ALLOWED_TARGET_ENVIRONMENT",
  "INVALID_CALLBACK_URL_HOST",
  "INVALID_CURRENCY",
]);
