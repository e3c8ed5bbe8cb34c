import {
  type Language,
  MOBILE_PAYMENT_OPERATORS,
  PAYMENT_OPERATOR_NAMES,
  type PaymentLink,
  type PaymentOperator,
  paymentLinkAmountText,
} from "@payflow/contracts";
import PDFDocument from "pdfkit";
import { qrPng } from "../../lib/qr";

// A payment link's sticker for the counter: an A6 page, portrait, with the business, what is
// sold and for how much, the link's QR code large in the middle, its address and the ways of
// paying. Drawn with pdfkit's built-in Helvetica (WinAnsi: French accents, nothing loaded).

const TEXTS = {
  fr: { scan: "Scannez pour payer", bankTransfer: "Virement bancaire" },
  en: { scan: "Scan to pay", bankTransfer: "Bank transfer" },
} as const satisfies Record<Language, Record<string, string>>;

/** What the sticker shows of a link. */
export type StickerLink = Pick<
  PaymentLink,
  "title" | "url" | "amountType" | "amount" | "minAmount" | "maxAmount" | "operators"
>;

const A6: [number, number] = [297.64, 419.53];
const MARGIN = 22;
const QR_SIZE = 200;
const INK = "#111111";
const GREY = "#555555";

/** The address as a person types it: no scheme, no trailing slash ("pay.example.ci/l/tissus-awa"). */
export const shortAddress = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

function operatorNames(operators: readonly PaymentOperator[], lang: Language): string {
  const offered = operators.length > 0 ? operators : MOBILE_PAYMENT_OPERATORS;
  return offered
    .map((op) => (op === "bank_transfer" ? TEXTS[lang].bankTransfer : PAYMENT_OPERATOR_NAMES[op]))
    .join("  ·  ");
}

/** The link's sticker as a PDF (an A6 page). */
export async function stickerPdf(link: StickerLink, businessName: string, lang: Language): Promise<Buffer> {
  const qr = await qrPng(link.url);
  const doc = new PDFDocument({
    size: A6,
    margin: MARGIN,
    info: { Title: link.title, Author: businessName, Creator: "PayFlow" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const [pageWidth] = A6;
  const width = pageWidth - 2 * MARGIN;
  // Each block has its own place and at most its height: a long name or title is cut with an
  // ellipsis rather than pushing the code off the page.
  const line = (text: string, y: number, font: string, size: number, color: string, lines = 1) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(text, MARGIN, y, {
      width,
      align: "center",
      height: size * 1.2 * lines,
      ellipsis: true,
    });
  };

  line(businessName, MARGIN, "Helvetica-Bold", 15, INK);
  line(link.title, 44, "Helvetica", 12, GREY, 2);
  line(paymentLinkAmountText(link, lang), 76, "Helvetica-Bold", 20, INK);
  doc.image(qr, (pageWidth - QR_SIZE) / 2, 104, { width: QR_SIZE, height: QR_SIZE });
  line(TEXTS[lang].scan, 310, "Helvetica-Bold", 14, INK);
  line(shortAddress(link.url), 330, "Helvetica", 10, INK);
  line(operatorNames(link.operators, lang), 354, "Helvetica", 9, GREY, 3);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
