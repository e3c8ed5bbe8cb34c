import { isMobilePaymentOperator, type PaymentOperator } from "@payflow/contracts";

// When reconciliation next asks the operator about a pending payment: soon at first, then less
// and less often (a lost callback is usually found within seconds), never later than a moment
// after the payment expires, so an expiry is seen promptly. Bank transfers and payments whose
// payer has not chosen yet have no operator to ask: they are looked at when they expire.

const DELAYS_SECONDS = [5, 10, 20, 30, 60, 120, 300];
const AFTER_EXPIRY_SECONDS = 5;

export function nextCheckAfter(
  checks: number,
  now: Date,
  expiresAt: Date | null,
  operator: PaymentOperator | null,
): Date {
  const atExpiry = expiresAt ? expiresAt.getTime() + AFTER_EXPIRY_SECONDS * 1000 : Number.POSITIVE_INFINITY;
  if (!operator || operator === "bank_transfer") return new Date(Number.isFinite(atExpiry) ? atExpiry : now.getTime());
  const delay = DELAYS_SECONDS[Math.min(checks, DELAYS_SECONDS.length - 1)] as number;
  return new Date(Math.min(now.getTime() + delay * 1000, Math.max(atExpiry, now.getTime() + 1000)));
}

/**
 * A payment PayFlow cancelled or expired while the operator's request was still open (MTN,
 * Orange and Moov have no cancel) is followed until the operator's word is final — a success
 * then is a late success, never dropped — on the same growing intervals, for this long after
 * the payment's own expiry at most (every operator's request has ended long before).
 */
export const FOLLOW_UP_HOURS = 24;

export function followUpAfter(checks: number, now: Date): Date {
  const delay = DELAYS_SECONDS[Math.min(checks, DELAYS_SECONDS.length - 1)] as number;
  return new Date(now.getTime() + delay * 1000);
}

/** Whether a stopped payment is still worth asking about at `now`. */
export function withinFollowUp(payment: { expiresAt: Date | null; createdAt: Date }, now: Date): boolean {
  const from = (payment.expiresAt ?? payment.createdAt).getTime();
  return now.getTime() <= from + FOLLOW_UP_HOURS * 3600_000;
}

/** Whether an operator was asked to collect the payment, so its request may still be paid. */
export function operatorRequestOpen(payment: { operator: string | null; operatorAttemptId: string | null }): boolean {
  return payment.operator !== null && isMobilePaymentOperator(payment.operator) && payment.operatorAttemptId !== null;
}
