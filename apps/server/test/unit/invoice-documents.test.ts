import { inflateSync } from "node:zlib";
import {
  computeInvoiceTotals,
  formatXof,
  type InvoiceDetail,
  type InvoiceLineRequest,
  type InvoicePart,
} from "@payflow/contracts";
import { describe, expect, it } from "vitest";
import { invoicePdf } from "../../src/modules/invoices/documents/invoice-pdf";
import { receiptPdf } from "../../src/modules/invoices/documents/receipt-pdf";
import { pageSizes, pdfImages, pdfText, readQr } from "../support/pdf";

// An invoice's printed documents as the client receives them: the A4 invoice shows who bills
// whom, the lines, the VAT of each rate on its base, the TTC, what was paid and what remains, and
// the tax office's mark — the FNE number and a QR code that scans back to the DGI's verification
// page once certified, plain "pending" words and no code before. A part's receipt shows the
// part and what remained after it.

const BUSINESS = {
  name: "Tissus Awa & Fils",
  ncc: "1234567A",
  email: "compta@tissus-awa.ci",
  phone: "+225 07 08 09 10 11",
  address: "Rue des Jardins, Cocody, Abidjan",
};
const VERIFY = "https://www.services.fne.dgi.gouv.ci/fr/verification/019465c1-3f61-7d0b-bb6d-ffc2b2b3b4b5";
const FNE_NUMBER = "1234567A26000000042";
const NOW = new Date("2026-11-29T10:00:00Z");

// The tax office's worked example (docs/INVOICES.md): rice at 18 %, infant milk at 9 % less 10 %.
const LINES: InvoiceLineRequest[] = [
  { description: "Riz parfumé 25 kg", quantity: 2, unitPrice: 5000, taxCode: "TVA", unit: "sac", reference: "RZ-25" },
  { description: "Lait infantile 400 g", quantity: 3, unitPrice: 3000, discountPercent: 10, taxCode: "TVAB" },
  { description: "Huile de palme", quantity: 2.125, unitPrice: 1200, taxCode: "TVAD", unit: "l" },
];

function part(amount: number, paidAt: string | null, code: string, operator: InvoicePart["operator"]): InvoicePart {
  return {
    paymentId: `pay_${code}`,
    code,
    amount,
    status: paidAt === null ? "pending" : "succeeded",
    operator,
    refundedAmount: 0,
    createdAt: "2026-11-20T08:00:00Z",
    paidAt,
  };
}

/** An invoice whose figures are computeInvoiceTotals's, as the service stores them. */
function invoiceOf(lines: InvoiceLineRequest[], changes: Partial<InvoiceDetail> = {}, discount = 0): InvoiceDetail {
  const totals = computeInvoiceTotals(lines, discount);
  const parts = changes.parts ?? [];
  const amountPaid = parts.filter((p) => p.status === "succeeded").reduce((sum, p) => sum + p.amount, 0);
  return {
    id: "inv_1",
    number: "FAC-2026-000042",
    state: amountPaid === 0 ? "open" : amountPaid < totals.totalTtc ? "partially_paid" : "paid",
    overdue: false,
    mode: "test",
    clientId: "cli_1",
    clientName: "Boutique Konan SARL",
    client: { id: "cli_1", name: "Boutique Konan SARL", email: "achats@konan.ci", phone: "0707070707" },
    template: "B2B",
    clientNcc: "9502363N",
    currency: "XOF",
    lines: lines.map((line, i) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent ?? 0,
      taxCode: line.taxCode,
      reference: line.reference ?? null,
      unit: line.unit ?? null,
      ht: totals.lines[i]?.ht ?? 0,
      discountedHt: totals.lines[i]?.discountedHt ?? 0,
    })),
    discountPercent: discount,
    totalHt: totals.totalHt,
    discountAmount: totals.discountAmount,
    discountedHt: totals.discountedHt,
    taxes: totals.taxes,
    totalVat: totals.totalVat,
    totalTtc: totals.totalTtc,
    amountPaid,
    amountRemaining: totals.totalTtc - amountPaid,
    minimumPart: null,
    dueDate: "2026-12-31",
    notes: "Merci de votre confiance.",
    certification: {
      status: "certified",
      fneNumber: FNE_NUMBER,
      verificationUrl: VERIFY,
      certifiedAt: "2026-11-20T09:00:00Z",
    },
    language: "fr",
    reminders: null,
    remindersSent: 0,
    nextReminderAt: null,
    createdAt: "2026-11-20T08:00:00Z",
    updatedAt: "2026-11-20T09:00:00Z",
    openedAt: "2026-11-20T08:30:00Z",
    paidAt: null,
    voidedAt: null,
    payUrl: "https://pay.example.ci/i/inv_1",
    parts,
    creditNotes: [],
    activity: [],
    ...changes,
  };
}

const PENDING = { status: "pending", fneNumber: null, verificationUrl: null, certifiedAt: null } as const;

/** The text with its drawn lines joined, so words a cell wrapped read as one phrase. */
const words = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, " ");

/** The text has every expected words and none of the absent ones. */
function shows(text: string, expected: string[], absent: string[] = []): void {
  for (const shown of expected) expect(text).toContain(shown);
  for (const missing of absent) expect(text).not.toContain(missing);
}

/** The side, in points, of every image the pages draw (pdfkit places one with "w 0 0 -h x y cm"). */
function drawnImageSides(pdf: Buffer): number[] {
  const sides: number[] = [];
  const text = pdf.toString("latin1");
  for (const m of text.matchAll(/\/Length (\d+)\s*\/Filter \/FlateDecode\s*>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(m[1]))).toString("latin1");
    for (const placed of content.matchAll(/([\d.]+) 0 0 -([\d.]+) [\d.]+ [\d.]+ cm\s*\/I\d+ Do/g))
      sides.push(Math.min(Number(placed[1]), Number(placed[2])));
  }
  return sides;
}

const paidParts = [
  part(10_000, "2026-11-21T14:05:00Z", "K7PQ2M", "orange_money"),
  part(5_000, "2026-11-25T09:30:00Z", "B4TT9Z", "bank_transfer"),
];

describe("the certified invoice", () => {
  const invoice = invoiceOf(LINES, { parts: paidParts });

  it("shows the business, the client, the numbers, the lines, the VAT per rate, the TTC, paid and remaining", async () => {
    const pdf = await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW });
    const sizes = pageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]?.[0]).toBeCloseTo(595.28, 1);
    expect(sizes[0]?.[1]).toBeCloseTo(841.89, 1);

    // 10 000 + 8 100 + 2 550 HT; VAT 1 800 + 729 + 0; TTC 23 179 (computeInvoiceTotals's figures).
    expect([invoice.totalHt, invoice.totalVat, invoice.totalTtc]).toEqual([20_650, 2529, 23_179]);
    const text = words(pdf);
    shows(
      text,
      [
        "Tissus Awa & Fils",
        "NCC : 1234567A",
        "FACTURE",
        "N° FAC-2026-000042",
        "Date d'émission : 20/11/2026",
        "Échéance : 31/12/2026",
        "Boutique Konan SARL",
        "NCC : 9502363N",
        "achats@konan.ci",
        "Type de facture : Entreprise (B2B)",
        "Facture normalisée électronique certifiée par la DGI",
        `N° FNE : ${FNE_NUMBER}`,
        VERIFY,
        "Riz parfumé 25 kg",
        "Réf. : RZ-25",
        "Lait infantile 400 g",
        "2,125",
        "10 %",
        "8 100",
        "TVA · TVA normale 18 %",
        "TVAB · TVA réduite 9 %",
        "1 800 FCFA",
        "729 FCFA",
        "Total HT 20 650 FCFA",
        "Total TVA 2 529 FCFA",
        "TOTAL TTC 23 179 FCFA",
        "Déjà payé 15 000 FCFA",
        "Reste à payer 8 179 FCFA",
        "Payez en ligne : https://pay.example.ci/i/inv_1",
        "Merci de votre confiance.",
        "Page 1/1",
      ],
      ["en attente", "PAYÉE"],
    );
  });

  it("carries a QR code large enough to scan that leads to the DGI's verification page", async () => {
    const pdf = await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW });
    const images = pdfImages(pdf);
    expect(images).toHaveLength(1);
    expect(readQr(images[0] as (typeof images)[number])).toBe(VERIFY);
    const sides = drawnImageSides(pdf);
    expect(sides).toHaveLength(1);
    expect(sides[0]).toBeGreaterThanOrEqual(110);
  });

  it("shows the invoice discount and the HT after it, and the paid mark once paid in full", async () => {
    const discounted = invoiceOf(
      [{ description: "Tissu wax", quantity: 1, unitPrice: 1_450_000, taxCode: "TVA" }],
      {},
      5,
    );
    const paid = { ...discounted, state: "paid" as const, amountPaid: 1_625_450, amountRemaining: 0 };
    const text = words(await invoicePdf({ invoice: paid, business: BUSINESS, lang: "fr", now: NOW }));
    shows(
      text,
      [
        "Remise sur la facture (5 %) -72 500 FCFA",
        "Total HT après remise 1 377 500 FCFA",
        "247 950 FCFA",
        "TOTAL TTC 1 625 450 FCFA",
        "Reste à payer 0 FCFA",
        "PAYÉE",
      ],
      ["Payez en ligne"],
    );
  });
});

describe("words Helvetica cannot draw", () => {
  it("are written as their nearest equivalent, their letter without its accent, or a question mark", async () => {
    const lines: InvoiceLineRequest[] = [
      { description: "Pagne → 2 m ≥ 1,5 m “wax” œuvre ŵ 😀", quantity: 1, unitPrice: 5000, taxCode: "TVA" },
    ];
    const invoice = invoiceOf(lines, { client: { id: "cli_2", name: "Ŋgoran & Fils", email: null, phone: null } });
    const text = pdfText(await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW }));
    expect(text).toContain("Pagne -> 2 m >= 1,5 m “wax” œuvre w ?");
    expect(text).toContain("?goran & Fils");
  });
});

describe("an invoice not certified yet", () => {
  it("says the DGI certification is pending and carries no QR code nor FNE number", async () => {
    for (const status of ["pending", "failed", "held"] as const) {
      const invoice = invoiceOf(LINES, { certification: { ...PENDING, status } });
      const pdf = await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW });
      const text = words(pdf);
      expect(text).toContain("Certification DGI en attente");
      expect(text).toContain("N° FAC-2026-000042");
      expect(text).not.toContain("certifiée par la DGI");
      expect(text).not.toContain("N° FNE");
      expect(pdfImages(pdf)).toHaveLength(0);
    }
  });

  it("as a draft, says so and has no number", async () => {
    const invoice = invoiceOf(LINES, {
      state: "draft",
      number: null,
      openedAt: null,
      certification: PENDING,
      payUrl: null,
    });
    const pdf = await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW });
    const text = words(pdf);
    expect(text).toContain("BROUILLON");
    expect(text).not.toContain("FAC-");
    expect(text).not.toContain("Date d'émission");
    expect(text).not.toContain("Déjà payé");
    expect(pdfImages(pdf)).toHaveLength(0);
  });

  it("once void, says so", async () => {
    const invoice = invoiceOf(LINES, { state: "void", certification: PENDING });
    const text = words(await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW }));
    expect(text).toContain("ANNULÉE");
    expect(text).not.toContain("Payez en ligne");
  });
});

describe("in English", () => {
  it("uses English words, dates and grouping, and says when it is overdue", async () => {
    const invoice = invoiceOf(LINES, { parts: paidParts, dueDate: "2026-11-26" });
    const text = words(await invoicePdf({ invoice, business: BUSINESS, lang: "en", now: NOW }));
    shows(
      text,
      [
        "INVOICE",
        "No. FAC-2026-000042",
        "Date issued: 20 Nov 2026",
        "Due date: 26 Nov 2026",
        "Overdue by 3 days",
        "Bill to",
        "Invoice type: Business (B2B)",
        "Electronic standardised invoice certified by the DGI",
        `FNE number: ${FNE_NUMBER}`,
        "2.125",
        "10%",
        "TVA · Standard VAT 18%",
        "TVAD · Legal exemption 0% (seller not registered for VAT)",
        "TOTAL INCL. TAX 23,179 FCFA",
        "Paid 15,000 FCFA",
        "Remaining 8,179 FCFA",
        "Page 1/1",
      ],
      ["FACTURE", "En retard"],
    );

    const pending = invoiceOf(LINES, { certification: PENDING });
    expect(words(await invoicePdf({ invoice: pending, business: BUSINESS, lang: "en", now: NOW }))).toContain(
      "DGI certification pending",
    );
  });
});

describe("an invoice of 200 lines", () => {
  it("runs over several pages, each with the table's heading and its page number", async () => {
    // Every seventh designation as long as the tax office keeps (255 characters), printed whole.
    const longest = (n: number) => `${`Article numéro ${n} — ${"tissu wax imprimé ".repeat(20)}`.slice(0, 254)}.`;
    const many: InvoiceLineRequest[] = Array.from({ length: 200 }, (_, i) => ({
      description: i % 7 === 0 ? longest(i + 1) : `Article numéro ${i + 1}`,
      quantity: 1 + (i % 5),
      unitPrice: 1000 + i,
      taxCode: i % 3 === 0 ? "TVAB" : "TVA",
    }));
    const invoice = invoiceOf(many);
    const pdf = await invoicePdf({ invoice, business: BUSINESS, lang: "fr", now: NOW });
    const count = pageSizes(pdf).length;
    expect(count).toBeGreaterThan(2);

    // Each page's text ends with its number: cut there, each piece is one page.
    const pages = pdfText(pdf)
      .split(/Page \d+\/\d+/)
      .slice(0, -1);
    expect(pages).toHaveLength(count);
    const numbers = [...pdfText(pdf).matchAll(/Page (\d+)\/(\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}/${count}`));
    // Every page says whose invoice it is; every page with lines has the table's heading above them.
    const withLines = pages.filter((page) => page.includes("Article numéro"));
    expect(withLines.length).toBeGreaterThanOrEqual(count - 1);
    for (const page of pages) expect(page).toContain("FAC-2026-000042");
    for (const page of withLines) {
      expect(page).toContain("Désignation");
      expect(page.indexOf("Désignation")).toBeLessThan(page.indexOf("Article numéro"));
    }
    const shown = [...pdfText(pdf).matchAll(/Article numéro (\d+)/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(words(pdf)).toContain(`TOTAL TTC ${formatXof(invoice.totalTtc, "fr")}`);
    expect(longest(197)).toHaveLength(255);
    expect(words(pdf)).toContain(longest(197));
  });
});

describe("a part's receipt", () => {
  const parts = [...paidParts, part(3_000, null, "W9NN3C", "wave")];
  const invoice = invoiceOf(LINES, { parts });

  it("shows the part, how and when it was paid, and what remained right after it", async () => {
    const first = parts[0] as InvoicePart;
    const pdf = await receiptPdf({ invoice, part: first, business: BUSINESS, lang: "fr", now: NOW });
    const [size] = pageSizes(pdf);
    expect(size?.[0]).toBeCloseTo(419.53, 1);
    const text = words(pdf);
    shows(
      text,
      [
        "REÇU",
        "Tissus Awa & Fils",
        "Boutique Konan SARL",
        "NCC : 9502363N",
        "Facture FAC-2026-000042",
        `N° FNE ${FNE_NUMBER}`,
        "Montant 10 000 FCFA",
        "Moyen de paiement Orange Money",
        "Code de paiement K7PQ2M",
        "Payé le 21/11/2026 14:05 UTC",
        "Total de la facture (TTC) 23 179 FCFA",
        "Payé à ce jour 10 000 FCFA",
        "Reste à payer 13 179 FCFA",
      ],
      ["entièrement payée"],
    );
  });

  it("counts the parts paid up to it, in English, and names a bank transfer", async () => {
    const second = parts[1] as InvoicePart;
    const text = words(await receiptPdf({ invoice, part: second, business: BUSINESS, lang: "en", now: NOW }));
    shows(text, [
      "RECEIPT",
      "Amount 5,000 FCFA",
      "Paid with Bank transfer",
      "Payment code B4TT9Z",
      "Paid on 25 Nov 2026 09:30 UTC",
      "Paid so far 15,000 FCFA",
      "Remaining 8,179 FCFA",
    ]);
  });

  it("says the invoice is paid in full after its last part, and refuses a part not paid", async () => {
    const last = part(8_179, "2026-11-28T17:45:00Z", "Z2LL8Q", "wave");
    const settled = invoiceOf(LINES, { parts: [...paidParts, last], certification: PENDING });
    const text = words(await receiptPdf({ invoice: settled, part: last, business: BUSINESS, lang: "fr", now: NOW }));
    expect(text).toContain("Reste à payer 0 FCFA");
    expect(text).toContain("Facture entièrement payée");
    expect(text).toContain("Moyen de paiement Wave");
    expect(text).not.toContain("N° FNE");
    const unpaid = parts[2] as InvoicePart;
    await expect(receiptPdf({ invoice, part: unpaid, business: BUSINESS, lang: "fr", now: NOW })).rejects.toThrow(
      "not paid",
    );
  });
});
