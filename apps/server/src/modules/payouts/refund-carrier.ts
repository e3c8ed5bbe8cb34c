import { payoutFee, type RefundByPayoutOperator } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import { recordPayoutEvent } from "./events";
import { insertPayout, type PayoutRow } from "./queries";
import { checkRefundFunds, lockPayouts } from "./rules";
import { newPayout } from "./service";

// A refund carried back to its payer by a payout (docs/PAYOUTS.md § Refunds through a payout):
// MTN's refund operation, or a payout to the Orange or Moov payer's number. The payments engine
// decides the refund and calls this in its transaction; the payout is queued at once — the
// business already decided, with the refund's own capability, so neither the approval threshold
// nor the payout limits apply — with its funds checked and reserved as any payout's. Its end
// settles the refund through the follower the sender is given (RefundFollower), in the end's
// own transaction.

export type CarriedRefund = {
  refundId: string;
  /** The payment refunded: its money still pending is drawn on first. */
  paymentId: string;
  /** The payout's id, chosen by the caller: the refund names it too. */
  payoutId: string;
  /** Which operators carry refunds is the contracts' rule (operatorRefundWay). */
  operator: RefundByPayoutOperator;
  /** The payer's 10 national digits, as the operator stands behind them or an approver confirmed (docs/PAYMENTS.md § Refunds). */
  phone: string;
  amount: number;
  /** What the payer's receipt says. */
  reason: string;
  /** The operator's reference of the payment refunded (MTN's referenceIdToRefund). */
  refundOf: string | null;
  /** The person refunding (null through an API key). */
  userId: string | null;
  apiKeyId: string | null;
};

/** What the sender does once a refund's payout has ended, in the same transaction as that end. */
export type RefundFollower = (tx: Tx, payout: PayoutRow, outcome: "succeeded" | "failed") => Promise<void>;

/**
 * Queues the payout carrying a refund; refuses with refundNotCovered when the payment's money
 * still pending and the wallet's available balance cannot cover it.
 */
export async function carryRefund(tx: Tx, scope: Scope, refund: CarriedRefund): Promise<PayoutRow> {
  const fee = payoutFee(refund.operator, refund.amount);
  await lockPayouts(tx, scope);
  await checkRefundFunds(tx, scope, {
    paymentId: refund.paymentId,
    operator: refund.operator,
    amount: refund.amount,
    need: refund.amount + fee,
  });
  const now = new Date();
  const row = await insertPayout(tx, {
    ...newPayout(
      scope,
      { userId: refund.userId, apiKeyId: refund.apiKeyId },
      {
        amount: refund.amount,
        fee,
        who: { operator: refund.operator, phone: refund.phone, bankAccount: null, name: null },
        reason: refund.reason,
        approvalRequired: false,
        now,
      },
    ),
    id: refund.payoutId,
    refundId: refund.refundId,
    refundOf: refund.refundOf,
    metadata: {},
  });
  await recordPayoutEvent(tx, row, "payout.created", now);
  return row;
}
