import type { InvoiceCertificationStatus, InvoiceState, InvoiceTaxCode } from "@payflow/contracts/invoice-rules";
import { INVOICE_TAXES } from "@payflow/contracts/invoice-totals";

// How the list, the cards and the detail show an invoice the same way: its address, its state's
// and certification's colours (light badges, whose text app/theme.ts keeps at AA contrast), its
// tax codes' words.

export const invoicePath = (id: string) => `/dashboard/invoices/${encodeURIComponent(id)}`;
export const invoiceEditPath = (id: string) => `${invoicePath(id)}/edit`;

export const STATE_COLOR: Record<InvoiceState, string> = {
  draft: "gray",
  open: "blue",
  partially_paid: "yellow",
  paid: "teal",
  void: "red",
};

/** Certified green; waiting yellow; refused or held orange, which the detail offers to try again. */
export const CERTIFICATION_COLOR: Record<InvoiceCertificationStatus, string> = {
  not_required: "gray",
  pending: "yellow",
  certified: "teal",
  failed: "orange",
  held: "orange",
};

/** Whether the certification may be asked again (the detail's "Try again"). */
export const certificationRetryable = (status: InvoiceCertificationStatus) => status === "failed" || status === "held";

/** A tax code's words in the interface language ("TVA normale 18 %"). */
export function taxLabel(code: InvoiceTaxCode, language: string): string {
  return INVOICE_TAXES[code].labels[language.startsWith("en") ? "en" : "fr"];
}

/** A quantity or a percentage as people write it in the interface language ("2,5" in French). */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith("en") ? "en-US" : "fr-FR", { maximumFractionDigits: 3 })
    .format(value)
    .replace(/\u202f|\u00a0/g, " ");
}
