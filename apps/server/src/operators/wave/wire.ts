import type { PaymentFailureCode } from "@payflow/contracts";

// Wave Checkout API wire format (docs/OPERATORS.md), shared by the adapter
// and the sandbox so both speak exactly the same words.

export type WaveCheckoutStatus = "open" | "complete" | "expired";
export type WavePaymentStatus = "processing" | "cancelled" | "succeeded";

export type WaveSession = {
  id: string;
  amount: string;
  currency: string;
  client_reference: string | null;
  business_name: string;
  checkout_status: WaveCheckoutStatus;
  payment_status: WavePaymentStatus;
  last_payment_error: { code: string; message: string } | null;
  transaction_id: string | null;
  success_url: string;
  error_url: string;
  wave_launch_url: string;
  when_created: string;
  when_expires: string;
  when_completed: string | null;
};

export type WaveEvent = { id: string; type: string; data: WaveSession };

/** Fields a create request may carry; Wave refuses any other. */
export const WAVE_CREATE_FIELDS = [
  "amount",
  "currency",
  "success_url",
  "error_url",
  "client_reference",
  "restrict_payer_mobile",
  "aggregated_merchant_id",
] as const;

/** Wave's failure codes (docs/OPERATORS.md), normalised for PayFlow. */
export const WAVE_FAILURES: Record<string, PaymentFailureCode> = {
  "insufficient-funds": "insufficient_funds",
  "blocked-account": "account_blocked",
  "payer-mobile-mismatch": "payer_mismatch",
  "cross-border-payment-not-allowed": "operator_rejected",
  "customer-age-restricted": "operator_rejected",
  "kyb-limits-exceeded": "limit_exceeded",
  "payment-failure": "payment_failed",
};

/** The header Wave signs its webhooks with. */
export const WAVE_SIGNATURE_HEADER = "wave-signature";
/** Webhooks older (or newer) than this are refused. */
export const WAVE_SIGNATURE_TOLERANCE_SECONDS = 300;
