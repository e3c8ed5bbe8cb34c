import PDFDocument from "pdfkit";

// What the invoice's and the receipt's PDFs share: a pdfkit document collected into a Buffer, and
// a text cell drawn at a fixed place. Drawn with pdfkit's built-in Helvetica (WinAnsi: French
// accents, nothing loaded), like the payment links' stickers. The page has no margin of pdfkit's
// own: every block is placed by hand, so pdfkit never starts a page by itself and the documents
// decide where a page breaks (a table row is never cut in two).

export const A4: [number, number] = [595.28, 841.89];
export const A5: [number, number] = [419.53, 595.28];
/** The white border of every page, in points (about 14 mm). */
export const MARGIN = 40;
/** Where a page's content stops: its foot holds the page number. */
export const footTop = (pageHeight: number) => pageHeight - 44;
/** The invoice's A4 page inside its margins: its width, right edge and bottom. */
export const A4_AREA = { width: A4[0] - 2 * MARGIN, right: A4[0] - MARGIN, bottom: footTop(A4[1]) };

export const INK = "#111111";
export const GREY = "#555555";
export const RULE = "#BBBBBB";
export const SHADE = "#F0F0F0";
export const GREEN = "#1B7A3A";
export const RED = "#B42318";
export const AMBER = "#9A5B00";

export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

/** A document being drawn: what it prints and the pdfkit document it is drawn on. */
export type Drawn<T> = T & { doc: PDFKit.PDFDocument };

export type Canvas = {
  doc: PDFKit.PDFDocument;
  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer>;
};

/** A document whose pages are kept until the end, so their footers can say "Page n/N". */
export function openCanvas(size: [number, number], title: string, author: string): Canvas {
  const doc = new PDFDocument({
    size,
    margin: 0,
    bufferPages: true,
    info: { Title: title, Author: author, Creator: "PayFlow" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  return {
    doc,
    async finish() {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

// Helvetica's characters: WinAnsi (printable ASCII, Latin-1 and these 27 signs in 0x80–0x9F).
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const NEAREST: Record<string, string> = { "→": "->", "←": "<-", "≥": ">=", "≤": "<=", "≠": "!=", "−": "-", "‐": "-" };

const inWinAnsi = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c);
};

/**
 * The text as Helvetica can draw it: a character outside WinAnsi (what a client's name or a line
 * may carry: an arrow, an emoji, a letter of another alphabet) is written as its nearest
 * equivalent, its letter without the accent, or "?" — pdfkit would otherwise print other glyphs.
 */
export function drawable(text: string): string {
  return [...text.replace(/[\u202f\u00a0\t]/g, " ")]
    .map((c) => {
      if (c === "\n" || inWinAnsi(c)) return c;
      const bare = c.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return NEAREST[c] ?? ([...bare].every(inWinAnsi) && bare !== "" ? bare : "?");
    })
    .join("");
}

export type CellStyle = {
  font?: string;
  size?: number;
  color?: string;
  align?: "left" | "right" | "center";
  /** The most lines the text may take; what does not fit ends in an ellipsis. */
  lines?: number;
};

function styled(doc: PDFKit.PDFDocument, style: CellStyle): number {
  doc
    .font(style.font ?? REGULAR)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK);
  // pdfkit's own line height for the font and size (Helvetica's ascent, descent and gap).
  return doc.currentLineHeight(true);
}

/** The height the text takes in a cell of this width, at most its `lines`. */
export function cellHeight(doc: PDFKit.PDFDocument, text: string, width: number, style: CellStyle = {}): number {
  const line = styled(doc, style);
  if (text === "") return 0;
  return Math.min(line * (style.lines ?? 1), doc.heightOfString(drawable(text), { width }));
}

/** Draws the text in its cell and answers the height it took. */
export function cell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: CellStyle = {},
): number {
  if (text === "") return 0;
  const height = cellHeight(doc, text, width, style);
  const line = styled(doc, style);
  // Room for `lines` lines and not one more: pdfkit ends the last one with an ellipsis.
  doc.text(drawable(text), x, y, {
    width,
    align: style.align ?? "left",
    height: line * (style.lines ?? 1) + 0.5,
    ellipsis: true,
  });
  return height;
}

/** A line of text made as small as needed (down to `smallest`) to stay on one line of the width. */
export function fittedLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: CellStyle & { smallest?: number },
): number {
  const shown = drawable(text);
  let size = style.size ?? 9;
  styled(doc, { ...style, size });
  while (size > (style.smallest ?? 5) && doc.widthOfString(shown) > width) {
    size -= 0.5;
    doc.fontSize(size);
  }
  doc.text(shown, x, y, { width, align: style.align ?? "left", lineBreak: false });
  return doc.currentLineHeight(true);
}

/** A horizontal rule across the width. */
export function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, color = RULE): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

/** A word in a frame, like a rubber stamp: PAYÉE, ANNULÉE, BROUILLON. */
export function stamp(doc: PDFKit.PDFDocument, text: string, right: number, y: number, color: string): void {
  doc.font(BOLD).fontSize(14);
  const width = doc.widthOfString(text) + 16;
  doc
    .roundedRect(right - width, y, width, 24, 3)
    .lineWidth(1.5)
    .strokeColor(color)
    .stroke();
  cell(doc, text, right - width, y + 6, width, { font: BOLD, size: 14, color, align: "center" });
}

/** Writes "Page n/N" (and the left-hand words) at the foot of every page, once all are drawn. */
export function footers(doc: PDFKit.PDFDocument, left: string, page: (n: number, of: number) => string): void {
  const [width, height] = [doc.page.width, doc.page.height];
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = footTop(height) + 14;
    rule(doc, MARGIN, y - 6, width - 2 * MARGIN);
    cell(doc, left, MARGIN, y, width / 2, { size: 7.5, color: GREY });
    const at = page(i - start + 1, count);
    cell(doc, at, width / 2, y, width / 2 - MARGIN, { size: 7.5, color: GREY, align: "right" });
  }
}
