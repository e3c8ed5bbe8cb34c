import type { OperatorContext } from "./types";

// Money out through an operator (docs/PAYOUTS.md): one interface over MTN's Disbursement
// transfer, Wave's Payout API and the others, beside the collection adapters of types.ts.
// The one rule every method keeps: a payout is never sent twice. Each payout carries a
// reference chosen once, before its first send (MTN's X-Reference-Id, Wave's Idempotency-Key
// and client_reference), and every send and every question about it uses that reference.

import type { PayoutFailureCode } from "@payflow/contracts";

export { PAYOUT_FAILURE_CODES, type PayoutFailureCode } from "@payflow/contracts";

export type PayoutFailure = { code: PayoutFailureCode; message: string; operatorCode: string | null };

export type PayoutRequest = {
  /** PayFlow's payout id (`po_…`): MTN's externalId, Wave's client_reference. */
  payoutId: string;
  /** A UUID v4 chosen once and stored before the first send: MTN's X-Reference-Id, Wave's Idempotency-Key. */
  reference: string;
  /** What the beneficiary receives, integer XOF. */
  amount: number;
  /** The beneficiary's 10 national digits. */
  phone: string;
  name: string | null;
  /** On the beneficiary's receipt (Wave: payment_reason, ≤ 40 characters; MTN: payeeNote). */
  reason: string;
  /** Where the operator posts its notification, when it sends one (MTN's X-Callback-Url). */
  callbackUrl: string;
  /**
   * A refund carried back to a payer: the operator's reference of the payment refunded (MTN's
   * referenceIdToRefund: the request to pay's X-Reference-Id). The operator that has a refund
   * operation uses it; the others pay the payer's number as any payout.
   */
  refundOf?: string | null;
};

/** What PayFlow stored about a payout, handed back to ask about it. */
export type PayoutRef = {
  payoutId: string;
  reference: string;
  /** The operator's own id once it gave one (Wave `pt-…`). */
  operatorPayoutId: string | null;
  /** Set when it was sent as a refund (PayoutRequest.refundOf): asked about as one. */
  refundOf?: string | null;
};

export type PayoutStatus =
  /** The operator has it and has not finished. */
  | { state: "processing"; operatorPayoutId: string | null }
  | { state: "succeeded"; operatorPayoutId: string | null; operatorTransactionId: string | null; fee: number | null }
  | { state: "failed"; operatorPayoutId: string | null; failure: PayoutFailure }
  /** Paid, then taken back (Wave's reversal). */
  | { state: "reversed"; operatorPayoutId: string | null }
  /** The operator has no payout under this reference: it never arrived, so it may be sent. */
  | { state: "not_found" };

export type AccountHolder = {
  /** False: the number has no wallet with this operator, or it cannot receive. */
  active: boolean;
  /** The holder's name as the operator knows it, where it says. */
  name: string | null;
};

export interface PayoutAdapter {
  /**
   * Sends the payout. Safe to repeat with the same reference (the operator answers the first
   * one's outcome, never pays twice). Throws OperatorError: when `outcomeUnknown`, the caller
   * asks `payoutStatus` before anything is sent again.
   */
  send(ctx: OperatorContext, request: PayoutRequest): Promise<PayoutStatus>;
  /** The operator's view of the payout now. Safe to repeat. */
  payoutStatus(ctx: OperatorContext, payout: PayoutRef): Promise<PayoutStatus>;
  /** Who holds a number, where the operator says (MTN's active + basicuserinfo). */
  accountHolder?(ctx: OperatorContext, phone: string): Promise<AccountHolder>;
  /** Takes a paid payout back, where the operator can (Wave, within PAYOUT_REVERSAL_WINDOW_MS). */
  reverse?(ctx: OperatorContext, payout: PayoutRef): Promise<void>;
}
