import { setTimeout as sleep } from "node:timers/promises";
import { randomToken } from "../lib/ids";
import { outcomeFor, type SandboxOutcome } from "./magic";

// What every sandbox record shares: how a payment attempt turns out, decided once at creation
// from the payer's number and evaluated lazily on every read (so a status read after a restart,
// or on another instance, sees the same truth), unless a person decided first on the payer page.
// The automatic approval stands in for a payer nobody plays: once a person opens the payer page
// of an open attempt, only their choice (or the expiry) settles it, however long they take.

export type Decision = "approve" | "decline";
export type Settled = "succeeded" | "insufficient_funds" | "declined" | "expired";

export type Lifecycle = {
  outcome: SandboxOutcome;
  createdAt: number;
  /** When the automatic outcome applies (ms epoch); null: never (…04). */
  settleAt: number | null;
  expiresAt: number;
  decision: Decision | null;
  decidedAt: number | null;
  /**
   * When a person first opened the payer page while the attempt was open (ms epoch); from then
   * on `settleAt` no longer applies. Absent on records stored before it existed.
   */
  openedAt?: number | null;
  /** A callback was sent (or, for …05, deliberately not): at most one per record. */
  callbackDone: boolean;
  transactionId: string;
};

/** …12: how long after the window the payer's approval comes (PayFlow has expired the payment by then). */
export const LATE_BY_MS = 5_000;
/** …13: how long a slow operator takes to answer each call. */
export const SLOW_ANSWER_MS = 3_000;
/** …14: how long the operator reports a failure before it owns up to the success. */
export const REPORTED_FAILED_FOR_MS = 3_000;

/** …16: the operator transaction id every such attempt is given, so the second is a duplicate. */
export const DUPLICATE_TRANSACTION_ID = "DUPL1CATE016";

/** Test-only header: how many seconds until the attempt expires (tests use a short one). */
export const EXPIRES_IN_HEADER = "x-payflow-sandbox-expires-in-seconds";

export function newLifecycle(
  phone: string | null,
  approvalMs: number,
  defaultExpirySeconds: number,
  expiresIn?: string,
  /** An operator's own test number may decide instead of ours (MTN's sandbox numbers). */
  outcome: SandboxOutcome = outcomeFor(phone),
): Lifecycle {
  const now = Date.now();
  const seconds = expiresIn && /^\d{1,6}$/.test(expiresIn) ? Number(expiresIn) : defaultExpirySeconds;
  const immediate: SandboxOutcome[] = ["succeed_now", "insufficient_funds", "payer_declines", "succeed_callback_lost"];
  // …12: the approval comes after the window PayFlow gives the payer, and the operator's own
  // request stays open until then.
  const late = outcome === "late_success" ? now + seconds * 1000 + LATE_BY_MS : null;
  return {
    outcome,
    createdAt: now,
    settleAt: late ?? (outcome === "never_answers" ? null : immediate.includes(outcome) ? now : now + approvalMs),
    expiresAt: late ? late + 60_000 : now + seconds * 1000,
    decision: null,
    decidedAt: null,
    openedAt: null,
    callbackDone: false,
    transactionId: outcome === "duplicate_transaction_id" ? DUPLICATE_TRANSACTION_ID : randomToken(12).toUpperCase(),
  };
}

/** Whether the automatic outcome applies: it comes in time and nobody is looking at the payer page. */
const automatic = (l: Lifecycle) => l.settleAt !== null && l.settleAt <= l.expiresAt && !l.openedAt;

/** How the attempt stands at `now`: null while the payer has not answered. */
export function settledAs(l: Lifecycle, now = Date.now()): Settled | null {
  if (l.decision) return l.decision === "approve" ? "succeeded" : "declined";
  if (automatic(l) && (l.settleAt as number) <= now) {
    if (l.outcome === "insufficient_funds") return "insufficient_funds";
    if (l.outcome === "payer_declines") return "declined";
    if (l.outcome === "debited_reported_failed") {
      return now < (l.settleAt as number) + REPORTED_FAILED_FOR_MS ? "declined" : "succeeded";
    }
    return "succeeded";
  }
  return l.expiresAt <= now ? "expired" : null;
}

/** When the settled state was reached (for when_completed and the like). */
export function settledAt(l: Lifecycle): number {
  return l.decidedAt ?? (automatic(l) ? (l.settleAt as number) : l.expiresAt);
}

/**
 * A person opened the payer page: an attempt still open now waits for their choice. Null when
 * nothing changes (already settled — the magic numbers settle at creation — or already opened).
 */
export function opened(l: Lifecycle): Lifecycle | null {
  if (l.openedAt || settledAs(l) !== null) return null;
  return { ...l, openedAt: Date.now() };
}

/** A record with its lifecycle changed, or null when `change` leaves it (for `store.update`). */
export function withLife<T extends { life: Lifecycle }>(
  record: T,
  change: (l: Lifecycle) => Lifecycle | null,
): T | null {
  const life = change(record.life);
  return life ? { ...record, life } : null;
}

/** The same attempt as if the payer had decided so: the bodies of …11's and …14's second callbacks. */
export function asDecided(l: Lifecycle, decision: Decision): Lifecycle {
  return { ...l, decision, decidedAt: Date.now() };
}

/**
 * Holds an answer about this attempt as its number asks: a create never in time (…07, after
 * `createHangMs`), every call slowly (…13); any other answer goes at once.
 */
export async function holdAnswer(l: Lifecycle, createHangMs = 0): Promise<void> {
  const ms = l.outcome === "create_times_out" ? createHangMs : l.outcome === "slow_operator" ? SLOW_ANSWER_MS : 0;
  if (ms > 0) await sleep(ms);
}

/** A payer's decision on the page, only while nothing is settled. */
export function decide(l: Lifecycle, decision: Decision): Lifecycle | null {
  if (settledAs(l) !== null) return null;
  return { ...l, decision, decidedAt: Date.now() };
}

/** Whether the callback for a settled attempt is due now (never for …05 or an expiry). */
export function callbackDue(l: Lifecycle): boolean {
  const state = settledAs(l);
  return !l.callbackDone && state !== null && state !== "expired" && l.outcome !== "succeed_callback_lost";
}

/**
 * How long after an outcome's time its timer fires: just enough for the record to read as
 * settled then (a timer's clock and the wall clock may differ by a millisecond). It was 50 ms,
 * which every payment's approval → stored success carried (docs/PAYMENTS.md § What a payment costs).
 */
export const SETTLED_MARGIN_MS = 5;

/** The ms from now until just after the automatic outcome, for the timer that sends its callback. */
export function msUntilSettled(l: Lifecycle): number | null {
  return l.settleAt === null ? null : Math.max(0, l.settleAt - Date.now()) + SETTLED_MARGIN_MS;
}
