// Payment links' rules (docs/API.md § Payment links), written once and pure, without zod: the
// server's contracts and services and the payer's page call them. A link's amounts are payment
// amounts, so they keep the payment bounds (rules.ts); nothing here repeats them.

import type { ErrorCode } from "./errors";
import { normalizePayerPhone } from "./payment-rules";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "./rules";
import { isValidEmail, normalizeEmail } from "./validation";

/** A link's events (webhooks and GET /v1/events), each carrying the link as it was right after the change. */
export const PAYMENT_LINK_EVENT_TYPES = [
  "payment_link.created",
  "payment_link.updated",
  "payment_link.deactivated",
] as const;
export type PaymentLinkEventType = (typeof PAYMENT_LINK_EVENT_TYPES)[number];

/** A link's public address is /l/<slug>: lower-case letters, digits and hyphens. */
export const PAYMENT_LINK_SLUG_PATTERN = /^[a-z0-9-]{3,40}$/;

/**
 * Slugs that would read as one of PayFlow's own addresses or words (its routes, its pages):
 * refused, so a link never looks like PayFlow's login or API to a payer.
 */
export const RESERVED_PAYMENT_LINK_SLUGS: readonly string[] = [
  "api",
  "v1",
  "v2",
  "pay",
  "l",
  "dashboard",
  "login",
  "logout",
  "register",
  "signin",
  "sign-in",
  "signup",
  "sign-up",
  "docs",
  "sandbox",
  "callbacks",
  "health",
  "metrics",
  "assets",
  "static",
  "public",
  "portal",
  "checkout",
  "auth",
  "admin",
  "settings",
  "support",
  "help",
  "reset-password",
  "forgot-password",
  "payflow",
  "openapi",
  "www",
];

/** Why a slug is refused, or null when it may be used: reserved first ("l" or "v1" is PayFlow's, not too short). */
export function paymentLinkSlugError(slug: string): "paymentLinkSlugInvalid" | "paymentLinkSlugReserved" | null {
  if (RESERVED_PAYMENT_LINK_SLUGS.includes(slug)) return "paymentLinkSlugReserved";
  return PAYMENT_LINK_SLUG_PATTERN.test(slug) ? null : "paymentLinkSlugInvalid";
}

/** A link's picture and return address: an http(s) address without spaces. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

export const PAYMENT_LINK_AMOUNT_TYPES = ["fixed", "payer_chooses"] as const;
export type PaymentLinkAmountType = (typeof PAYMENT_LINK_AMOUNT_TYPES)[number];

/** What a link asks of its payer, per question. */
export const PAYMENT_LINK_FIELD_MODES = ["off", "optional", "required"] as const;
export type PaymentLinkFieldMode = (typeof PAYMENT_LINK_FIELD_MODES)[number];
/** The questions a link may ask: the payer's name, phone, email and a free note. */
export const PAYMENT_LINK_FIELDS = ["name", "phone", "email", "note"] as const;
export type PaymentLinkField = (typeof PAYMENT_LINK_FIELDS)[number];
export type PaymentLinkFields = Record<PaymentLinkField, PaymentLinkFieldMode>;
export const NO_PAYMENT_LINK_FIELDS: PaymentLinkFields = { name: "off", phone: "off", email: "off", note: "off" };

export const PAYMENT_LINK_LIMITS = {
  title: 100,
  description: 1000,
  noteLabel: 80,
  successMessage: 500,
  suggestedAmounts: 6,
  /** The most a payer may buy at once of a fixed-amount link with quantities. */
  quantityMax: 1000,
  maxPayments: 1_000_000,
  answerName: 100,
  answerEmail: 254,
  answerNote: 500,
} as const;

/** A link's amounts, as created or after an edit. */
export type PaymentLinkAmounts = {
  amountType: PaymentLinkAmountType;
  amount: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  suggestedAmounts: readonly number[];
  quantityMax: number | null;
};

/**
 * The link's amounts together (each one already within the payment bounds): a fixed link has an
 * amount, and with quantities its largest total is still a payment amount; a link whose payer
 * chooses has no amount nor quantities, min ≤ max, and its suggestions lie between them.
 */
export function paymentLinkAmountsError(a: PaymentLinkAmounts): { field: string; code: ErrorCode } | null {
  if (a.amountType === "fixed") {
    if (a.amount === null) return { field: "amount", code: "paymentLinkAmountsInvalid" };
    if (a.minAmount !== null) return { field: "minAmount", code: "paymentLinkAmountsInvalid" };
    if (a.maxAmount !== null) return { field: "maxAmount", code: "paymentLinkAmountsInvalid" };
    if (a.suggestedAmounts.length > 0) return { field: "suggestedAmounts", code: "paymentLinkAmountsInvalid" };
    if (a.quantityMax !== null && a.amount * a.quantityMax > PAYMENT_AMOUNT_MAX)
      return { field: "quantityMax", code: "paymentLinkAmountsInvalid" };
    return null;
  }
  if (a.amount !== null) return { field: "amount", code: "paymentLinkAmountsInvalid" };
  if (a.quantityMax !== null) return { field: "quantityMax", code: "paymentLinkAmountsInvalid" };
  const { min, max } = payerBounds(a);
  if (min > max) return { field: "minAmount", code: "paymentLinkAmountsInvalid" };
  if (a.suggestedAmounts.some((s) => s < min || s > max))
    return { field: "suggestedAmounts", code: "paymentLinkAmountsInvalid" };
  return null;
}

/** The amounts a payer may choose: the link's bounds, else the payment bounds. */
export function payerBounds(a: Pick<PaymentLinkAmounts, "minAmount" | "maxAmount">): { min: number; max: number } {
  return { min: a.minAmount ?? PAYMENT_AMOUNT_MIN, max: a.maxAmount ?? PAYMENT_AMOUNT_MAX };
}

/**
 * The amount a payer's visit pays, or why it is refused: a fixed link's amount times the
 * quantity (1 unless the link sells quantities; an amount sent must be exactly that), or the
 * payer's own amount within the link's bounds.
 */
export function paymentLinkVisitAmount(
  link: PaymentLinkAmounts,
  visit: { amount?: number | undefined; quantity?: number | undefined },
): { amount: number; quantity: number | null } | { field: string; code: ErrorCode; params?: Record<string, string> } {
  if (link.amountType === "fixed") {
    const quantity = visit.quantity ?? 1;
    if (quantity < 1 || quantity > (link.quantityMax ?? 1))
      return { field: "quantity", code: "paymentLinkQuantityInvalid" };
    const amount = (link.amount as number) * quantity;
    if (visit.amount !== undefined && visit.amount !== amount)
      return { field: "amount", code: "paymentLinkAmountMismatch" };
    return { amount, quantity: link.quantityMax === null ? null : quantity };
  }
  if (visit.quantity !== undefined) return { field: "quantity", code: "paymentLinkQuantityInvalid" };
  if (visit.amount === undefined) return { field: "amount", code: "fieldRequired" };
  const { min, max } = payerBounds(link);
  if (visit.amount < min || visit.amount > max)
    return { field: "amount", code: "paymentLinkAmountOutOfRange", params: { min: String(min), max: String(max) } };
  return { amount: visit.amount, quantity: null };
}

/** A payer's answers to the link's questions (absent or blank: not answered). */
export type PaymentLinkAnswers = Partial<Record<PaymentLinkField, string>>;

/**
 * The payer's answers as they are kept (the phone as its 10 digits, the email lower-cased,
 * nothing for a question the link does not ask), or the first refusal: a required question not
 * answered, a phone or an email that is not one.
 */
export function paymentLinkAnswers(
  fields: PaymentLinkFields,
  answers: PaymentLinkAnswers,
): { answers: PaymentLinkAnswers } | { field: string; code: ErrorCode } {
  const kept: PaymentLinkAnswers = {};
  for (const field of PAYMENT_LINK_FIELDS) {
    const value = answers[field]?.trim() ?? "";
    if (fields[field] === "off") continue;
    if (value === "") {
      if (fields[field] === "required") return { field: `answers.${field}`, code: "paymentLinkAnswerRequired" };
      continue;
    }
    if (field === "phone") {
      const phone = normalizePayerPhone(value);
      if (!phone) return { field: "answers.phone", code: "invalidPhone" };
      kept.phone = phone;
    } else if (field === "email") {
      if (!isValidEmail(value)) return { field: "answers.email", code: "invalidEmail" };
      kept.email = normalizeEmail(value);
    } else kept[field] = value;
  }
  return { answers: kept };
}
