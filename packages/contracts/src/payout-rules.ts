import { PAYMENT_AMOUNT_MAX } from "./rules";

// Money out (docs/PAYOUTS.md): the payout's operators, states, failure codes and the rules the
// form, the bulk upload and the server all apply. Pure, without zod, like payment-rules.ts.

/** Where a payout goes: a mobile money wallet, or a bank account (by a transfer file). */
export const PAYOUT_OPERATORS = ["wave", "orange_money", "mtn_momo", "moov_money", "bank"] as const;
export type PayoutOperator = (typeof PAYOUT_OPERATORS)[number];

/**
 * pending_approval → queued → processing → succeeded | failed; a succeeded one may be reversed
 * (Wave, within its window); cancelled only before it was sent (pending_approval or queued).
 */
export const PAYOUT_STATUSES = [
  "pending_approval",
  "queued",
  "processing",
  "succeeded",
  "failed",
  "reversed",
  "cancelled",
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** States a payout can still be cancelled in: it has not been sent. */
export const CANCELLABLE_PAYOUT_STATUSES: readonly PayoutStatus[] = ["pending_approval", "queued"];

/** How long after it succeeded a payout can be taken back, for the operators that can (Wave: 3 days). */
export const PAYOUT_REVERSAL_WINDOW_MS: Partial<Record<PayoutOperator, number>> = { wave: 3 * 24 * 60 * 60 * 1000 };

/**
 * Whether a payout can be taken back now (docs/PAYOUTS.md § Reversal): succeeded, within its
 * operator's window, and not a refund's (its payer was owed the money).
 */
export function payoutReversible(
  p: { operator: PayoutOperator; status: PayoutStatus; refund: string | null; completedAt: Date | null },
  now = Date.now(),
): boolean {
  const window = PAYOUT_REVERSAL_WINDOW_MS[p.operator];
  if (window === undefined || p.status !== "succeeded" || p.refund !== null || !p.completedAt) return false;
  return now - p.completedAt.getTime() <= window;
}

/** Why a payout failed, the same words whatever the operator (its own code is kept beside). */
export const PAYOUT_FAILURE_CODES = [
  "beneficiary_not_found",
  "beneficiary_not_allowed",
  "beneficiary_limit_reached",
  "insufficient_operator_funds",
  "operator_rejected",
  "operator_unavailable",
  "bank_rejected",
  "payout_failed",
] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

/** The events of a payout and of a batch (webhooks and GET /v1/events). */
export const PAYOUT_EVENT_TYPES = [
  "payout.created",
  "payout.succeeded",
  "payout.failed",
  "payout.reversed",
  "payout.cancelled",
  "payout_batch.completed",
] as const;
export type PayoutEventType = (typeof PAYOUT_EVENT_TYPES)[number];

/** The events about one payout (the batch's comes with batches). */
export const PAYOUT_OBJECT_EVENT_TYPES = [
  "payout.created",
  "payout.succeeded",
  "payout.failed",
  "payout.reversed",
  "payout.cancelled",
] as const satisfies readonly PayoutEventType[];

/** The smallest payout, integer XOF. */
export const PAYOUT_AMOUNT_MIN = 100;
/** The largest payout the platform takes, whatever a company's own limit. */
export const PAYOUT_AMOUNT_MAX = PAYMENT_AMOUNT_MAX;

/**
 * The operator's fee on a payout, in basis points of the amount, reserved with it: Wave's
 * published 1 % on payouts. The others' payout fees are set in each business's contract with
 * the operator; until an operator reports one, none is reserved (docs/PAYOUTS.md § Fees).
 */
export const PAYOUT_FEE_BPS: Record<PayoutOperator, number> = {
  wave: 100,
  orange_money: 0,
  mtn_momo: 0,
  moov_money: 0,
  bank: 0,
};

/** The fee reserved with a payout of this amount: whole XOF, rounded up. */
export function payoutFee(operator: PayoutOperator, amount: number): number {
  return Math.ceil((amount * PAYOUT_FEE_BPS[operator]) / 10_000);
}

export const PAYOUT_TEXT_LIMITS = {
  name: 120,
  reason: 40,
  clientReference: 100,
  bankAccount: 34,
} as const;

/** The most lines a batch takes. */
export const PAYOUT_BATCH_MAX_LINES = 10_000;

/**
 * The layouts of a bank payouts' transfer file (docs/PAYOUTS.md § Bank payouts): one per bank
 * the businesses use, and a generic one. Each bank's columns are assumed from the fields every
 * e-banking template asks for, to be confirmed with the bank at onboarding (docs/OPERATORS.md § Banks).
 */
export const BANK_FILE_FORMATS = ["generic", "cne", "ecobank", "nsia", "sgbc", "boa", "bni"] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];
/** The banks' names, as the screens show them (the generic layout is named in each language). */
export const BANK_FILE_FORMAT_BANKS: Record<Exclude<BankFileFormat, "generic">, string> = {
  cne: "CNE",
  ecobank: "Ecobank",
  nsia: "NSIA Banque",
  sgbc: "Société Générale (SGBC)",
  boa: "Bank of Africa (BOA)",
  bni: "BNI",
};

/** A company's payout rules before it sets its own (Settings). */
export const DEFAULT_PAYOUT_SETTINGS = {
  /** A payout (or a batch's total) of at least this much waits for a second person's approval. */
  approvalThreshold: 500_000,
  perPayoutLimit: 2_000_000,
  perBeneficiaryDailyLimit: 2_000_000,
  companyDailyLimit: 50_000_000,
  /** The layout of its bank's transfer file. */
  bankFileFormat: "generic",
} as const;
