import { INVOICE_TAXES } from "@payflow/contracts";
import { A4_AREA, BOLD, type CellStyle, cell, cellHeight, type Drawn, GREY, MARGIN, RULE, rule, SHADE } from "./canvas";
import { labelled, money, percent } from "./format";
import type { InvoiceDocument } from "./types";
import { DOCUMENT_WORDS } from "./words";

// Below the lines: the totals in the tax office's order (docs/INVOICES.md § The calculation
// order) — total HT, the invoice's discount and the HT after it, the VAT of each rate on its
// base, the total VAT, the TTC — then what was paid and what remains, the payer's page, and the
// business's notes. The figures are the invoice's own, as computed once; nothing is recomputed.

const { width: WIDTH, right: RIGHT, bottom: BOTTOM } = A4_AREA;
const BLOCK = 340;
const LEFT = RIGHT - BLOCK;
const VALUE = 100;
/** A rate's words, its base and its VAT. */
const TAX_COLUMNS = [BLOCK - 180, 90, 90];

type Row = { cells: string[]; style: CellStyle; shade?: boolean; gap?: number };

function rows(d: Drawn<InvoiceDocument>): Row[] {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  const plain: CellStyle = { size: 9 };
  const strong: CellStyle = { font: BOLD, size: 9 };
  const list: Row[] = [{ cells: [words.totalHt, money(invoice.totalHt, lang)], style: plain }];
  if (invoice.discountAmount > 0) {
    const discount = words.discount(percent(invoice.discountPercent, lang));
    list.push({ cells: [discount, money(-invoice.discountAmount, lang)], style: plain });
    list.push({ cells: [words.discountedHt, money(invoice.discountedHt, lang)], style: strong });
  }
  const heading: CellStyle = { font: BOLD, size: 7.5, color: GREY };
  list.push({ cells: [words.vatRate, words.vatBase, words.vatAmount], style: heading, gap: 6 });
  for (const tax of invoice.taxes) {
    const label = `${tax.code} · ${INVOICE_TAXES[tax.code].labels[lang]}`;
    list.push({ cells: [label, money(tax.base, lang), money(tax.vat, lang)], style: { size: 8.5, lines: 3 } });
  }
  list.push({ cells: [words.totalVat, money(invoice.totalVat, lang)], style: strong, gap: 4 });
  list.push({ cells: [words.totalTtc, money(invoice.totalTtc, lang)], style: { font: BOLD, size: 11 }, shade: true });
  if (invoice.state === "open" || invoice.state === "partially_paid" || invoice.state === "paid") {
    list.push({ cells: [words.amountPaid, money(invoice.amountPaid, lang)], style: plain, gap: 4 });
    list.push({ cells: [words.amountRemaining, money(invoice.amountRemaining, lang)], style: strong });
  }
  return list;
}

/** The widths of a row's cells: label and value, or the three columns of a rate. */
const widthsOf = (row: Row) => (row.cells.length === 3 ? TAX_COLUMNS : [BLOCK - VALUE, VALUE]);

function heightOf(d: Drawn<InvoiceDocument>, row: Row): number {
  const widths = widthsOf(row);
  return Math.max(...row.cells.map((text, i) => cellHeight(d.doc, text, (widths[i] ?? 0) - 8, row.style))) + 6;
}

function drawRow(d: Drawn<InvoiceDocument>, row: Row, y: number, height: number): void {
  if (row.shade) d.doc.rect(LEFT, y, BLOCK, height).fillColor(SHADE).fill();
  const widths = widthsOf(row);
  let x = LEFT;
  row.cells.forEach((text, i) => {
    const width = widths[i] ?? 0;
    cell(d.doc, text, x + 4, y + 3, width - 8, { ...row.style, align: i === 0 ? "left" : "right" });
    x += width;
  });
}

/** The other words below the totals: the payer's page while money is due, then the notes. */
/** A paragraph; a heading stays on the page of the paragraph after it. */
type Paragraph = { text: string; style: CellStyle; gap?: number; heading?: boolean };

function afterwords(d: Drawn<InvoiceDocument>): Paragraph[] {
  const { invoice, lang } = d;
  const words = DOCUMENT_WORDS[lang];
  const list: Paragraph[] = [];
  const due = invoice.state === "open" || invoice.state === "partially_paid";
  if (due && invoice.payUrl !== null && invoice.amountRemaining > 0)
    list.push({ text: labelled(words.payOnline, invoice.payUrl, lang), style: { font: BOLD, size: 9, lines: 2 } });
  if (invoice.notes.trim() !== "") {
    list.push({ text: words.notes, style: { font: BOLD, size: 9 }, gap: 8, heading: true });
    list.push({ text: invoice.notes.trim(), style: { size: 8.5, color: GREY, lines: 40 } });
  }
  return list;
}

/**
 * Draws the totals from `y` (on a new page when they do not fit: they are never split), then
 * the words after them. Answers where they end.
 */
export function invoiceSummary(d: Drawn<InvoiceDocument>, y: number, newPage: () => number): number {
  const list = rows(d);
  const heights = list.map((row) => heightOf(d, row));
  const total = heights.reduce((sum, h, i) => sum + h + (list[i]?.gap ?? 0), 0);
  let at = y + 10;
  if (at + total > BOTTOM) at = newPage();
  list.forEach((row, i) => {
    at += row.gap ?? 0;
    const height = heights[i] ?? 0;
    drawRow(d, row, at, height);
    at += height;
    if (row.cells.length === 3 && list[i + 1]?.cells.length !== 3) rule(d.doc, LEFT, at, BLOCK, RULE);
  });

  at += 12;
  const paragraphs = afterwords(d);
  const tall = (p: Paragraph | undefined) => (p ? cellHeight(d.doc, p.text, WIDTH, p.style) + 4 : 0);
  paragraphs.forEach((paragraph, i) => {
    at += paragraph.gap ?? 0;
    const room = tall(paragraph) + (paragraph.heading ? tall(paragraphs[i + 1]) : 0);
    if (at + room > BOTTOM) at = newPage();
    at += cell(d.doc, paragraph.text, MARGIN, at, WIDTH, paragraph.style) + 4;
  });
  return at;
}
