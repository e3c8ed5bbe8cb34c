import type { PaymentOperator } from "@payflow/contracts";

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
