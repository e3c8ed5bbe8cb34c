import type { Language } from "@payflow/contracts/constants";
import { PAYMENT_OPERATOR_NAMES, type PaymentOperator } from "@payflow/contracts/payment-rules";
import type { PayTexts } from "./texts";

// How the payer's page words what it shows: texts with their {{placeholders}} filled, the
// operators' names, amounts, and the addresses it lets a payer leave for.

/** A text with its {{placeholders}} filled; one without a value stays as written. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "One more try is possible." / "2 more tries are possible.", by the language's plural rules. */
export function attemptsLeft(w: PayTexts, language: Language, count: number): string {
  const one = new Intl.PluralRules(language).select(count) === "one";
  return fill(one ? w.retry.attemptsLeft_one : w.retry.attemptsLeft_other, { count });
}

/** How a payer reads an operator: the brand names as they are, the bank transfer in their language. */
export function operatorName(w: PayTexts, operator: PaymentOperator): string {
  return operator === "bank_transfer" ? w.bankTransfer : PAYMENT_OPERATOR_NAMES[operator];
}

/** An amount or a number inside a sentence, kept on one line ("12 500 FCFA" never splits). */
export function unbroken(value: string): string {
  return value.replace(/ /g, "\u00a0");
}

/** Only web addresses leave this page (operator pages, the merchant's return URL, the sandbox phone). */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The server's QR code, shown only as an SVG image (an <img> never runs what it contains). */
export function svgDataUrl(value: string | null): string | null {
  return value?.startsWith("data:image/svg+xml") ? value : null;
}
