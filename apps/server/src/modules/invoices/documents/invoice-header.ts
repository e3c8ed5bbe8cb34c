import { INVOICE_TEMPLATE_LABELS, invoiceDaysOverdue } from "@payflow/contracts";
import { qrPng } from "../../../lib/qr";
import {
  A4_AREA,
  AMBER,
  BOLD,
  cell,
  type Drawn,
  fittedLine,
  GREEN,
  GREY,
  INK,
  MARGIN,
  RED,
  RULE,
  rule,
  stamp,
} from "./canvas";
import { day, labelled } from "./format";
import type { InvoiceDocument } from "./types";
import { DOCUMENT_WORDS } from "./words";

// The top of an invoice's first page: who bills (the business and its NCC), what it is (the
// company's number, its dates, its state), whom it bills, and where it stands with the tax
// office (docs/FNE.md): certified, with the FNE number and the QR code of the DGI's verification
// page, or plainly not yet.

const { width: WIDTH, right: RIGHT } = A4_AREA;
/** The QR code's printed side, in points (about 42 mm): a phone reads it from arm's length. */
export const QR_SIDE = 120;

/** The invoice's title and number as its pages' feet and later pages repeat them. */
export function invoiceTitle({ invoice, lang }: InvoiceDocument): string {
  const words = DOCUMENT_WORDS[lang];
  if (invoice.state === "draft" || invoice.number === null) return `${words.invoice} — ${words.draft}`;
  return `${words.invoice} ${words.number} ${invoice.number}`;
}

/** The business block, top left: its name, NCC and ways to reach it. Answers where it ends. */
export function businessBlock(d: Drawn<InvoiceDocument>, x: number, y: number, width: number): number {
  const { business, lang } = d;
  let at = y;
  at += cell(d.doc, business.name, x, at, width, { font: BOLD, size: 15, lines: 2 }) + 2;
  if (business.ncc !== null) at += cell(d.doc, labelled("NCC", business.ncc, lang), x, at, width, { size: 9 });
  for (const line of [business.address, business.email, business.phone]) {
    if (line) at += cell(d.doc, line, x, at, width, { size: 8.5, color: GREY, lines: 2 });
  }
  return at;
}

function titleBlock(d: Drawn<InvoiceDocument>, y: number): number {
  const { invoice, lang, now } = d;
  const words = DOCUMENT_WORDS[lang];
  const x = RIGHT - 220;
  const right = { align: "right" as const };
  let at = y;
  at += cell(d.doc, words.invoice, x, at, 220, { font: BOLD, size: 20, ...right }) + 2;
  if (invoice.state !== "draft" && invoice.number !== null)
    at += cell(d.doc, `${words.number} ${invoice.number}`, x, at, 220, { font: BOLD, size: 11, ...right }) + 2;
  const dates: [string, string | null][] = [
    [words.issuedOn, invoice.state === "draft" ? null : invoice.openedAt],
    [words.dueOn, invoice.dueDate],
  ];
  for (const [label, value] of dates) {
    if (value !== null) at += cell(d.doc, labelled(label, day(value, lang), lang), x, at, 220, { size: 9, ...right });
  }
  const late = invoiceDaysOverdue(invoice.state, invoice.dueDate, now);
  if (late > 0) at += cell(d.doc, words.overdue(late), x, at, 220, { font: BOLD, size: 9, color: RED, ...right });
  const mark = { paid: [words.paid, GREEN], void: [words.void, RED], draft: [words.draft, GREY] } as const;
  const shown = invoice.state in mark ? mark[invoice.state as keyof typeof mark] : null;
  if (shown !== null) {
    stamp(d.doc, shown[0], RIGHT, at + 6, shown[1]);
    at += 34;
  }
  return at;
}

function clientBlock(d: Drawn<InvoiceDocument>, y: number): number {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  let at = y;
  at += cell(d.doc, words.billedTo, MARGIN, at, WIDTH, { font: BOLD, size: 8, color: GREY }) + 2;
  at += cell(d.doc, invoice.client.name || invoice.clientName, MARGIN, at, WIDTH, { font: BOLD, size: 11, lines: 2 });
  if (invoice.clientNcc !== null)
    at += cell(d.doc, labelled("NCC", invoice.clientNcc, lang), MARGIN, at, WIDTH, { size: 9 });
  for (const line of [invoice.client.email, invoice.client.phone]) {
    if (line) at += cell(d.doc, line, MARGIN, at, WIDTH, { size: 8.5, color: GREY });
  }
  const template = INVOICE_TEMPLATE_LABELS[invoice.template][lang];
  at += cell(d.doc, labelled(words.template, template, lang), MARGIN, at, WIDTH, { size: 8.5, color: GREY });
  return at;
}

/** The tax office's mark: the certification with its QR code, or a plain line saying it is still to come. */
async function certificationBand(d: Drawn<InvoiceDocument>, y: number): Promise<number> {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  const { status, fneNumber, verificationUrl, certifiedAt } = invoice.certification;
  if (invoice.state !== "draft" && status === "not_required") return y;

  if (invoice.state !== "draft" && status === "certified") {
    const height = QR_SIDE + 16;
    d.doc.rect(MARGIN, y, WIDTH, height).lineWidth(1).strokeColor(GREEN).stroke();
    // The QR code leads to the DGI's verification page; without its address there is no code to print.
    const x = verificationUrl === null ? MARGIN + 10 : MARGIN + QR_SIDE + 20;
    if (verificationUrl !== null)
      d.doc.image(await qrPng(verificationUrl), MARGIN + 8, y + 8, { width: QR_SIDE, height: QR_SIDE });
    const width = RIGHT - 10 - x;
    let at = y + 12;
    at += cell(d.doc, words.certified, x, at, width, { font: BOLD, size: 11, color: GREEN, lines: 2 }) + 6;
    if (fneNumber !== null)
      at += cell(d.doc, labelled(words.fneNumber, fneNumber, lang), x, at, width, { font: BOLD, size: 11 }) + 2;
    if (certifiedAt !== null)
      at += cell(d.doc, labelled(words.certifiedOn, day(certifiedAt, lang), lang), x, at, width, { size: 9 }) + 8;
    if (verificationUrl !== null) {
      at += cell(d.doc, words.verifyAt, x, at, width, { size: 8, color: GREY, lines: 2 }) + 2;
      fittedLine(d.doc, verificationUrl, x, at, width, { size: 8.5, color: INK });
    }
    return y + height;
  }

  // Not certified (yet): no QR code at all, so nothing on paper can pass for the tax office's mark.
  const [headline, detail] =
    invoice.state === "draft" ? [words.draft, words.draftDetail] : [words.pending, words.pendingDetail];
  const color = invoice.state === "draft" ? GREY : AMBER;
  d.doc.rect(MARGIN, y, WIDTH, 36).lineWidth(1).strokeColor(color).stroke();
  cell(d.doc, headline, MARGIN + 10, y + 7, WIDTH - 20, { font: BOLD, size: 10, color });
  cell(d.doc, detail, MARGIN + 10, y + 21, WIDTH - 20, { size: 8, color: GREY });
  return y + 36;
}

/** The first page's top, down to the lines' table. Answers where the table may start. */
export async function invoiceHeader(d: Drawn<InvoiceDocument>): Promise<number> {
  const left = businessBlock(d, MARGIN, MARGIN, WIDTH - 240);
  const right = titleBlock(d, MARGIN);
  let y = Math.max(left, right) + 10;
  rule(d.doc, MARGIN, y, WIDTH, RULE);
  y = clientBlock(d, y + 10) + 12;
  y = await certificationBand(d, y);
  return y + 14;
}

/** A later page's top: whose invoice this is, so a loose page is still known. */
export function continuationHeader(d: Drawn<InvoiceDocument>): number {
  const words = DOCUMENT_WORDS[d.lang];
  cell(d.doc, d.business.name, MARGIN, MARGIN, WIDTH / 2, { font: BOLD, size: 10 });
  const title = `${invoiceTitle(d)} (${words.continued})`;
  cell(d.doc, title, MARGIN + WIDTH / 2, MARGIN, WIDTH / 2, { font: BOLD, size: 10, align: "right" });
  rule(d.doc, MARGIN, MARGIN + 18, WIDTH, RULE);
  return MARGIN + 28;
}
