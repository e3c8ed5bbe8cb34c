// An invoice's life once written (docs/INVOICES.md): its states and the moves between them, when
// it is overdue, its number, and the parts it is paid in. Pure, without zod.

import type { ErrorCode } from "./errors";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "./rules";

/**
 * draft → open (numbered, sent) → partially_paid → paid, or void. A draft is deleted rather than
 * voided (it has no number yet); once money came in the invoice cannot be voided.
 */
export const INVOICE_STATES = ["draft", "open", "partially_paid", "paid", "void"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

const MOVES: Record<InvoiceState, readonly InvoiceState[]> = {
  draft: ["open"],
  open: ["partially_paid", "paid", "void"],
  partially_paid: ["paid"],
  paid: [],
  void: [],
};

/** The states a state may move to. */
export function invoiceNextStates(from: InvoiceState): readonly InvoiceState[] {
  return MOVES[from];
}

/** Why an invoice may not move from one state to another, or null when it may. */
export function invoiceTransitionError(
  from: InvoiceState,
  to: InvoiceState,
): "invoiceNotDraft" | "invoiceNotPayable" | "invoiceNotVoidable" | "conflict" | null {
  if (MOVES[from].includes(to)) return null;
  if (to === "open") return "invoiceNotDraft";
  if (to === "partially_paid" || to === "paid") return "invoiceNotPayable";
  if (to === "void") return "invoiceNotVoidable";
  return "conflict";
}

/** Only a draft's content (client, lines, discount, due date…) may change. */
export function invoiceEditError(state: InvoiceState): "invoiceNotDraft" | null {
  return state === "draft" ? null : "invoiceNotDraft";
}

/** The state an issued invoice's payments put it in. */
export function invoiceStateOfPayments(total: number, paid: number): "open" | "partially_paid" | "paid" {
  if (paid <= 0) return "open";
  return paid >= total ? "paid" : "partially_paid";
}

/** A due date is a calendar day, YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;

/**
 * Whole UTC days past the due date: 0 on the due day itself and before it (or without a due date,
 * or once the invoice is not waiting for money). An invoice is overdue from the day after its due date.
 */
export function invoiceDaysOverdue(state: InvoiceState, dueDate: string | null, now: Date): number {
  if (dueDate === null || (state !== "open" && state !== "partially_paid")) return 0;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  return Math.max(0, Math.round((today - due) / DAY_MS));
}

/** Whether the invoice shows as overdue: still waiting for money after its due day (UTC). */
export function isInvoiceOverdue(state: InvoiceState, dueDate: string | null, now: Date): boolean {
  return invoiceDaysOverdue(state, dueDate, now) > 0;
}

// Numbering: the company's prefix, then the year and the year's sequence ("FAC-2026-000042"), or
// a running sequence that never restarts ("FAC-000042"). The certification platform gives its
// own number besides (the FNE number); this one is the company's.

export const INVOICE_NUMBERINGS = ["yearly", "running"] as const;
export type InvoiceNumbering = (typeof INVOICE_NUMBERINGS)[number];

/** 1 to 12 characters: an upper-case letter first, then upper-case letters, digits, "-", "/" or ".". */
export const INVOICE_NUMBER_PREFIX_PATTERN = /^[A-Z][A-Z0-9\-/.]{0,11}$/;
/** The sequence is zero-padded to this many digits (and grows past them if ever needed). */
export const INVOICE_SEQUENCE_DIGITS = 6;

export function invoiceNumberPrefixError(prefix: string): "invoiceNumberPrefixInvalid" | null {
  return INVOICE_NUMBER_PREFIX_PATTERN.test(prefix) ? null : "invoiceNumberPrefixInvalid";
}

export type InvoiceNumberParts = { prefix: string; numbering: InvoiceNumbering; year: number; sequence: number };

/** "FAC-" + 2026 + 42 → "FAC-2026-000042" (yearly) or "FAC-000042" (running; the year is not written). */
export function formatInvoiceNumber({ prefix, numbering, year, sequence }: InvoiceNumberParts): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence} is not 1 or more`);
  const digits = String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, "0");
  if (numbering === "running") return `${prefix}${digits}`;
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year ${year} is not 4 digits`);
  return `${prefix}${year}-${digits}`;
}

/**
 * A number read back with its company's prefix and numbering: its year (null for a running
 * sequence) and sequence, or null when it is not a number this company would write.
 */
export function parseInvoiceNumber(
  value: string,
  { prefix, numbering }: { prefix: string; numbering: InvoiceNumbering },
): { year: number | null; sequence: number } | null {
  if (!value.startsWith(prefix)) return null;
  const rest = value.slice(prefix.length);
  const match = numbering === "yearly" ? /^(\d{4})-(\d+)$/.exec(rest) : /^()(\d+)$/.exec(rest);
  if (!match) return null;
  const year = numbering === "yearly" ? Number(match[1]) : null;
  const sequence = Number(match[2]);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || (year !== null && year < 1000)) return null;
  // Only the written form: "FAC-0042" or "FAC-0000042" is not one of ours.
  const canonical = formatInvoiceNumber({ prefix, numbering, year: year ?? 2000, sequence });
  return canonical === value ? { year, sequence } : null;
}

// Parts: an open invoice is paid in one or more payments, each a part of what remains.

export type InvoiceMoney = {
  /** The invoice's TTC. */
  total: number;
  /** What its succeeded parts brought. */
  paid: number;
  /** Parts under way (created, not yet paid nor failed): held back so two payers cannot both pay the rest. */
  pending?: number | undefined;
};

/** What the invoice shows: its total, what was paid, what remains to pay (never below 0). */
export function invoiceAmounts({ total, paid }: InvoiceMoney): { total: number; paid: number; remaining: number } {
  return { total, paid, remaining: Math.max(0, total - paid) };
}

/**
 * A new part's refusal, or null: a payment amount (100 to 10,000,000 XOF), no more than what
 * remains once the parts under way are counted, at least the invoice's minimum part unless it
 * pays exactly all that remains, and never leaving less than 100 XOF (which no payment could
 * carry). A minimum part of null is the smallest payment; one at or above the total means the
 * invoice is paid in one go.
 */
export function invoicePartError(
  invoice: InvoiceMoney & { minimumPart: number | null },
  part: number,
): { code: ErrorCode; params?: Record<string, string> } | null {
  if (!Number.isInteger(part) || part <= 0) return { code: "invalidAmount" };
  const remaining = Math.max(0, invoice.total - invoice.paid - (invoice.pending ?? 0));
  const params = { remaining: String(remaining) };
  if (part > remaining) return { code: "invoicePartExceedsRemaining", params };
  if (part < PAYMENT_AMOUNT_MIN || part > PAYMENT_AMOUNT_MAX) return { code: "amountOutOfRange" };
  if (part === remaining) return null;
  const minimum = Math.max(invoice.minimumPart ?? PAYMENT_AMOUNT_MIN, PAYMENT_AMOUNT_MIN);
  if (part < minimum) return { code: "invoicePartBelowMinimum", params: { ...params, min: String(minimum) } };
  if (remaining - part < PAYMENT_AMOUNT_MIN) return { code: "invoicePartLeavesTooLittle", params };
  return null;
}
