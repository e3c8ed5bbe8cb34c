import { PAYOUT_REVERSAL_WINDOW_MS } from "@payflow/contracts";
import type { PayoutFailureCode } from "../payout-types";

// Wave's Payout API wire format (docs/OPERATORS.md, Payouts), shared by the payout adapter and
// the sandbox so both speak exactly the same words.

export type WavePayoutStatus = "processing" | "succeeded" | "failed" | "reversed";

/** The payout object Wave answers a send, a read and a search with. */
export type WavePayout = {
  /** `pt-…`, at most 20 characters. */
  id: string;
  currency: string;
  /** What the recipient receives, a string of digits (net of Wave's fee). */
  receive_amount: string;
  /** What Wave takes on top from the business's wallet, a string of digits. */
  fee: string;
  mobile: string;
  name?: string;
  national_id?: string;
  client_reference?: string;
  payment_reason?: string;
  status: WavePayoutStatus;
  payout_error?: { error_code: string; error_message?: string };
  /** When it was submitted, UTC (`2022-06-20T17:17:11Z`): a reversal is possible for 3 days from it. */
  timestamp: string;
  aggregated_merchant_id?: string;
};

/** Fields a payout request may carry; Wave refuses any other. */
export const WAVE_PAYOUT_FIELDS = [
  "currency",
  "receive_amount",
  "mobile",
  "name",
  "national_id",
  "payment_reason",
  "client_reference",
  "aggregated_merchant_id",
] as const;

/** `payment_reason` is printed on the recipient's receipt, at most this long. */
export const WAVE_PAYMENT_REASON_MAX = 40;
/** How long after its `timestamp` a payout can be reversed (the contracts' window for Wave). */
export const WAVE_REVERSAL_WINDOW_MS = PAYOUT_REVERSAL_WINDOW_MS.wave as number;
/** The header every POST of the Payout API must carry (at most 255 characters). */
export const WAVE_IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * Wave's payout error codes (a failed payout's `payout_error.error_code`, or a refused request's
 * `code`), normalised for PayFlow; any other is `payout_failed`.
 */
export const WAVE_PAYOUT_FAILURES: Record<string, PayoutFailureCode> = {
  "recipient-account-blocked": "beneficiary_not_allowed",
  "recipient-account-inactive": "beneficiary_not_allowed",
  "recipient-minor": "beneficiary_not_allowed",
  "recipient-limit-exceeded": "beneficiary_limit_reached",
  "insufficient-funds": "insufficient_operator_funds",
  "country-mismatch": "operator_rejected",
  "currency-mismatch": "operator_rejected",
  "idempotency-mismatch": "operator_rejected",
  "invalid-aggregated-merchant-id": "operator_rejected",
  "aggregated-merchant-required": "operator_rejected",
  "request-validation-error": "operator_rejected",
  "request-not-json": "operator_rejected",
  "request-parsing-error": "operator_rejected",
  "internal-server-error": "operator_unavailable",
  "service-unavailable": "operator_unavailable",
  "too-many-requests": "operator_unavailable",
};
