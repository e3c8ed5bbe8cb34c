import type { PaymentFailureCode } from "@payflow/contracts";

// MTN MoMo Open API, Collections (docs/OPERATORS.md).

/**
 * MTN's published RequestToPayResult statuses are PENDING, SUCCESSFUL and FAILED (the cause in
 * `reason`); CREATED is seen while pending. REJECTED and TIMEOUT appear in older readings and
 * are still understood when read.
 */
export type MtnStatus = "PENDING" | "SUCCESSFUL" | "FAILED" | "CREATED" | "REJECTED" | "TIMEOUT";
/** `reason` comes as the ErrorReason code, or as `{ code, message }` in some versions. */
export type MtnReason = string | { code?: string; message?: string };

export type MtnRequestToPay = {
  financialTransactionId?: string;
  externalId: string;
  amount: string;
  currency: string;
  payer: { partyIdType: "MSISDN"; partyId: string };
  payerMessage: string;
  payeeNote: string;
  status: MtnStatus;
  reason?: MtnReason;
};

export const MTN_TEXT_MAX = 160;

/** MTN's failure reasons, normalised for PayFlow. */
export const MTN_REASONS: Record<string, PaymentFailureCode> = {
  PAYER_NOT_FOUND: "payer_not_found",
  NOT_ENOUGH_FUNDS: "insufficient_funds",
  PAYER_LIMIT_REACHED: "limit_exceeded",
  APPROVAL_REJECTED: "payer_declined",
  EXPIRED: "expired",
  TRANSACTION_CANCELED: "cancelled",
  INTERNAL_PROCESSING_ERROR: "operator_unavailable",
  SERVICE_UNAVAILABLE: "operator_unavailable",
  COULD_NOT_PERFORM_TRANSACTION: "payment_failed",
  INVALID_CURRENCY: "operator_rejected",
};

export const MTN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
