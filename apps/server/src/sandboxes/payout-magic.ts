import { setTimeout as sleep } from "node:timers/promises";
import { randomToken } from "../lib/ids";
import { SETTLED_MARGIN_MS } from "./lifecycle";

// The sandboxes' magic beneficiary numbers for payouts (docs/OPERATORS.md, Magic payout
// numbers), the same for every operator and any prefix: the last two digits of a number ending in
// 000000xx decide, as the payer numbers do for payments (magic.ts), with a table of their own —
// a payout has a beneficiary who receives, not a payer who approves.
//
// Like a payment's lifecycle, a payout's outcome is decided once when the operator takes it and
// evaluated on every read, so every instance, and a read after a restart, sees the same truth.

export type PayoutOutcome =
  /** …01: paid at once. */
  | "paid_now"
  /** …02: the beneficiary has no wallet (MTN PAYEE_NOT_FOUND, Wave recipient-account-inactive). */
  | "beneficiary_not_found"
  /** …03: the beneficiary's wallet cannot receive (MTN PAYEE_NOT_ALLOWED_TO_RECEIVE, Wave recipient-account-blocked). */
  | "beneficiary_blocked"
  /** …04: taken, and processing for ever. */
  | "processing_forever"
  /** …06: the operator answers 500 to the send; nothing is recorded. */
  | "send_fails"
  /** …07: recorded, then paid after the delay, but the send's answer comes too late for the caller. */
  | "send_times_out"
  /** …08: the business's own account at the operator lacks the funds (MTN NOT_ENOUGH_FUNDS, Wave insufficient-funds). */
  | "insufficient_funds"
  /** Any other number: processing, then paid after the sandbox's approval delay. */
  | "paid_after_delay";

const MAGIC: Record<string, PayoutOutcome> = {
  "01": "paid_now",
  "02": "beneficiary_not_found",
  "03": "beneficiary_blocked",
  "04": "processing_forever",
  "06": "send_fails",
  "07": "send_times_out",
  "08": "insufficient_funds",
};

/** The outcome for a beneficiary's number, given as 10 national digits, +225…, 225… or E.164. */
export function payoutOutcomeFor(phone: string): PayoutOutcome {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  if (national.length === 10 && national.slice(2, 8) === "000000")
    return MAGIC[national.slice(8)] ?? "paid_after_delay";
  return "paid_after_delay";
}

export type PayoutState =
  | "processing"
  | "paid"
  | "beneficiary_not_found"
  | "beneficiary_blocked"
  | "insufficient_funds";

/** What a payout record keeps of its course (the operator-specific record holds it as `life`). */
export type PayoutLife = {
  outcome: PayoutOutcome;
  createdAt: number;
  /** When the outcome applies (ms epoch); null: never (…04). */
  settleAt: number | null;
  /** Its callback was sent (MTN): at most one per record. */
  callbackDone: boolean;
  /** The operator's transaction id once paid. */
  transactionId: string;
};

const AT_ONCE: PayoutOutcome[] = ["paid_now", "beneficiary_not_found", "beneficiary_blocked", "insufficient_funds"];

export function newPayoutLife(
  phone: string,
  delayMs: number,
  /** An operator's own test number may decide instead (MTN's number without a wallet). */
  outcome: PayoutOutcome = payoutOutcomeFor(phone),
): PayoutLife {
  const now = Date.now();
  return {
    outcome,
    createdAt: now,
    settleAt: outcome === "processing_forever" ? null : AT_ONCE.includes(outcome) ? now : now + delayMs,
    callbackDone: false,
    transactionId: randomToken(12).toUpperCase(),
  };
}

/** How the payout stands at `now`. */
export function payoutStateOf(l: PayoutLife, now = Date.now()): PayoutState {
  if (l.settleAt === null || l.settleAt > now) return "processing";
  if (l.outcome === "beneficiary_not_found" || l.outcome === "beneficiary_blocked") return l.outcome;
  if (l.outcome === "insufficient_funds") return l.outcome;
  return "paid";
}

/** The ms from now until just after the outcome applies, for the timer that sends its callback; null: never. */
export const msUntilPayoutSettled = (l: PayoutLife): number | null =>
  l.settleAt === null ? null : Math.max(0, l.settleAt - Date.now()) + SETTLED_MARGIN_MS;

/** Holds the answer to the send that recorded a …07 payout past any caller's time limit. */
export async function holdPayoutAnswer(l: PayoutLife, hangMs: number): Promise<void> {
  if (l.outcome === "send_times_out" && hangMs > 0) await sleep(hangMs);
}

/** The magic numbers under which the beneficiary's wallet is not there to be paid (the account-holder checks). */
export const beneficiaryCannotReceive = (phone: string) => {
  const outcome = payoutOutcomeFor(phone);
  return outcome === "beneficiary_not_found" || outcome === "beneficiary_blocked";
};
