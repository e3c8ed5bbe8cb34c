import { type InvoiceLine, QUANTITY_DECIMALS } from "@payflow/contracts";
import { A4_AREA, BOLD, type CellStyle, cell, cellHeight, type Drawn, GREY, MARGIN, rule, SHADE } from "./canvas";
import { decimal, figure, labelled, percent } from "./format";
import type { InvoiceDocument } from "./types";
import { DOCUMENT_WORDS } from "./words";

// The invoice's lines as a table: what is sold, how many, at what price excluding tax, the line's
// discount, its tax code and its HT (docs/INVOICES.md § What a line and an invoice carry). Up to
// 200 lines run over several pages: a row is never cut, and every page repeats the heading row.

const { width: WIDTH, bottom: BOTTOM } = A4_AREA;
const PAD = 3;

type Column = { key: keyof (typeof DOCUMENT_WORDS)["fr"]["columns"]; width: number; align: CellStyle["align"] };

const FIXED: Column[] = [
  { key: "quantity", width: 46, align: "right" },
  { key: "unit", width: 40, align: "left" },
  { key: "unitPrice", width: 68, align: "right" },
  { key: "discount", width: 44, align: "right" },
  { key: "tax", width: 36, align: "center" },
  { key: "ht", width: 76, align: "right" },
];
const COLUMNS: Column[] = [
  { key: "description", width: WIDTH - FIXED.reduce((sum, c) => sum + c.width, 0), align: "left" },
  ...FIXED,
];

/** Each column's left edge. */
const EDGES = COLUMNS.map((_, i) => MARGIN + COLUMNS.slice(0, i).reduce((sum, c) => sum + c.width, 0));

const HEADING: CellStyle = { font: BOLD, size: 7.5, lines: 2 };
const BODY: CellStyle = { size: 8.5 };
// A designation is up to 255 characters and the tax office keeps it whole: room for all of it.
const DESCRIPTION: CellStyle = { size: 8.5, lines: 8 };
const REFERENCE: CellStyle = { size: 7, color: GREY };

function cells(d: Drawn<InvoiceDocument>, line: InvoiceLine): Record<Column["key"], string> {
  const { lang } = d;
  return {
    description: line.description,
    quantity: decimal(line.quantity, lang, QUANTITY_DECIMALS),
    unit: line.unit ?? "",
    unitPrice: figure(line.unitPrice, lang),
    discount: line.discountPercent > 0 ? percent(line.discountPercent, lang) : "",
    tax: line.taxCode,
    ht: figure(line.ht, lang),
  };
}

function referenceOf(d: Drawn<InvoiceDocument>, line: InvoiceLine): string {
  return line.reference ? labelled(DOCUMENT_WORDS[d.lang].reference, line.reference, d.lang) : "";
}

function rowHeight(d: Drawn<InvoiceDocument>, line: InvoiceLine, values: Record<Column["key"], string>): number {
  const inner = (COLUMNS[0]?.width ?? 0) - 2 * PAD;
  const description = cellHeight(d.doc, values.description, inner, DESCRIPTION);
  const reference = cellHeight(d.doc, referenceOf(d, line), inner, REFERENCE);
  const others = FIXED.map((c) => cellHeight(d.doc, values[c.key], c.width - 2 * PAD, BODY));
  return Math.max(description + reference, ...others) + 2 * PAD;
}

function headingRow(d: Drawn<InvoiceDocument>, y: number): number {
  const words = DOCUMENT_WORDS[d.lang].columns;
  const height = Math.max(...COLUMNS.map((c) => cellHeight(d.doc, words[c.key], c.width - 2 * PAD, HEADING))) + 2 * PAD;
  d.doc.rect(MARGIN, y, WIDTH, height).fillColor(SHADE).fill();
  COLUMNS.forEach((c, i) => {
    cell(d.doc, words[c.key], (EDGES[i] ?? 0) + PAD, y + PAD, c.width - 2 * PAD, { ...HEADING, align: c.align });
  });
  return y + height;
}

function row(d: Drawn<InvoiceDocument>, line: InvoiceLine, y: number, height: number): void {
  const values = cells(d, line);
  COLUMNS.forEach((c, i) => {
    const x = (EDGES[i] ?? 0) + PAD;
    const style = c.key === "description" ? DESCRIPTION : BODY;
    const used = cell(d.doc, values[c.key], x, y + PAD, c.width - 2 * PAD, { ...style, align: c.align });
    if (c.key === "description") cell(d.doc, referenceOf(d, line), x, y + PAD + used, c.width - 2 * PAD, REFERENCE);
  });
  rule(d.doc, MARGIN, y + height, WIDTH);
}

/**
 * Draws the table from `y`, starting new pages (`newPage` draws a page's top and answers where
 * the table goes on) as the rows need them. Answers where the table ends on its last page.
 */
export function linesTable(d: Drawn<InvoiceDocument>, y: number, newPage: () => number): number {
  const words = DOCUMENT_WORDS[d.lang];
  cell(d.doc, words.amountsIn, MARGIN, y, WIDTH, { size: 7.5, color: GREY, align: "right" });
  let at = headingRow(d, y + 12);
  for (const line of d.invoice.lines) {
    const height = rowHeight(d, line, cells(d, line));
    if (at + height > BOTTOM) at = headingRow(d, newPage());
    row(d, line, at, height);
    at += height;
  }
  return at;
}
