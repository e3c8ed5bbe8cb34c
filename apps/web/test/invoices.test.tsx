import type { Client, ClientList } from "@payflow/contracts/clients";
import type { InvoiceDetail, InvoicePart, InvoiceSummary } from "@payflow/contracts/invoice-views";
import type { Invoice, InvoiceList } from "@payflow/contracts/invoices";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvoiceFormPage } from "../src/features/invoices/components/InvoiceFormPage";
import { InvoicePage } from "../src/features/invoices/components/InvoicePage";
import { InvoicesPage } from "../src/features/invoices/components/InvoicesPage";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { TEST_MODE_STORAGE_KEY } from "../src/lib/test-mode";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreens } from "./support/render-screen";

// The Invoices screens as a business sees them, in French (the default): the list's totals and
// rows, the editor's totals as the person types (the contracts' computeInvoiceTotals, the
// server's), a refusal shown at its line's field with everything typed kept, a business's NCC,
// an invoice's certification, parts and history, and what a person who cannot take payments
// (no usePOS) is not offered.

const maker = signedIn({
  role: "manager",
  capabilities: ["viewTransactions", "usePOS"],
  preferences: { language: "fr" },
});
const reader = signedIn({ role: "viewer", capabilities: ["viewTransactions"], preferences: { language: "fr" } });

const RICE = {
  description: "Riz parfumé 5 kg",
  quantity: 2,
  unitPrice: 5_000,
  discountPercent: 0,
  taxCode: "TVA" as const,
  reference: null,
  unit: "sac",
  ht: 10_000,
  discountedHt: 10_000,
};

/** An issued invoice of 11,800 FCFA (one line of rice), certification pending, nothing paid. */
const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: "inv_open",
  number: "FAC-2026-000042",
  state: "open",
  overdue: false,
  mode: "test",
  clientId: "cli_1",
  clientName: "Boutique Awa",
  template: "B2C",
  clientNcc: null,
  currency: "XOF",
  lines: [RICE],
  discountPercent: 0,
  totalHt: 10_000,
  discountAmount: 0,
  discountedHt: 10_000,
  taxes: [{ code: "TVA", rate: 18, base: 10_000, vat: 1_800 }],
  totalVat: 1_800,
  totalTtc: 11_800,
  amountPaid: 0,
  amountRemaining: 11_800,
  minimumPart: null,
  dueDate: "2026-12-15",
  notes: "",
  certification: { status: "pending", fneNumber: null, verificationUrl: null, certifiedAt: null },
  language: "fr",
  reminders: null,
  remindersSent: 0,
  nextReminderAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
  openedAt: "2026-11-20T09:00:00.000Z",
  paidAt: null,
  voidedAt: null,
  ...overrides,
});

const aDetail = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...anInvoice(),
  client: { id: "cli_1", name: "Boutique Awa", email: "awa@boutique.ci", phone: "0700000001" },
  payUrl: "https://pay.example.ci/i/inv_open",
  parts: [],
  creditNotes: [],
  activity: [
    { id: "act_1", kind: "created", at: "2026-11-20T08:00:00.000Z", data: {} },
    { id: "act_2", kind: "finalized", at: "2026-11-20T09:00:00.000Z", data: {} },
  ],
  ...overrides,
});

const CERTIFIED = {
  status: "certified" as const,
  fneNumber: "FNE-2026-123456",
  verificationUrl: "https://fne.dgi.gouv.ci/verify/abc",
  certifiedAt: "2026-11-20T09:01:00.000Z",
};

/** A part of 5,000 FCFA paid with Wave. */
const PAID_PART: InvoicePart = {
  paymentId: "pay_1",
  code: "PF-AAAA-0001",
  amount: 5_000,
  status: "succeeded",
  operator: "wave",
  refundedAmount: 0,
  createdAt: "2026-11-21T10:00:00.000Z",
  paidAt: "2026-11-21T10:01:00.000Z",
};

const LIST: Invoice[] = [
  anInvoice({ id: "inv_draft", number: null, state: "draft", clientName: "Kouassi SARL", openedAt: null }),
  anInvoice(),
  anInvoice({
    id: "inv_late",
    number: "FAC-2026-000040",
    state: "partially_paid",
    overdue: true,
    clientName: "Ministère du Commerce",
    totalTtc: 1_625_450,
    amountPaid: 625_450,
    amountRemaining: 1_000_000,
    dueDate: "2026-11-01",
    certification: CERTIFIED,
  }),
];

const SUMMARY: InvoiceSummary = {
  open: { count: 3, amount: 1_250_000 },
  overdue: { count: 1, amount: 1_000_000 },
  paidThisMonth: { count: 5, amount: 742_300 },
};

const aClient = (id: string, name: string): Client => ({
  id,
  name,
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  status: "active",
  hasPortalLogin: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

// jsdom has no document.fonts, which the form's autosizing Textareas listen to.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

let details: Record<string, InvoiceDetail>;
let calls: { method: string; path: string; body: unknown }[];
/** What the fake server answers a draft's save with: the saved draft, or a refusal. */
let saveAnswer: () => Response;

beforeEach(async () => {
  await i18n.changeLanguage("fr");
  calls = [];
  details = {
    inv_open: aDetail(),
    inv_draft: aDetail({
      id: "inv_draft",
      number: null,
      state: "draft",
      openedAt: null,
      payUrl: null,
      certification: { status: "pending", fneNumber: null, verificationUrl: null, certifiedAt: null },
      lines: [RICE, { ...RICE, description: "Lait infantile", quantity: 3, unitPrice: 3_000, taxCode: "TVAB" }],
      activity: [{ id: "act_1", kind: "created", at: "2026-11-20T08:00:00.000Z", data: {} }],
    }),
  };
  saveAnswer = () => json(details.inv_draft, 201);
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init?.method ?? "GET";
    if (method !== "GET")
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (pathname === "/api/invoices/summary") return json(SUMMARY);
    if (pathname === "/api/invoices" && method === "POST") return saveAnswer();
    if (pathname === "/api/invoices") {
      const state = searchParams.get("state");
      const items = LIST.filter((i) => !state || i.state === state);
      return json({ items, nextCursor: null } satisfies InvoiceList);
    }
    if (pathname === "/api/clients") {
      const items = [aClient("cli_1", "Boutique Awa"), aClient("cli_2", "Kouassi SARL")];
      return json({ items, total: 2, page: 1, pageSize: 25 } satisfies ClientList);
    }
    // The PDFs are named after what the server was asked: the language and the mode.
    if (pathname.endsWith("/pdf"))
      return new Response("%PDF", {
        headers: {
          "content-disposition": `attachment; filename="${pathname.split("/")[3]}-${searchParams.get("lang")}-${new Headers(init?.headers).get("x-payflow-mode")}.pdf"`,
        },
      });
    const [, , , id, action] = pathname.split("/");
    const found = id ? details[id] : undefined;
    if (!found) return undefined;
    if (method === "GET" && !action) return json(found);
    if (method === "PATCH") return saveAnswer();
    if (method === "DELETE") return new Response(null, { status: 204 });
    // The platform certifies at the second try; issuing numbers the draft.
    const moved: Partial<Record<string, InvoiceDetail>> = {
      certify: { ...found, certification: CERTIFIED },
      finalize: { ...found, number: "FAC-2026-000043", state: "open", payUrl: "https://pay.example.ci/i/x" },
    };
    const next = action ? moved[action] : undefined;
    if (next) {
      details[found.id] = next;
      return json(next);
    }
    if (action === "send" || action === "void") return json(found);
    return undefined;
  });
});
afterEach(() => {
  localStorage.removeItem(TEST_MODE_STORAGE_KEY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCREENS = {
  "/dashboard/invoices": <InvoicesPage />,
  "/dashboard/invoices/new": <InvoiceFormPage />,
  "/dashboard/invoices/:id": <InvoicePage />,
  "/dashboard/invoices/:id/edit": <InvoiceFormPage />,
};
const open = (at: string, me = maker) => renderScreens(me, SCREENS, at);
/** A step that ends on another screen (its code and its reads): more than the default second on a loaded machine. */
const AFTER_NAVIGATION = { timeout: 5000 };

const row = (text: string) => {
  const found = screen.getAllByTestId("invoice-row").find((r) => r.textContent?.includes(text));
  if (!found) throw new Error(`no row ${text}`);
  return found;
};
const line = (n: number) => within(screen.getByRole("group", { name: `Ligne ${n}` }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** The error message shown under a field (its aria-describedby's error part). */
const errorOf = (field: HTMLElement) =>
  document.getElementById(
    field
      .getAttribute("aria-describedby")
      ?.split(" ")
      .find((id) => id.endsWith("error")) ?? "",
  )?.textContent;

describe("the invoices list", () => {
  it("shows the totals and each invoice's number, amounts, due date and badges", async () => {
    open("/dashboard/invoices");
    await screen.findByTestId("invoices-table");
    const openCard = await screen.findByTestId("invoice-summary-open");
    await waitFor(() => expect(openCard.textContent).toContain("1 250 000 FCFA"));
    expect(openCard.textContent).toContain("3 factures");
    expect(screen.getByTestId("invoice-summary-overdue").textContent).toContain("1 000 000 FCFA");
    expect(screen.getByTestId("invoice-summary-paidThisMonth").textContent).toContain("742 300 FCFA");
    expect(screen.getByTestId("invoice-summary-paidThisMonth").textContent).toContain("5 factures");

    const draft = row("Kouassi SARL");
    expect(
      within(draft)
        .getByRole("link", { name: /Brouillon/ })
        .getAttribute("href"),
    ).toBe("/dashboard/invoices/inv_draft");
    expect(within(draft).queryByTestId("invoice-certification")).toBeNull();
    const issued = row("FAC-2026-000042");
    expect(within(issued).getAllByText("11 800 FCFA")).toHaveLength(2);
    expect(within(issued).getByText("Émise")).toBeTruthy();
    expect(within(issued).getByText("Certification en attente")).toBeTruthy();
    expect(within(issued).queryByText("En retard")).toBeNull();
    const late = row("FAC-2026-000040");
    expect(within(late).getByText("1 625 450 FCFA")).toBeTruthy();
    expect(within(late).getByText("1 000 000 FCFA")).toBeTruthy();
    expect(within(late).getByText("En retard")).toBeTruthy();
    expect(within(late).getByText("Partiellement payée")).toBeTruthy();
    expect(within(late).getByText("Certifiée")).toBeTruthy();
  });

  it("filters by state, then says when nothing matches", async () => {
    open("/dashboard/invoices");
    await screen.findByTestId("invoices-table");
    fireEvent.change(screen.getByRole("combobox", { name: "État" }), { target: { value: "draft" } });
    await waitFor(() => expect(screen.getAllByTestId("invoice-row")).toHaveLength(1));
    expect(row("Brouillon")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "État" }), { target: { value: "void" } });
    expect(await screen.findByText("Aucune facture ne correspond à ces filtres.")).toBeTruthy();
  });

  it("offers a new invoice to whoever takes payments", async () => {
    open("/dashboard/invoices");
    await screen.findByTestId("invoices-table");
    expect(screen.getByRole("link", { name: "Nouvelle facture" }).getAttribute("href")).toBe("/dashboard/invoices/new");
  });
});

describe("the invoice editor", () => {
  it("computes the totals as the lines are typed: 2 × 5,000 TVA + 3 × 3,000 −10 % TVAB is 20,629 TTC", async () => {
    open("/dashboard/invoices/new");
    const totals = await screen.findByTestId("invoice-live-totals");
    type(line(1).getByRole("textbox", { name: /^Désignation/ }), "Riz parfumé 5 kg");
    type(line(1).getByRole("textbox", { name: /^Quantité/ }), "2");
    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "5000");
    expect(within(totals).getByTestId("total-ttc").textContent).toContain("11 800 FCFA");

    fireEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    type(line(2).getByRole("textbox", { name: /^Désignation/ }), "Lait infantile");
    type(line(2).getByRole("textbox", { name: /^Quantité/ }), "3");
    type(line(2).getByRole("textbox", { name: /^Prix unitaire HT/ }), "3000");
    type(line(2).getByRole("textbox", { name: /^Remise/ }), "10");
    fireEvent.change(line(2).getByRole("combobox", { name: "Taxe" }), { target: { value: "TVAB" } });

    expect(line(2).getByTestId("invoice-line-ht").textContent).toBe("8 100 FCFA");
    expect(within(totals).getByTestId("total-ht").textContent).toContain("18 100 FCFA");
    expect(within(totals).getByTestId("total-vat-TVA").textContent).toContain("1 800 FCFA");
    expect(within(totals).getByTestId("total-vat-TVAB").textContent).toContain("729 FCFA");
    expect(within(totals).getByTestId("total-vat").textContent).toContain("2 529 FCFA");
    expect(within(totals).getByTestId("total-ttc").textContent).toContain("20 629 FCFA");

    // The invoice's discount comes off the HT before VAT: 5 % of 18,100 is 905.
    type(screen.getByRole("textbox", { name: "Remise sur la facture (%)" }), "5");
    expect(within(totals).getByTestId("total-discount").textContent).toContain("905 FCFA");
    expect(within(totals).getByTestId("total-ttc").textContent).toContain("19 598 FCFA");
    fireEvent.click(line(2).getByRole("button", { name: "Retirer la ligne 2" }));
    expect(within(totals).getByTestId("total-ttc").textContent).toContain("11 210 FCFA");
  });

  it("shows the server's refusal at its line's field and keeps everything typed", async () => {
    saveAnswer = () =>
      json({ error: { code: "invoiceUnitPriceInvalid", message: "no", field: "lines.1.unitPrice" } }, 400);
    open("/dashboard/invoices/inv_draft/edit");
    const price = await waitFor(() => line(2).getByRole("textbox", { name: /^Prix unitaire HT/ }));
    expect(price).toHaveProperty("value", "3 000");
    type(line(1).getByRole("textbox", { name: /^Désignation/ }), "Riz brisé");
    type(price, "3500");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));

    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(price)).toBe("Un prix unitaire hors taxe est un nombre entier de FCFA, de 0 à 1 000 000 000.");
    expect(calls).toEqual([
      {
        method: "PATCH",
        path: "/api/invoices/inv_draft",
        body: expect.objectContaining({
          clientId: "cli_1",
          template: "B2C",
          lines: [
            expect.objectContaining({ description: "Riz brisé", quantity: 2, unitPrice: 5000, taxCode: "TVA" }),
            expect.objectContaining({ description: "Lait infantile", quantity: 3, unitPrice: 3500, taxCode: "TVAB" }),
          ],
        }),
      },
    ]);
    expect(price).toHaveProperty("value", "3 500");
    expect(line(1).getByRole("textbox", { name: /^Désignation/ })).toHaveProperty("value", "Riz brisé");
    expect(line(2).getByRole("combobox", { name: "Taxe" })).toHaveProperty("value", "TVAB");
  });

  it("says when the total is outside what PayFlow can collect, as typed and as the server refuses it", async () => {
    saveAnswer = () =>
      json(
        {
          error: {
            code: "invoiceTotalOutOfRange",
            message: "no",
            field: "lines",
            params: { min: "100", max: "1000000000" },
          },
        },
        400,
      );
    open("/dashboard/invoices/inv_draft/edit");
    const first = await waitFor(() => line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }));
    fireEvent.click(line(2).getByRole("button", { name: "Retirer la ligne 2" }));
    type(line(1).getByRole("textbox", { name: /^Quantité/ }), "1");
    type(first, "50");
    expect(screen.getByTestId("total-ttc").textContent).toContain("59 FCFA");
    expect(screen.getByTestId("invoice-total-out-of-range").textContent).toBe(
      "Le total d'une facture doit être compris entre 100 et 1 000 000 000 FCFA.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    expect((await screen.findByTestId("invoice-lines-error")).textContent).toBe(
      "Le total d'une facture doit être compris entre 100 et 1000000000 FCFA.",
    );
    expect(first).toHaveProperty("value", "50");
  });

  it("refuses to edit an issued invoice", async () => {
    open("/dashboard/invoices/inv_open/edit");
    expect(await screen.findByText("Cette facture a été émise : seul un brouillon peut être modifié.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer le brouillon" })).toBeNull();
  });

  it("asks a business's NCC (B2B) before saving, and sends it in capitals", async () => {
    open("/dashboard/invoices/new");
    fireEvent.click(await screen.findByRole("combobox", { name: /^Client/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Kouassi SARL", hidden: true }));
    type(line(1).getByRole("textbox", { name: /^Désignation/ }), "Ciment");
    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "90000");
    const ncc = screen.getByRole("textbox", { name: /^Numéro de compte contribuable/ });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    await waitFor(() => expect(ncc.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(ncc)).toBe(
      "Une facture à une entreprise (B2B) demande le numéro de compte contribuable (NCC) du client.",
    );
    expect(calls).toEqual([]);

    type(ncc, "9502363n");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual(
      expect.objectContaining({ clientId: "cli_2", template: "B2B", clientNcc: "9502363N", language: "fr" }),
    );
  });

  it("plans the reminders from the due date as they are typed, sends the schedule, and keeps a draft's own", async () => {
    details.inv_draft = aDetail({
      ...details.inv_draft,
      dueDate: "2031-03-10",
      reminders: { daysBefore: null, onDueDate: true, everyDaysAfter: 5, max: 2, timeZone: "Africa/Abidjan" },
    });
    open("/dashboard/invoices/inv_draft/edit");
    const remind = await screen.findByRole("checkbox", { name: "Relancer le client tant que la facture est impayée" });
    expect((remind as HTMLInputElement).checked).toBe(true);
    const preview = () => within(screen.getByTestId("reminders-preview"));
    // The draft's schedule: on the due date, then every 5 days, at most 2 (09:00 in Abidjan).
    expect(
      preview()
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Le jour de l'échéance : 10 mars 2031, 09:00", "5 jours après l'échéance : 15 mars 2031, 09:00"]);

    // Two days before, at most 3, in Paris' time: the preview follows what is typed.
    type(screen.getByRole("textbox", { name: /^Jours avant l'échéance/ }), "2");
    type(screen.getByRole("textbox", { name: /^Au plus/ }), "3");
    type(screen.getByRole("textbox", { name: /^Fuseau horaire du client/ }), "Europe/Paris");
    expect(
      preview()
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "2 jours avant l'échéance : 8 mars 2031, 09:00",
      "Le jour de l'échéance : 10 mars 2031, 09:00",
      "5 jours après l'échéance : 15 mars 2031, 09:00",
    ]);
    // A zone that does not exist is refused at its field, before any call.
    type(screen.getByRole("textbox", { name: /^Fuseau horaire du client/ }), "Africa/Nowhere");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /^Fuseau horaire du client/ }).getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    expect(calls).toEqual([]);

    type(screen.getByRole("textbox", { name: /^Fuseau horaire du client/ }), "Europe/Paris");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual(
      expect.objectContaining({
        dueDate: "2031-03-10",
        reminders: { daysBefore: 2, onDueDate: true, everyDaysAfter: 5, max: 3, timeZone: "Europe/Paris" },
      }),
    );
  });

  it("does not remind a new invoice's client unless asked, and says reminders need a due date", async () => {
    open("/dashboard/invoices/new");
    const remind = await screen.findByRole("checkbox", { name: "Relancer le client tant que la facture est impayée" });
    expect((remind as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId("reminders-preview")).toBeNull();
    fireEvent.click(remind);
    expect(within(screen.getByTestId("reminders-preview")).getByText(/donnez-en une à la facture/)).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: /^Client/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Boutique Awa", hidden: true }));
    fireEvent.click(screen.getByRole("radio", { name: "Particulier (B2C)" }));
    type(line(1).getByRole("textbox", { name: /^Désignation/ }), "Riz");
    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "5000");
    fireEvent.click(remind);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le brouillon" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual(expect.objectContaining({ reminders: null }));
  });

  it("shows the NCC only for a business", async () => {
    open("/dashboard/invoices/new");
    await screen.findByRole("textbox", { name: /^Numéro de compte contribuable/ });
    fireEvent.click(screen.getByRole("radio", { name: "Particulier (B2C)" }));
    expect(screen.queryByRole("textbox", { name: /^Numéro de compte contribuable/ })).toBeNull();
  });

  it("saves then issues with 'Enregistrer et émettre'", async () => {
    open("/dashboard/invoices/inv_draft/edit");
    fireEvent.click(await screen.findByRole("button", { name: "Enregistrer et émettre" }));
    // Saving then issuing is two calls in a row, then the invoice's page: a longer deadline.
    await waitFor(() => expect(calls).toHaveLength(2), AFTER_NAVIGATION);
    expect(await screen.findByRole("heading", { level: 1, name: "FAC-2026-000043" }, AFTER_NAVIGATION)).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "PATCH /api/invoices/inv_draft",
      "POST /api/invoices/inv_draft/finalize",
    ]);
    expect(screen.getByTestId("invoice-state").textContent).toBe("Émise");
  });
});

describe("an invoice's page", () => {
  it("shows a pending certification, then the FNE number once tried again", async () => {
    details.inv_open = aDetail({
      certification: { status: "failed", fneNumber: null, verificationUrl: null, certifiedAt: null },
    });
    open("/dashboard/invoices/inv_open");
    const panel = await screen.findByTestId("invoice-certification-panel");
    expect(within(panel).getByText("Certification en attente")).toBeTruthy();
    expect(within(panel).getByText("La plateforme de la DGI a refusé la certification.")).toBeTruthy();
    expect(within(panel).queryByTestId("invoice-fne-number")).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Réessayer" }));

    expect((await within(panel).findByTestId("invoice-fne-number")).textContent).toBe("FNE-2026-123456");
    expect(within(panel).getByText("Certifiée")).toBeTruthy();
    expect(
      within(panel)
        .getByRole("link", { name: /La vérifier sur le site de la DGI/ })
        .getAttribute("href"),
    ).toBe("https://fne.dgi.gouv.ci/verify/abc");
    expect(within(panel).queryByRole("button", { name: "Réessayer" })).toBeNull();
    expect(calls).toEqual([{ method: "POST", path: "/api/invoices/inv_open/certify", body: null }]);
  });

  it("shows what was paid and remains, each part with its receipt when paid, and the history in words", async () => {
    details.inv_open = aDetail({
      state: "partially_paid",
      amountPaid: 5_000,
      amountRemaining: 6_800,
      certification: CERTIFIED,
      reminders: { daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max: 5, timeZone: "Africa/Abidjan" },
      remindersSent: 1,
      nextReminderAt: "2026-12-01T09:00:00.000Z",
      parts: [
        PAID_PART,
        {
          paymentId: "pay_2",
          code: "PF-AAAA-0002",
          amount: 6_800,
          status: "failed",
          operator: "orange_money",
          refundedAmount: 0,
          createdAt: "2026-11-22T10:00:00.000Z",
          paidAt: null,
        },
      ],
      activity: [
        { id: "a1", kind: "created", at: "2026-11-20T08:00:00.000Z", data: {} },
        { id: "a2", kind: "finalized", at: "2026-11-20T09:00:00.000Z", data: { number: "FAC-2026-000042" } },
        { id: "a3", kind: "certified", at: "2026-11-20T09:01:00.000Z", data: { fneNumber: "FNE-2026-123456" } },
        {
          id: "a4",
          kind: "sent",
          at: "2026-11-20T09:05:00.000Z",
          data: { channel: "email", to: "awa@boutique.ci", messageId: "17" },
        },
        {
          id: "a5",
          kind: "part_paid",
          at: "2026-11-21T10:01:00.000Z",
          data: {
            paymentId: "pay_1",
            code: "PF-AAAA-0001",
            amount: "5000",
            operator: "wave",
            amountPaid: "5000",
            state: "partially_paid",
          },
        },
        { id: "a6", kind: "certification_retried", at: "2026-11-21T11:00:00.000Z", data: {} },
      ],
    });
    open("/dashboard/invoices/inv_open");
    const payment = await screen.findByTestId("invoice-payment-panel");
    expect(within(payment).getByTestId("invoice-paid").textContent).toBe("Payé 5 000 FCFA");
    expect(within(payment).getByTestId("invoice-remaining").textContent).toBe("Reste 6 800 FCFA");
    expect(within(payment).getByRole("progressbar", { name: "42 % payé" })).toBeTruthy();
    expect(within(payment).getByTestId("invoice-pay-url").textContent).toBe("https://pay.example.ci/i/inv_open");
    expect(within(payment).getByTestId("invoice-reminders").textContent).toBe(
      "Relances : 1 envoyée(s) sur 5 au plus. Prochaine relance : 1 déc. 2026, 09:00 (heure du client).",
    );
    const parts = within(payment).getAllByTestId("invoice-part");
    expect(parts.map((p) => p.dataset.status)).toEqual(["succeeded", "failed"]);
    expect(within(parts[0] as HTMLElement).getByText("Wave")).toBeTruthy();
    expect(
      within(parts[0] as HTMLElement).getByRole("button", { name: /reçu de la tranche de 5 000 FCFA/ }),
    ).toBeTruthy();
    expect(within(parts[1] as HTMLElement).getByText("Orange Money")).toBeTruthy();
    expect(within(parts[1] as HTMLElement).queryByTestId("invoice-part-receipt")).toBeNull();

    const history = screen.getByTestId("invoice-activity");
    const items = within(history).getAllByTestId("invoice-activity-item");
    expect(items.map((i) => i.querySelector(".mantine-Timeline-itemTitle")?.textContent)).toEqual([
      "Brouillon créé",
      "Facture émise",
      "Certifiée par la DGI",
      "Envoyée au client",
      "Tranche payée",
      "Certification demandée à nouveau",
    ]);
    expect(items[1]?.textContent).toContain("FAC-2026-000042");
    expect(items[2]?.textContent).toContain("FNE-2026-123456");
    expect(items[3]?.textContent).toContain("par e-mail · awa@boutique.ci");
    expect(items[4]?.textContent).toContain("5 000 FCFA · Wave · PF-AAAA-0001");
    expect(screen.getByTestId("invoice-totals").textContent).toContain("11 800 FCFA");
  });

  it("offers a draft's actions: Émettre, Modifier, and Supprimer after a confirmation", async () => {
    open("/dashboard/invoices/inv_draft");
    expect(await screen.findByRole("heading", { level: 1, name: "Brouillon" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Émettre" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Modifier" }).getAttribute("href")).toBe(
      "/dashboard/invoices/inv_draft/edit",
    );
    expect(screen.queryByRole("button", { name: "Envoyer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Annuler la facture" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Supprimer" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer ce brouillon ?" });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByTestId("invoices-table", {}, AFTER_NAVIGATION)).toBeTruthy();
    expect(calls).toEqual([{ method: "DELETE", path: "/api/invoices/inv_draft", body: null }]);
  });

  it("sends an issued invoice on the channels ticked in its client's language, and voids it with its reason", async () => {
    details.inv_open = aDetail({ language: "en" });
    open("/dashboard/invoices/inv_open");
    fireEvent.click(await screen.findByRole("button", { name: "Envoyer" }));
    const send = await screen.findByRole("dialog", { name: "Envoyer la facture" });
    expect(within(send).getByRole("checkbox", { name: "Par e-mail (awa@boutique.ci)" })).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.click(within(send).getByRole("checkbox", { name: "Par WhatsApp (0700000001)" }));
    fireEvent.click(within(send).getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/invoices/inv_open/send",
      body: { channels: ["email"], language: "en" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Annuler la facture" }));
    const voiding = await screen.findByRole("dialog", { name: "Annuler la facture FAC-2026-000042 ?" });
    type(within(voiding).getByRole("textbox", { name: "Motif (facultatif)" }), "Commande annulée");
    fireEvent.click(within(voiding).getByRole("button", { name: "Annuler la facture" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: "POST",
      path: "/api/invoices/inv_open/void",
      body: { reason: "Commande annulée" },
    });
  });
});

describe("an invoice's documents", () => {
  it("downloads the invoice's PDF in the language chosen and a paid part's receipt, in the current mode", async () => {
    localStorage.setItem(TEST_MODE_STORAGE_KEY, "false");
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:pdf", revokeObjectURL: () => {} }));
    details.inv_open = aDetail({
      parts: [PAID_PART],
    });
    open("/dashboard/invoices/inv_open");
    fireEvent.click(await screen.findByRole("button", { name: "Télécharger le PDF" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "English" }));
    await waitFor(() => expect(downloads).toEqual(["inv_open-en-live.pdf"]));
    fireEvent.click(screen.getByRole("button", { name: "Télécharger le reçu de la tranche de 5 000 FCFA" }));
    await waitFor(() => expect(downloads).toEqual(["inv_open-en-live.pdf", "inv_open-fr-live.pdf"]));
  });
});

describe("someone who cannot take payments (no usePOS)", () => {
  it("sees the invoices without New, Edit, Issue, Send, Void or Try again", async () => {
    const list = open("/dashboard/invoices", reader);
    await screen.findByTestId("invoices-table");
    expect(screen.queryByRole("link", { name: "Nouvelle facture" })).toBeNull();
    list.unmount();

    const draft = open("/dashboard/invoices/inv_draft", reader);
    await screen.findByRole("heading", { level: 1, name: "Brouillon" });
    for (const name of ["Émettre", "Supprimer"]) expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
    draft.unmount();

    details.inv_open = aDetail({
      certification: { status: "held", fneNumber: null, verificationUrl: null, certifiedAt: null },
    });
    open("/dashboard/invoices/inv_open", reader);
    await screen.findByRole("heading", { level: 1, name: "FAC-2026-000042" });
    expect(screen.getByText(/l'a peut-être certifiée : vérifiez dans votre espace FNE/)).toBeTruthy();
    for (const name of ["Envoyer", "Annuler la facture", "Réessayer"])
      expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.getByRole("button", { name: "Télécharger le PDF" })).toBeTruthy();
  });

  it("is not offered the editor", async () => {
    open("/dashboard/invoices/new", reader);
    expect(await screen.findByText("Accès non autorisé")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enregistrer le brouillon" })).toBeNull();
  });
});
