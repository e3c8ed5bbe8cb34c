import { z } from "zod";
import { LANGUAGES } from "./constants";
import { INVOICE_STATES } from "./invoice-rules";
import { PublicInvoice } from "./invoice-views";
import { MODES, PAYMENT_OPERATORS } from "./payment-rules";

// The client portal's invoices (docs/INVOICES.md): the issued invoices of the signed-in client's
// own record, what remains on each, where to pay it and download it, and the receipts of its
// paid parts. Nothing of the business's side (its timeline, who sent it, its notes to itself).

/** A paid part of the invoice, with its receipt. */
export const PortalInvoicePart = z.object({
  paymentId: z.string(),
  code: z.string().describe("The payment's short code (PF-XXXX-XXXX)"),
  amount: z.number().int(),
  operator: z.enum(PAYMENT_OPERATORS).nullable(),
  paidAt: z.string(),
  receiptPdfUrl: z.string().describe("The part's receipt as a PDF, for the signed-in client"),
});
export type PortalInvoicePart = z.infer<typeof PortalInvoicePart>;

/** What the invoice's own page shows of it (PublicInvoice), less its lines and the business's details. */
export const PortalInvoice = PublicInvoice.pick({
  id: true,
  number: true,
  overdue: true,
  businessName: true,
  currency: true,
  totalTtc: true,
  amountPaid: true,
  amountRemaining: true,
  dueDate: true,
  openedAt: true,
  certification: true,
}).extend({
  /** Never a draft: a client sees an invoice once issued; a void one stays, marked. */
  state: z.enum(INVOICE_STATES),
  /** The invoice's page (/i/<id>), where the client pays it; null once void. */
  pageUrl: z.string().nullable(),
  /** The invoice as a PDF; null once void (a withdrawn invoice has no copy). */
  pdfUrl: z.string().nullable(),
  /** Its paid parts, oldest first. */
  parts: z.array(PortalInvoicePart),
});
export type PortalInvoice = z.infer<typeof PortalInvoice>;

export const PortalInvoiceList = z.object({
  mode: z.enum(MODES),
  items: z.array(PortalInvoice),
});
export type PortalInvoiceList = z.infer<typeof PortalInvoiceList>;

/**
 * Live unless mode=test by name, as the portal's transactions (never the staff app's mode
 * header); the documents' language (French by default).
 */
export const PortalInvoiceQuery = z.object({
  mode: z.enum(MODES).default("live"),
  lang: z.enum(LANGUAGES).default("fr").describe("The language of the PDFs the addresses give"),
});
export type PortalInvoiceQuery = z.infer<typeof PortalInvoiceQuery>;
