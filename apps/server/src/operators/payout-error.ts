import type { PayoutFailure } from "./payout-types";
import { OperatorError, type OperatorErrorKind } from "./types";

// What a payout adapter throws when the operator did not take a send or a reversal: an
// OperatorError (so anything that reads those reads it), with what the refusal means for the
// payout in PayFlow's words — the operator's code read by its adapter's table.
//
// Its `outcomeUnknown` is wider than a payment's: for money going out, an operator's 5xx or 429
// says nothing about whether it acted (Wave's own rule: 408, 429, 5xx and network errors are
// unknown), and Wave's idempotency-mismatch means a payout already exists under the reference.
// Either way the caller asks `payoutStatus` under the same reference before it decides anything,
// and never sends the beneficiary's money under a new one.

export class PayoutError extends OperatorError {
  readonly failure: PayoutFailure;
  private readonly unknown: boolean;

  constructor(
    kind: OperatorErrorKind,
    message: string,
    details: { httpStatus?: number; operatorCode?: string | null; body?: unknown },
    failure: PayoutFailure,
    unknown: boolean = kind !== "rejected" && kind !== "auth",
  ) {
    super(kind, message, details);
    this.name = "PayoutError";
    this.failure = failure;
    this.unknown = unknown;
  }

  /** True when the operator may have acted: ask `payoutStatus` before anything else. */
  override get outcomeUnknown(): boolean {
    return this.unknown;
  }
}

/**
 * True when, after this error from a payout adapter, the payout may exist at the operator: a
 * time-out, a broken connection, a 5xx or 429, or a PayoutError saying so. Only a refusal (4xx)
 * or refused credentials say it was not taken.
 */
export function payoutOutcomeUnknown(error: unknown): boolean {
  if (error instanceof PayoutError) return error.outcomeUnknown;
  if (error instanceof OperatorError) return error.kind !== "rejected" && error.kind !== "auth";
  // Not the operator's answer at all (a bug, a database error): nobody knows whether it was sent.
  return true;
}
