import { API } from "@payflow/contracts/paths";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";

// The invoice's and its receipts' PDFs are built by the server in the request's mode, which the
// API client sends as a header: a plain link could not send it, so they are asked through
// lib/download and handed to the browser as a download.

export type PdfLanguage = "fr" | "en";

/** GET /api/invoices/{id}/pdf?lang=: the invoice as certified. */
export async function downloadInvoicePdf(id: string, lang: PdfLanguage): Promise<void> {
  const res = await requestFile(API.invoicePdf(id, lang));
  saveFile(await res.blob(), fileNameOf(res, `invoice-${id}.pdf`));
}

/** GET /api/invoices/{id}/receipts/{paymentId}/pdf?lang=: the receipt of one paid part. */
export async function downloadReceiptPdf(id: string, paymentId: string, lang: PdfLanguage): Promise<void> {
  const res = await requestFile(API.invoiceReceiptPdf(id, paymentId, lang));
  saveFile(await res.blob(), fileNameOf(res, `receipt-${paymentId}.pdf`));
}
