import type { InvoiceDetail, InvoicePart, Language } from "@payflow/contracts";

// What the routes hand the invoice's documents: everything they print, already read. The
// renderers read no database and no clock of their own: `now` decides the overdue words.

/** The business as its documents show it. */
export type DocumentBusiness = {
  name: string;
  ncc: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type InvoiceDocument = {
  invoice: InvoiceDetail;
  business: DocumentBusiness;
  lang: Language;
  now: Date;
};

/** A part's receipt: the invoice it pays and that part, a paid one of `invoice.parts`. */
export type ReceiptDocument = InvoiceDocument & { part: InvoicePart };
