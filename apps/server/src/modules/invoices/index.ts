// The invoices module's face (docs/INVOICES.md): invoices a business bills its clients, certified
// by the tax office's platform and paid in parts through the payments engine. The dashboard's,
// the client's and the merchant API's routes, and the background rounds.

export type { InvoiceCaller } from "./caller";
export { certifyDue, certifyNow } from "./certification";
export { certifyCreditNotesDue } from "./credit-notes";
export { invoiceFileName, invoicePdfFile, pdf, receiptDownload } from "./document-routes";
export { createDraft, deleteDraft, insertDraftIn, updateDraft } from "./drafts";
export { followInvoices } from "./follow";
export { toInvoice } from "./format";
export { finalizeInvoice, issueIn, retryCertification, voidInvoice } from "./issue";
export { registerInvoicePage } from "./page";
export { registerPublicInvoiceRoutes } from "./public-routes";
export { findInvoice, type InvoiceRow, invoiceFigures, listInvoices, lockInvoiceById } from "./queries";
export { getInvoice, invoiceMadeUnder, invoicePayUrl, readInvoiceDetail } from "./read";
export { remindDue } from "./reminders";
export { registerInvoiceRoutes } from "./routes";
export { sendIn, sendInvoice } from "./send";
export { requeueAwaitingSpace } from "./space-saved";
