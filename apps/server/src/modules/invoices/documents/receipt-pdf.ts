import { type InvoicePart, SALE_STATUSES } from "@payflow/contracts";
import {
  A5,
  BOLD,
  type CellStyle,
  cell,
  type Drawn,
  footers,
  GREEN,
  GREY,
  INK,
  MARGIN,
  openCanvas,
  RULE,
  rule,
  SHADE,
} from "./canvas";
import { instant, labelled, money, operatorName } from "./format";
import { businessBlock } from "./invoice-header";
import type { ReceiptDocument } from "./types";
import { DOCUMENT_WORDS } from "./words";

export type { ReceiptDocument } from "./types";

// A part's receipt: an A5 page the payer keeps for one part of an invoice paid through PayFlow
// (docs/INVOICES.md § Parts) — the business, the client, the invoice's numbers (the company's,
// and the FNE number once certified), the part's amount, how and when it was paid, and where the
// invoice stood right after it: its total, what was paid so far, what remained. The invoice,
// certified, stays the tax document; the receipt says so.

const WIDTH = A5[0] - 2 * MARGIN;
const RIGHT = A5[0] - MARGIN;

const isPaid = (part: InvoicePart): part is InvoicePart & { paidAt: string } =>
  part.paidAt !== null && (SALE_STATUSES as readonly string[]).includes(part.status);

/**
 * What the invoice's parts had brought once this one was paid: every part whose money arrived
 * (a later refund does not undo it) at or before this one's time.
 */
export function paidSoFar(parts: readonly InvoicePart[], paidAt: string): number {
  const until = Date.parse(paidAt);
  return parts.filter((p) => isPaid(p) && Date.parse(p.paidAt) <= until).reduce((sum, p) => sum + p.amount, 0);
}

type Pair = [label: string, value: string, style?: CellStyle];

/** Label and value rows, the label on the left and the value against the right edge. */
function pairs(d: Drawn<ReceiptDocument>, rows: Pair[], y: number): number {
  let at = y;
  for (const [label, value, style = {}] of rows) {
    const left = cell(d.doc, label, MARGIN, at, WIDTH * 0.55, { size: 9, color: GREY, ...style, lines: 2 });
    const right = cell(d.doc, value, MARGIN + WIDTH * 0.55, at, WIDTH * 0.45, { size: 9, ...style, align: "right" });
    at += Math.max(left, right) + 4;
  }
  return at;
}

function heading(d: Drawn<ReceiptDocument>, text: string, y: number): number {
  rule(d.doc, MARGIN, y, WIDTH, RULE);
  return y + 6 + cell(d.doc, text, MARGIN, y + 6, WIDTH, { font: BOLD, size: 8, color: GREY }) + 4;
}

function whoAndWhat(d: Drawn<ReceiptDocument>, y: number): number {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  let at = heading(d, words.client, y);
  at += cell(d.doc, invoice.client.name || invoice.clientName, MARGIN, at, WIDTH, { font: BOLD, size: 10, lines: 2 });
  if (invoice.clientNcc !== null) at += cell(d.doc, labelled("NCC", invoice.clientNcc, lang), MARGIN, at, WIDTH);
  at += 8;
  const rows: Pair[] = [[words.invoiceNumber, invoice.number ?? "—", { font: BOLD }]];
  const { status, fneNumber } = invoice.certification;
  if (status === "certified" && fneNumber !== null) rows.push([words.fneNumber, fneNumber]);
  return pairs(d, rows, at);
}

function thePart(d: Drawn<ReceiptDocument>, paidAt: string, y: number): number {
  const { part, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  let at = heading(d, words.paymentTitle, y);
  d.doc.rect(MARGIN, at, WIDTH, 30).fillColor(SHADE).fill();
  cell(d.doc, words.amount, MARGIN + 8, at + 10, WIDTH / 2, { size: 9, color: GREY });
  cell(d.doc, money(part.amount, lang), MARGIN + WIDTH / 2, at + 7, WIDTH / 2 - 8, {
    font: BOLD,
    size: 15,
    align: "right",
  });
  at += 38;
  const rows: Pair[] = [
    [words.operator, operatorName(part.operator, lang)],
    [words.paymentCode, part.code, { font: BOLD }],
    [words.paidAt, instant(paidAt, lang)],
  ];
  if (part.refundedAmount > 0) rows.push([words.refunded, money(part.refundedAmount, lang)]);
  return pairs(d, rows, at);
}

function afterIt(d: Drawn<ReceiptDocument>, paidAt: string, y: number): number {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  const paid = paidSoFar(invoice.parts, paidAt);
  const remaining = Math.max(0, invoice.totalTtc - paid);
  let at = heading(d, words.afterPayment, y);
  at = pairs(
    d,
    [
      [words.invoiceTotal, money(invoice.totalTtc, lang)],
      [words.paidSoFar, money(paid, lang)],
      [words.amountRemaining, money(remaining, lang), { font: BOLD, size: 10, color: INK }],
    ],
    at,
  );
  if (remaining === 0)
    at += cell(d.doc, words.settled, MARGIN, at + 2, WIDTH, { font: BOLD, size: 10, color: GREEN }) + 4;
  return at;
}

/** The receipt of one paid part of the invoice (A5 portrait). A part not paid has no receipt: it throws. */
export async function receiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const { part, lang, business } = document;
  if (!isPaid(part)) throw new RangeError(`part ${part.paymentId} is not paid: it has no receipt`);
  const words = DOCUMENT_WORDS[lang];
  const title = `${words.receipt} ${part.code}`;
  const canvas = openCanvas(A5, title, business.name);
  const d: Drawn<ReceiptDocument> = { ...document, doc: canvas.doc };

  const left = businessBlock(d, MARGIN, MARGIN, WIDTH - 130);
  cell(d.doc, words.receipt, RIGHT - 130, MARGIN, 130, { font: BOLD, size: 20, align: "right" });
  let y = Math.max(left, MARGIN + 28) + 12;
  y = whoAndWhat(d, y) + 8;
  y = thePart(d, part.paidAt, y) + 8;
  y = afterIt(d, part.paidAt, y) + 12;
  cell(d.doc, words.receiptNote, MARGIN, y, WIDTH, { size: 7.5, color: GREY, lines: 3 });
  footers(d.doc, `${business.name} · ${title}`, words.page);
  return canvas.finish();
}
