import type { PortalInvoice, PortalInvoiceList } from "@payflow/contracts/portal-invoices";
import type { PortalTransactionList } from "@payflow/contracts/transactions";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientHome } from "../src/features/portal/components/ClientHome";
import { ClientInvoicesPage } from "../src/features/portal/components/ClientInvoicesPage";
import "../src/app/layouts/area-i18n";
import i18n from "../src/i18n";
import { signedInClient, stubFetchAnswers, stubFetchFailing } from "./support/fixtures";
import { renderScreens } from "./support/render-screen";

// The client portal's invoices: each issued invoice with its business, total, what remains, its
// due date (late ones marked), its state, "Payer" on its page while something remains, its PDF,
// and a receipt per paid part; as a table on a computer and as cards on a phone, in both
// languages, with its empty and failed states.

const me = signedInClient();

/** An open invoice of Koné Distribution, certified, due mid-December, nothing paid yet. */
const OPEN: PortalInvoice = {
  id: "inv_1",
  number: "FAC-2026-000001",
  state: "open",
  overdue: false,
  businessName: "Koné Distribution",
  currency: "XOF",
  totalTtc: 20_629,
  amountPaid: 0,
  amountRemaining: 20_629,
  dueDate: "2026-12-15",
  openedAt: "2026-11-20T10:00:00.000Z",
  certification: { status: "certified", fneNumber: "FNE-778899", verificationUrl: "https://fne.dgi.ci/v/778899" },
  pageUrl: "http://localhost:3000/i/inv_1",
  pdfUrl: "/api/public/invoices/inv_1/pdf?lang=fr",
  parts: [],
};
const invoice = (overrides: Partial<PortalInvoice>): PortalInvoice => ({ ...OPEN, ...overrides });

const partlyPaid = invoice({
  id: "inv_2",
  number: "FAC-2026-000002",
  state: "partially_paid",
  overdue: true,
  dueDate: "2026-11-01",
  amountPaid: 7_450,
  amountRemaining: 13_179,
  pageUrl: "http://localhost:3000/i/inv_2",
  pdfUrl: "/api/public/invoices/inv_2/pdf?lang=fr",
  parts: [
    {
      paymentId: "pay_9",
      code: "PF-AB12-CD34",
      amount: 7_450,
      operator: "wave",
      paidAt: "2026-11-21T09:30:00.000Z",
      receiptPdfUrl: "/api/portal/invoices/inv_2/receipts/pay_9/pdf?lang=fr",
    },
  ],
});
const paid = invoice({
  id: "inv_3",
  number: "FAC-2026-000003",
  state: "paid",
  amountPaid: 20_629,
  amountRemaining: 0,
  pageUrl: "http://localhost:3000/i/inv_3",
  pdfUrl: "/api/public/invoices/inv_3/pdf?lang=fr",
});
const voided = invoice({
  id: "inv_4",
  number: "FAC-2026-000004",
  state: "void",
  amountRemaining: 0,
  pageUrl: null,
  pdfUrl: null,
});

const list = (items: PortalInvoice[], mode: "live" | "test" = "live"): PortalInvoiceList => ({ mode, items });
const transactions: PortalTransactionList = { company: "Koné Distribution", mode: "live", items: [] };

const renderAt = (at: string) =>
  renderScreens(me, { "/client-dashboard": <ClientHome />, "/client-dashboard/invoices": <ClientInvoicesPage /> }, at);

/** A phone's screen (375 px): every max-width query matches, as usePhone asks. */
function onPhone() {
  const original = window.matchMedia;
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        ...original(query),
        matches: query.includes("max-width"),
      }) as MediaQueryList,
  );
}

let fetched: ReturnType<typeof stubFetchAnswers>;
beforeEach(() => {
  fetched = stubFetchAnswers({
    "/api/portal/invoices?lang=fr": list([partlyPaid, invoice({}), paid, voided]),
    "/api/portal/invoices?mode=test&lang=en": list([partlyPaid], "test"),
    "/api/portal/transactions": transactions,
  });
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = (number: string) => {
  const row = screen.getAllByTestId("portal-invoice").find((r) => r.textContent?.includes(number));
  if (!row) throw new Error(`no row for ${number}`);
  return within(row);
};

describe("the client portal's invoices", () => {
  it("lists each invoice with what remains, its state, the way to pay it, its PDF and its receipts", async () => {
    await i18n.changeLanguage("fr");
    renderAt("/client-dashboard/invoices");
    expect(screen.getByRole("heading", { level: 1, name: "Mes factures" })).toBeTruthy();
    expect((await screen.findAllByTestId("portal-invoice")).map((r) => r.dataset.state)).toEqual([
      "partially_paid",
      "open",
      "paid",
      "void",
    ]);

    const late = rowOf("FAC-2026-000002");
    expect(late.getByText("Koné Distribution")).toBeTruthy();
    expect(late.getByText("20 629 FCFA")).toBeTruthy();
    expect(late.getByText("13 179 FCFA")).toBeTruthy();
    expect(late.getByTestId("invoice-state").textContent).toBe("Partiellement payée");
    expect(late.getByTestId("invoice-overdue").textContent).toBe("En retard");
    expect(late.getByRole("link", { name: "Payer la facture FAC-2026-000002" }).getAttribute("href")).toBe(
      "http://localhost:3000/i/inv_2",
    );
    expect(late.getByRole("link", { name: "Télécharger la facture FAC-2026-000002 (PDF)" }).getAttribute("href")).toBe(
      "/api/public/invoices/inv_2/pdf?lang=fr",
    );
    const receipt = late.getByRole("link", { name: /^Télécharger le reçu de 7 450 FCFA payé le .*PF-AB12-CD34/ });
    expect(receipt.textContent).toBe("Reçu PF-AB12-CD34");
    expect(receipt.getAttribute("href")).toBe("/api/portal/invoices/inv_2/receipts/pay_9/pdf?lang=fr");
    expect(late.getByText(/^Certifiée N° FNE FNE-778899/)).toBeTruthy();
    expect(
      late
        .getByRole("link", { name: "Vérifier la facture FAC-2026-000002 sur le site de la DGI" })
        .getAttribute("href"),
    ).toBe("https://fne.dgi.ci/v/778899");

    const onTime = rowOf("FAC-2026-000001");
    expect(onTime.queryByTestId("invoice-overdue")).toBeNull();
    expect(onTime.getByText("15 déc. 2026")).toBeTruthy();
    expect(onTime.getByTestId("invoice-state").textContent).toBe("Émise");
    expect(onTime.queryAllByTestId("invoice-receipt")).toHaveLength(0);

    // Nothing left to pay: no "Payer", the PDF stays; a void invoice has neither, and says so.
    const settled = rowOf("FAC-2026-000003");
    expect(settled.queryByRole("link", { name: /^Payer/ })).toBeNull();
    expect(settled.getByRole("link", { name: /\(PDF\)$/ })).toBeTruthy();
    const withdrawn = rowOf("FAC-2026-000004");
    expect(withdrawn.getByTestId("invoice-state").textContent).toBe("Annulée");
    expect(withdrawn.queryByRole("link", { name: /^Payer/ })).toBeNull();
    expect(withdrawn.queryByRole("link", { name: /\(PDF\)$/ })).toBeNull();
    expect(fetched).toHaveBeenCalledWith("/api/portal/invoices?lang=fr", expect.anything());
  });

  it("shows cards on a phone, in English, with the test invoices asked for by the address", async () => {
    await i18n.changeLanguage("en");
    onPhone();
    renderAt("/client-dashboard/invoices?mode=test");
    const list = await screen.findByTestId("portal-invoices");
    expect(list.tagName).toBe("UL");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByTestId("portal-mode").textContent).toBe("Test mode");
    const card = within(screen.getByTestId("portal-invoice"));
    expect(card.getByText("FAC-2026-000002")).toBeTruthy();
    expect(card.getByTestId("invoice-state").textContent).toBe("Partly paid");
    expect(card.getByTestId("invoice-overdue").textContent).toBe("Overdue");
    expect(card.getByText("Due Nov 1, 2026")).toBeTruthy();
    expect(card.getByRole("link", { name: "Pay invoice FAC-2026-000002" })).toBeTruthy();
    expect(card.getByRole("link", { name: /^Download the receipt of .*7,450.* \(PF-AB12-CD34, PDF\)$/ })).toBeTruthy();
  });

  it("says when there is no invoice yet, and when they could not be loaded", async () => {
    await i18n.changeLanguage("fr");
    stubFetchAnswers({ "/api/portal/invoices?lang=fr": list([]) });
    const first = renderAt("/client-dashboard/invoices");
    expect((await screen.findByTestId("invoices-empty")).textContent).toBe(
      "Aucune facture pour l'instant. Les factures émises à votre nom apparaîtront ici.",
    );
    first.unmount();
    stubFetchFailing();
    renderAt("/client-dashboard/invoices");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByTestId("portal-invoices")).toBeNull();
  });

  it("is offered on the portal's home", async () => {
    await i18n.changeLanguage("fr");
    renderAt("/client-dashboard");
    const heading = await screen.findByRole("heading", { level: 2, name: "Mes factures" });
    const card = heading.closest(".mantine-Card-root") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Ouvrir" }).getAttribute("href")).toBe("/client-dashboard/invoices");
  });
});
