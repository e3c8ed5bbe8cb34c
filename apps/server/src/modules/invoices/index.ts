// The invoices module's face (docs/INVOICES.md): invoices a business bills its clients, certified
// by the tax office's platform and paid in parts through the payments engine. The dashboard's,
// the client's and the merchant API's routes, and the background rounds.

export type { InvoiceCaller } from "./caller";
export { certifyDue } from "./certification";
export { certifyCreditNotesDue } from "./credit-notes";
export { createDraft, deleteDraft, updateDraft } from "./drafts";
export { followInvoices } from "./follow";
export { toInvoice } from "./format";
export { finalizeInvoice, retryCertification, voidInvoice } from "./issue";
export { registerInvoicePage } from "./page";
export { registerPublicInvoiceRoutes } from "./public-routes";
export { remindDue } from "./reminders";
export { listInvoices } from "./queries";
export { getInvoice, invoiceMadeUnder } from "./read";
export { registerInvoiceRoutes } from "./routes";
export { sendInvoice } from "./send";
