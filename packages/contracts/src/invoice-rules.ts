// Invoices' rules (docs/INVOICES.md), written once and pure, without zod: the server's contracts
// and services, the dashboard's forms and the certification adapter call them. An invoice
// (`inv_…`) is certified by the tax office's platform and paid in parts through the payments
// engine, so its parts keep the payment bounds (rules.ts); its amounts are invoice-totals.ts's.

import type { ErrorCode } from "./errors";
import {
  computeInvoiceTotals,
  INVOICE_TAX_CODES,
  type InvoiceLineAmounts,
  type InvoiceTotals,
  scaledInteger,
} from "./invoice-totals";
import type { PaymentOperator } from "./payment-rules";
import { PAYMENT_AMOUNT_MAX, PAYMENT_AMOUNT_MIN } from "./rules";

export * from "./invoice-lifecycle";
export * from "./invoice-totals";

/** Who the invoice is for: a business (with its NCC), a consumer, a government body. */
export const INVOICE_TEMPLATES = ["B2B", "B2C", "B2G"] as const;
export type InvoiceTemplate = (typeof INVOICE_TEMPLATES)[number];
export const INVOICE_TEMPLATE_LABELS: Record<InvoiceTemplate, { fr: string; en: string }> = {
  B2B: { fr: "Entreprise (B2B)", en: "Business (B2B)" },
  B2C: { fr: "Particulier (B2C)", en: "Consumer (B2C)" },
  B2G: { fr: "État et collectivités (B2G)", en: "Government body (B2G)" },
};

/** The ways of payment the certification platform knows; "deferred" is payment at term. */
export const FNE_PAYMENT_METHODS = ["cash", "card", "check", "mobile-money", "transfer", "deferred"] as const;
export type FnePaymentMethod = (typeof FNE_PAYMENT_METHODS)[number];

/** The certification platform's word for how a part was paid through PayFlow. */
export function fnePaymentMethodOf(operator: PaymentOperator): FnePaymentMethod {
  return operator === "bank_transfer" ? "transfer" : "mobile-money";
}

/** Where an invoice's certification stands; not_required for a business the tax office does not ask it of. */
export const INVOICE_CERTIFICATION_STATUSES = ["not_required", "pending", "certified", "failed", "held"] as const;
export type InvoiceCertificationStatus = (typeof INVOICE_CERTIFICATION_STATUSES)[number];

/**
 * The most an invoice may total: a hundred payments of the largest payment amount, so that
 * PayFlow can collect it in parts. The least is the smallest payment.
 */
export const INVOICE_TOTAL_MAX = 100 * PAYMENT_AMOUNT_MAX;
export const INVOICE_TOTAL_MIN = PAYMENT_AMOUNT_MIN;

export const INVOICE_LIMITS = {
  lines: 200,
  /** A line's designation (what the tax office's platform keeps of it). */
  description: 255,
  reference: 50,
  unit: 20,
  notes: 2000,
  quantityMax: 1_000_000,
  /** A unit price may exceed one payment (the invoice is paid in parts), never the invoice's maximum. */
  unitPriceMax: INVOICE_TOTAL_MAX,
} as const;

type Refusal = { field: string; code: ErrorCode; params?: Record<string, string> };

/** A quantity: above 0, at most 1,000,000, with at most 3 decimals. */
export function invoiceQuantityError(quantity: number): "invoiceQuantityInvalid" | null {
  const thousandths = scaledInteger(quantity, 3);
  return thousandths !== null && thousandths > 0 && quantity <= INVOICE_LIMITS.quantityMax
    ? null
    : "invoiceQuantityInvalid";
}

/** A unit price excluding tax: a whole number of XOF from 0 (a free line) to the invoice's maximum. */
export function invoiceUnitPriceError(price: number): "invoiceUnitPriceInvalid" | null {
  return Number.isInteger(price) && price >= 0 && price <= INVOICE_LIMITS.unitPriceMax
    ? null
    : "invoiceUnitPriceInvalid";
}

/** A discount: a percentage from 0 to 100 with at most 2 decimals. */
export function invoiceDiscountError(percent: number): "invoiceDiscountInvalid" | null {
  const hundredths = scaledInteger(percent, 2);
  return hundredths !== null && hundredths >= 0 && hundredths <= 10_000 ? null : "invoiceDiscountInvalid";
}

/** A client's taxpayer account number (NCC): 7 digits and an upper-case letter, e.g. 9502363N. */
export const NCC_PATTERN = /^\d{7}[A-Z]$/;

/** An NCC as typed, without spaces, upper-cased (9502363n → 9502363N). */
export function normalizeNcc(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

export function isValidNcc(value: string): boolean {
  return NCC_PATTERN.test(normalizeNcc(value));
}

/** The client's NCC for a template: required for B2B, checked whenever given. */
export function invoiceClientNccError(
  template: InvoiceTemplate,
  ncc: string | null | undefined,
): "invoiceClientNccRequired" | "invoiceClientNccInvalid" | null {
  const value = normalizeNcc(ncc ?? "");
  if (value === "") return template === "B2B" ? "invoiceClientNccRequired" : null;
  return NCC_PATTERN.test(value) ? null : "invoiceClientNccInvalid";
}

export type InvoiceLineInput = InvoiceLineAmounts & {
  description: string;
  reference?: string | null | undefined;
  unit?: string | null | undefined;
};

/** A line's first refusal, its field named as in the request (`quantity`, `unitPrice`…). */
export function invoiceLineError(line: InvoiceLineInput): Refusal | null {
  const description = line.description.trim();
  if (description === "") return { field: "description", code: "fieldRequired" };
  if (description.length > INVOICE_LIMITS.description) return { field: "description", code: "fieldTooLong" };
  const quantity = invoiceQuantityError(line.quantity);
  if (quantity) return { field: "quantity", code: quantity };
  const price = invoiceUnitPriceError(line.unitPrice);
  if (price) return { field: "unitPrice", code: price };
  const discount = invoiceDiscountError(line.discountPercent ?? 0);
  if (discount) return { field: "discountPercent", code: discount };
  if (!(INVOICE_TAX_CODES as readonly string[]).includes(line.taxCode))
    return { field: "taxCode", code: "invoiceTaxCodeUnknown" };
  if ((line.reference ?? "").trim().length > INVOICE_LIMITS.reference)
    return { field: "reference", code: "fieldTooLong" };
  if ((line.unit ?? "").trim().length > INVOICE_LIMITS.unit) return { field: "unit", code: "fieldTooLong" };
  return null;
}

/** A minimum part: a payment amount (100 to 10,000,000 XOF). */
export function invoiceMinimumPartError(amount: number): "invoiceMinimumPartInvalid" | null {
  return Number.isInteger(amount) && amount >= PAYMENT_AMOUNT_MIN && amount <= PAYMENT_AMOUNT_MAX
    ? null
    : "invoiceMinimumPartInvalid";
}

export type InvoiceDraftInput = {
  template: InvoiceTemplate;
  clientNcc?: string | null | undefined;
  lines: readonly InvoiceLineInput[];
  discountPercent?: number | undefined;
  minimumPart?: number | null | undefined;
};

/**
 * A draft as a whole, the first refusal: the client's NCC for its template, 1 to 200 valid lines,
 * the invoice's discount, the minimum part, then the total within what PayFlow can collect
 * (INVOICE_TOTAL_MIN to INVOICE_TOTAL_MAX). Answers the totals when all is well.
 */
export function checkInvoiceDraft(draft: InvoiceDraftInput): { totals: InvoiceTotals } | Refusal {
  const ncc = invoiceClientNccError(draft.template, draft.clientNcc);
  if (ncc) return { field: "clientNcc", code: ncc };
  if (draft.lines.length === 0) return { field: "lines", code: "invoiceLinesRequired" };
  if (draft.lines.length > INVOICE_LIMITS.lines) return { field: "lines", code: "invoiceTooManyLines" };
  for (const [i, line] of draft.lines.entries()) {
    const refused = invoiceLineError(line);
    if (refused) return { ...refused, field: `lines.${i}.${refused.field}` };
  }
  const discount = invoiceDiscountError(draft.discountPercent ?? 0);
  if (discount) return { field: "discountPercent", code: discount };
  if (draft.minimumPart !== null && draft.minimumPart !== undefined) {
    const minimum = invoiceMinimumPartError(draft.minimumPart);
    if (minimum) return { field: "minimumPart", code: minimum };
  }
  const totals = computeInvoiceTotals(draft.lines, draft.discountPercent ?? 0);
  if (totals.totalTtc < INVOICE_TOTAL_MIN || totals.totalTtc > INVOICE_TOTAL_MAX)
    return {
      field: "lines",
      code: "invoiceTotalOutOfRange",
      params: { min: String(INVOICE_TOTAL_MIN), max: String(INVOICE_TOTAL_MAX) },
    };
  return { totals };
}
