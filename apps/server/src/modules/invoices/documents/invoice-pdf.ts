import { A4, type Drawn, footers, openCanvas } from "./canvas";
import { continuationHeader, invoiceHeader, invoiceTitle } from "./invoice-header";
import { linesTable } from "./invoice-lines";
import { invoiceSummary } from "./invoice-summary";
import type { InvoiceDocument } from "./types";
import { DOCUMENT_WORDS } from "./words";

export type { DocumentBusiness, InvoiceDocument } from "./types";

// An invoice as the business sends it and the client files it: an A4 portrait PDF with the
// business, the company's number and dates, the client, the tax office's certification (the FNE
// number and the QR code of its verification page, docs/FNE.md) or the plain words that it is
// still pending, the lines, the totals in the tax office's order, what was paid and what remains
// (docs/INVOICES.md). Pure: everything comes in `doc`, nothing is read from a database or a clock.

/** The invoice's PDF. */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const title = invoiceTitle(document);
  const canvas = openCanvas(A4, title, document.business.name);
  const d: Drawn<InvoiceDocument> = { ...document, doc: canvas.doc };
  const newPage = () => {
    d.doc.addPage({ size: A4, margin: 0 });
    return continuationHeader(d);
  };

  const y = await invoiceHeader(d);
  invoiceSummary(d, linesTable(d, y, newPage), newPage);
  footers(d.doc, `${document.business.name} · ${title}`, DOCUMENT_WORDS[document.lang].page);
  return canvas.finish();
}
