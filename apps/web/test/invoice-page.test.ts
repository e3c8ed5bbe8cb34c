import type { PublicInvoice } from "@payflow/contracts/invoice-views";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invoiceOfPage } from "../src/pay/invoice/InvoicePage";
import { renderInvoicePage } from "./support/render-pay";

// An invoice's page (src/pay/invoice, /i/<id>) as the business's client uses it, against a
// stubbed server: the certified invoice with what was paid and what remains, a part checked
// before anything is sent, what the server receives and where the payer goes next.

// Ten bags of cement at 5,000 HT (VAT 18 %): 50,000 HT, 9,000 VAT, 59,000 TTC; 34,000 paid.
const INVOICE: PublicInvoice = {
  id: "inv_3hQk8sD0uLqz4Pm2",
  number: "FAC-2026-000042",
  state: "partially_paid",
  overdue: false,
  template: "B2B",
  businessName: "Quincaillerie Kouassi",
  businessLogoUrl: null,
  clientName: "Bâtir CI SARL",
  clientNcc: "9502363N",
  currency: "XOF",
  lines: [
    {
      description: "Ciment CPJ 45, sac de 50 kg",
      quantity: 10,
      unitPrice: 5_000,
      discountPercent: 0,
      taxCode: "TVA",
      reference: null,
      unit: "sac",
      ht: 50_000,
      discountedHt: 50_000,
    },
  ],
  discountPercent: 0,
  totalHt: 50_000,
  discountAmount: 0,
  taxes: [{ code: "TVA", rate: 18, base: 50_000, vat: 9_000 }],
  totalVat: 9_000,
  totalTtc: 59_000,
  amountPaid: 34_000,
  amountRemaining: 25_000,
  amountPayable: 25_000,
  minimumPart: 10_000,
  dueDate: "2026-12-15",
  notes: "",
  openedAt: "2026-11-15T09:30:00.000Z",
  certification: {
    status: "certified",
    fneNumber: "9606123E26000000042",
    verificationUrl: "https://www.services.fne.dgi.gouv.ci/fr/verification/0f3c2a",
  },
  operators: ["wave", "orange_money"],
  mode: "live",
};
const CHECKOUT = "https://payflow.example/pay/pay_9XkQ2";

type Reply = { status: number; body: unknown };
let gets: string[];
let posts: unknown[];
let reply: Reply;
let invoiceReply: Reply;
let went: string[];

beforeEach(() => {
  gets = [];
  posts = [];
  went = [];
  reply = {
    status: 201,
    body: { paymentId: "pay_9XkQ2", status: "pending", amount: 0, currency: "XOF", checkoutUrl: CHECKOUT },
  };
  invoiceReply = { status: 200, body: INVOICE };
  localStorage.setItem("appLanguage", "fr");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/public/invoices/${INVOICE.id}/payments` && init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      if (url === `/api/public/invoices/${INVOICE.id}` && !init?.method) {
        gets.push(url);
        return new Response(JSON.stringify(invoiceReply.body), { status: invoiceReply.status });
      }
      throw new Error(`unexpected call to ${url}`);
    }),
  );
  // Where the page sends the payer: jsdom does not navigate, so the address asked for is kept.
  vi.stubGlobal("location", {
    href: `https://payflow.example/i/${INVOICE.id}`,
    pathname: `/i/${INVOICE.id}`,
    assign: (url: string) => went.push(url),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.getElementById("invoice-data")?.remove();
});

/** The page as the server writes it: the invoice as JSON in #invoice-data. */
function writtenPage(invoice: PublicInvoice) {
  const block = document.head.appendChild(document.createElement("script"));
  block.type = "application/json";
  block.id = "invoice-data";
  block.textContent = JSON.stringify(invoice);
  return renderInvoicePage(invoice.id, invoiceOfPage());
}

const amountField = () => screen.getByLabelText(/Montant à payer/) as HTMLInputElement;
const typeAmount = (value: string) => fireEvent.input(amountField(), { target: { value } });
const payButton = () => screen.getByRole("button", { name: /^Payer/ });
/** Types a part and presses the button, which says that amount. */
function payPart(typed: string, button: string) {
  typeAmount(typed);
  expect(payButton().textContent).toBe(button);
  fireEvent.click(payButton());
}

describe("an invoice paid in part", () => {
  it("shows the certified invoice from the page's data, what was paid and what remains, without asking the server", () => {
    writtenPage(INVOICE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Facture FAC-2026-000042");
    expect(screen.getByText("Quincaillerie Kouassi")).toBeTruthy();
    expect(screen.getByText("Bâtir CI SARL")).toBeTruthy();
    expect(screen.getByText("9502363N")).toBeTruthy();
    expect(screen.getByTestId("invoice-certification").textContent).toContain(
      "Certifiée par la DGI — N° FNE 9606123E26000000042",
    );
    const verify = screen.getByRole("link", { name: /Vérifier la facture/ }) as HTMLAnchorElement;
    expect(verify.href).toBe(INVOICE.certification.verificationUrl);
    expect(verify.textContent).toBe("Vérifier");
    expect(screen.getByText("Ciment CPJ 45, sac de 50 kg")).toBeTruthy();
    expect(screen.getByTestId("invoice-ttc").textContent).toBe("59 000 FCFA");
    expect(screen.getByTestId("invoice-paid").textContent).toBe("34 000 FCFA");
    expect(screen.getByTestId("invoice-remaining").textContent).toBe("25 000 FCFA");
    expect(screen.getByRole("progressbar", { name: "Part de la facture payée" }).getAttribute("value")).toBe("34000");
    expect(screen.queryByTestId("invoice-overdue")).toBeNull();
    // The whole remainder is offered; the payer may lower it to the invoice's minimum part.
    expect(amountField().value).toBe("25 000");
    expect(screen.getByText("Vous pouvez payer en plusieurs fois : au moins 10 000 FCFA par paiement")).toBeTruthy();
    expect(payButton().textContent).toBe("Payer 25 000 FCFA");
    const pdf = screen.getByRole("link", { name: "Télécharger la facture (PDF)" }) as HTMLAnchorElement;
    expect(pdf.getAttribute("href")).toBe(`/api/public/invoices/${INVOICE.id}/pdf?lang=fr`);
    expect(document.title).toBe("Facture FAC-2026-000042 — Quincaillerie Kouassi");
    expect(gets).toEqual([]);
  });

  it("refuses a part below the minimum, or one leaving too little, at the amount before sending anything", async () => {
    writtenPage(INVOICE);
    payPart("5000", "Payer 5 000 FCFA");
    expect(
      await screen.findByText(
        "Une tranche est d'au moins 10 000 FCFA, sauf si elle paie tout ce qui reste (25 000 FCFA).",
      ),
    ).toBeTruthy();
    expect(amountField().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(amountField());
    payPart("24 950", "Payer 24 950 FCFA");
    expect(await screen.findByText(/Cette tranche laisserait moins de 100 FCFA à payer/)).toBeTruthy();
    expect(posts).toEqual([]);
    expect(went).toEqual([]);
  });

  it("sends a valid part and takes the payer to its checkout page", async () => {
    writtenPage(INVOICE);
    payPart("15 000", "Payer 15 000 FCFA");
    await waitFor(() => expect(went).toEqual([CHECKOUT]));
    // No operator: the payer chooses how to pay on the checkout page.
    expect(posts).toEqual([{ amount: 15_000 }]);
  });

  it("shows the server's refusal at the amount and keeps what was typed", async () => {
    reply = { status: 409, body: { error: { code: "invoiceNotPayable" } } };
    writtenPage(INVOICE);
    payPart("12000", "Payer 12 000 FCFA");
    expect(await screen.findByText("Cette facture n'attend pas de paiement.")).toBeTruthy();
    expect(amountField().value).toBe("12000");
    expect(amountField().getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([{ amount: 12_000 }]);
    expect(went).toEqual([]);
  });

  it("words the server's amounts as the payer reads them", async () => {
    reply = {
      status: 400,
      body: { error: { code: "invoicePartExceedsRemaining", field: "amount", params: { remaining: "13000" } } },
    };
    writtenPage(INVOICE);
    payPart("15000", "Payer 15 000 FCFA");
    expect(
      await screen.findByText("C'est plus que ce qui reste à payer sur cette facture (13 000 FCFA)."),
    ).toBeTruthy();
  });
});

describe("an invoice in other states", () => {
  it("paid: thanks the payer and offers no form", () => {
    writtenPage({ ...INVOICE, state: "paid", amountPaid: 59_000, amountRemaining: 0, amountPayable: 0 });
    expect(screen.getByText("Facture payée — merci")).toBeTruthy();
    expect(screen.getByTestId("invoice-remaining").textContent).toBe("0 FCFA");
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Payer/ })).toBeNull();
    // Its PDF stays at hand.
    expect(screen.getByRole("link", { name: "Télécharger la facture (PDF)" })).toBeTruthy();
  });

  it("paid in one go, late and not yet certified: a fixed amount, the late badge, the certification pending", async () => {
    const whole: PublicInvoice = {
      ...INVOICE,
      state: "open",
      overdue: true,
      amountPaid: 0,
      amountRemaining: 59_000,
      amountPayable: 59_000,
      minimumPart: 59_000,
      certification: { status: "pending", fneNumber: null, verificationUrl: null },
    };
    writtenPage(whole);
    expect(screen.getByTestId("invoice-overdue").textContent).toBe("En retard");
    expect(screen.getByTestId("invoice-certification").textContent).toBe("Certification DGI en attente");
    expect(screen.queryByRole("link", { name: /Vérifier/ })).toBeNull();
    expect(screen.queryByLabelText(/Montant à payer/)).toBeNull();
    expect(screen.queryByText(/plusieurs fois/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Payer 59 000 FCFA" }));
    await waitFor(() => expect(posts).toEqual([{ amount: 59_000 }]));
  });

  it("with part of the rest under way: offers what is payable and says the rest is under way", () => {
    writtenPage({ ...INVOICE, amountPayable: 15_000 });
    expect(screen.getByText("Un paiement de 10 000 FCFA est en cours sur cette facture.")).toBeTruthy();
    expect(amountField().value).toBe("15 000");
  });

  it("without the page's data, asks the server once", async () => {
    renderInvoicePage(INVOICE.id, null);
    expect(await screen.findByRole("heading", { name: "Facture FAC-2026-000042" })).toBeTruthy();
    expect(gets).toHaveLength(1);
  });

  it("unknown (or draft, or void): the same not-available page, with nothing to pay", async () => {
    invoiceReply = { status: 404, body: { error: { code: "invoiceUnavailable" } } };
    renderInvoicePage(INVOICE.id, null);
    expect(await screen.findByRole("heading", { level: 1, name: "Cette facture n'est pas disponible" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Payer/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Cette facture n'est pas disponible"));
  });
});

describe("the payer's language", () => {
  it("English when the browser asks for English and nothing was chosen here", () => {
    localStorage.clear();
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-GB");
    writtenPage(INVOICE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Invoice FAC-2026-000042");
    expect(screen.getByTestId("invoice-certification").textContent).toContain(
      "Certified by the DGI — FNE no. 9606123E26000000042",
    );
    expect(screen.getByText("You may pay in parts: at least 10,000 FCFA each time")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay 25,000 FCFA" })).toBeTruthy();
    const pdf = screen.getByRole("link", { name: "Download the invoice (PDF)" });
    expect(pdf.getAttribute("href")).toBe(`/api/public/invoices/${INVOICE.id}/pdf?lang=en`);
    expect(document.documentElement.lang).toBe("en");
  });

  it("French for a French browser, and the payer's own choice over the browser's", () => {
    localStorage.clear();
    const language = vi.spyOn(navigator, "language", "get").mockReturnValue("fr-CI");
    const first = writtenPage(INVOICE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Facture FAC-2026-000042");
    first.unmount();
    language.mockReturnValue("en-US");
    localStorage.setItem("appLanguage", "fr");
    writtenPage(INVOICE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Facture FAC-2026-000042");
  });
});
