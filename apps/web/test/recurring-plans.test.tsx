import type { Client, ClientList } from "@payflow/contracts/clients";
import type { InvoiceLine } from "@payflow/contracts/invoice";
import type { RecurringPlanStatus } from "@payflow/contracts/recurring-plan-rules";
import type { RecurringPlan, RecurringPlanDetail } from "@payflow/contracts/recurring-plans";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecurringPlanFormPage } from "../src/features/recurring-plans/components/RecurringPlanFormPage";
import { RecurringPlanPage } from "../src/features/recurring-plans/components/RecurringPlanPage";
import { RecurringPlansPage } from "../src/features/recurring-plans/components/RecurringPlansPage";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { TEST_MODE_STORAGE_KEY } from "../src/lib/test-mode";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreens } from "./support/render-screen";

// The Recurring plans screens ("Abonnements") as a business sees them, in French (the default):
// the list's figures and status filter, the form's dates and reminders preview and its live
// totals, a server refusal shown at its field with what was typed kept, the test clock only in
// test mode, and what a person who cannot bill (no usePOS) is not offered.

const maker = signedIn({
  role: "manager",
  capabilities: ["viewTransactions", "usePOS"],
  preferences: { language: "fr" },
});
const reader = signedIn({ role: "viewer", capabilities: ["viewTransactions"], preferences: { language: "fr" } });

const aLine = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: "Abonnement fibre",
  quantity: 1,
  unitPrice: 25_000,
  discountPercent: 0,
  taxCode: "TVA",
  reference: null,
  unit: null,
  ht: 25_000,
  discountedHt: 25_000,
  ...overrides,
});

const aPlan = (overrides: Partial<RecurringPlan> = {}): RecurringPlan => ({
  id: "rplan_1",
  status: "active",
  mode: "test",
  clientId: "cli_1",
  clientName: "Boutique Awa",
  template: "B2C",
  clientNcc: null,
  lines: [aLine()],
  discountPercent: 0,
  totalTtc: 29_500,
  minimumPart: null,
  notes: "",
  interval: "month",
  customEvery: null,
  startDate: "2026-11-05",
  endDate: null,
  cycles: null,
  dueDays: 7,
  channels: ["email", "whatsapp"],
  reminders: null,
  language: "fr",
  cyclesIssued: 1,
  nextCycleDate: "2026-12-05",
  createdAt: "2026-11-05T08:00:00.000Z",
  updatedAt: "2026-11-05T08:00:00.000Z",
  pausedAt: null,
  cancelledAt: null,
  ...overrides,
});

const PLANS: RecurringPlan[] = [
  aPlan(),
  aPlan({
    id: "rplan_2",
    clientName: "Kouassi SARL",
    interval: "custom",
    customEvery: { count: 10, unit: "day" },
    totalTtc: 1_180_000,
    cyclesIssued: 4,
    nextCycleDate: "2026-12-10",
  }),
  aPlan({ id: "rplan_3", clientName: "Mairie de Cocody", status: "paused", interval: "term", cyclesIssued: 2 }),
  aPlan({ id: "rplan_4", clientName: "Ancien client", status: "cancelled", nextCycleDate: null, cyclesIssued: 3 }),
];

const aDetail = (overrides: Partial<RecurringPlanDetail> = {}): RecurringPlanDetail => ({
  ...aPlan(),
  issued: [
    {
      cycle: 0,
      date: "2026-11-05",
      invoiceId: "inv_7",
      number: "FAC-2026-000007",
      state: "paid",
      totalTtc: 29_500,
      sentAt: "2026-11-05T08:00:05.000Z",
    },
  ],
  ...overrides,
});

const aClient = (id: string, name: string): Client => ({
  id,
  name,
  contactPerson: "",
  email: "contact@example.ci",
  phone: "0700000001",
  address: "",
  status: "active",
  hasPortalLogin: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

type Call = { method: string; path: string; mode: string | null; body: unknown };
let calls: Call[];
let detail: RecurringPlanDetail;
/** What POST /api/recurring-plans answers: the house error shape at a field. */
let refusal: { code: string; field: string };

beforeEach(async () => {
  await i18n.changeLanguage("fr");
  calls = [];
  detail = aDetail();
  refusal = { code: "invoiceClientContactMissing", field: "clientId" };
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init?.method ?? "GET";
    const mode = new Headers(init?.headers).get("x-payflow-mode");
    if (method !== "GET")
      calls.push({ method, path: pathname, mode, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (pathname === "/api/recurring-plans" && method === "POST")
      return json({ error: { ...refusal, message: "no" } }, 400);
    if (pathname === "/api/recurring-plans") {
      const status = searchParams.get("status");
      return json({ items: PLANS.filter((p) => !status || p.status === status), nextCursor: null });
    }
    if (pathname === "/api/recurring-plans/rplan_1" && method === "PATCH") {
      const body = JSON.parse(String(init?.body)) as { dueDays: number };
      detail = { ...detail, dueDays: body.dueDays };
      return json(detail);
    }
    if (pathname === "/api/recurring-plans/rplan_1") return json(detail);
    if (pathname === "/api/recurring-plans/rplan_1/advance-test-clock") {
      detail = aDetail({
        cyclesIssued: 2,
        nextCycleDate: "2027-01-05",
        issued: [
          ...detail.issued,
          {
            cycle: 1,
            date: "2026-12-05",
            invoiceId: "inv_8",
            number: "FAC-2026-000008",
            state: "open",
            totalTtc: 29_500,
            sentAt: "2026-12-05T09:00:02.000Z",
          },
        ],
      });
      return json(detail);
    }
    const acted = pathname.match(/^\/api\/recurring-plans\/rplan_1\/(pause|resume|cancel)$/)?.[1];
    if (acted) {
      const after: Record<string, RecurringPlanStatus> = { pause: "paused", resume: "active", cancel: "cancelled" };
      const status = after[acted] ?? detail.status;
      detail = { ...detail, status, nextCycleDate: status === "cancelled" ? null : detail.nextCycleDate };
      return json(detail);
    }
    if (pathname === "/api/clients")
      return json({
        items: [aClient("cli_1", "Boutique Awa"), aClient("cli_2", "Kouassi SARL")],
        total: 2,
        page: 1,
        pageSize: 25,
      } satisfies ClientList);
    return undefined;
  });
});
afterEach(() => {
  localStorage.removeItem(TEST_MODE_STORAGE_KEY);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCREENS = {
  "/dashboard/recurring-plans": <RecurringPlansPage />,
  "/dashboard/recurring-plans/new": <RecurringPlanFormPage />,
  "/dashboard/recurring-plans/:id": <RecurringPlanPage />,
  "/dashboard/recurring-plans/:id/edit": <RecurringPlanFormPage />,
};
const open = (at: string, me = maker) => renderScreens(me, SCREENS, at);

const row = (client: string) => {
  const found = screen.getAllByTestId("recurring-plan-row").find((r) => r.textContent?.includes(client));
  if (!found) throw new Error(`no row ${client}`);
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
      .find((id) => id.endsWith("-error")) ?? "",
  )?.textContent;

describe("the recurring plans list", () => {
  it("shows each plan's client, amount per cycle, interval in words, next cycle, cycles issued and status", async () => {
    open("/dashboard/recurring-plans");
    await screen.findByTestId("recurring-plans-table");
    const first = within(row("Boutique Awa"));
    expect(first.getByText("29 500 FCFA")).toBeTruthy();
    expect(first.getByText("Tous les mois")).toBeTruthy();
    expect(first.getByText("5 déc. 2026")).toBeTruthy();
    expect(first.getByText("1")).toBeTruthy();
    expect(first.getByText("Actif")).toBeTruthy();
    const custom = within(row("Kouassi SARL"));
    expect(custom.getByText("1 180 000 FCFA")).toBeTruthy();
    expect(custom.getByText("Tous les 10 jours")).toBeTruthy();
    expect(custom.getByText("4")).toBeTruthy();
    expect(within(row("Mairie de Cocody")).getByText("Tous les trimestres (3 mois)")).toBeTruthy();
    expect(within(row("Mairie de Cocody")).getByText("En pause")).toBeTruthy();
    expect(within(row("Ancien client")).getByText("Annulé")).toBeTruthy();
    expect(within(row("Ancien client")).getByText("—")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nouvel abonnement" })).toBeTruthy();
  });

  it("filters by status, and says so when none has it", async () => {
    open("/dashboard/recurring-plans");
    await screen.findByTestId("recurring-plans-table");
    fireEvent.change(screen.getByRole("combobox", { name: "Statut" }), { target: { value: "paused" } });
    await waitFor(() => expect(screen.getAllByTestId("recurring-plan-row")).toHaveLength(1));
    expect(row("Mairie de Cocody").dataset.status).toBe("paused");
    fireEvent.change(screen.getByRole("combobox", { name: "Statut" }), { target: { value: "ended" } });
    expect(await screen.findByText("Aucun abonnement n'a ce statut.")).toBeTruthy();
  });

  it("offers no new plan to a viewer without usePOS", async () => {
    open("/dashboard/recurring-plans", reader);
    await screen.findByTestId("recurring-plans-table");
    expect(screen.queryByRole("link", { name: "Nouvel abonnement" })).toBeNull();
  });
});

describe("the new plan's form", () => {
  it("previews the first cycles' dates and the first invoice's reminders as the schedule is typed", async () => {
    open("/dashboard/recurring-plans/new");
    type(await screen.findByLabelText(/^Première échéance le/), "2031-01-31");
    const cycles = within(screen.getByTestId("plan-cycles-preview"));
    // A month-end start keeps to month ends; each invoice due 7 days later (the default).
    expect(cycles.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Échéance 1 : 31 janv. 2031 (due le 7 févr. 2031)",
      "Échéance 2 : 28 févr. 2031 (due le 7 mars 2031)",
      "Échéance 3 : 31 mars 2031 (due le 7 avr. 2031)",
      "Échéance 4 : 30 avr. 2031 (due le 7 mai 2031)",
    ]);
    expect(cycles.getByText("…et ainsi de suite jusqu'à la fin de l'abonnement.")).toBeTruthy();
    const reminders = within(screen.getByTestId("reminders-preview"));
    expect(reminders.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "3 jours avant l'échéance : 4 févr. 2031, 09:00",
      "Le jour de l'échéance : 7 févr. 2031, 09:00",
      "7 jours après l'échéance : 14 févr. 2031, 09:00",
      "14 jours après l'échéance : 21 févr. 2031, 09:00",
      "21 jours après l'échéance : 28 févr. 2031, 09:00",
    ]);

    // Every 10 days, 2 cycles: exactly two dates, nothing after.
    fireEvent.click(screen.getByRole("radio", { name: "Personnalisée" }));
    type(screen.getByRole("textbox", { name: /^Tous les/ }), "10");
    fireEvent.click(screen.getByRole("radio", { name: "Après un nombre d'échéances" }));
    type(screen.getByRole("textbox", { name: /^Nombre d'échéances/ }), "2");
    type(screen.getByRole("textbox", { name: /^Délai de paiement/ }), "3");
    expect(cycles.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Échéance 1 : 31 janv. 2031 (due le 3 févr. 2031)",
      "Échéance 2 : 10 févr. 2031 (due le 13 févr. 2031)",
    ]);
    expect(cycles.queryByText("…et ainsi de suite jusqu'à la fin de l'abonnement.")).toBeNull();
  });

  it("shows each cycle's totals as the lines are typed", async () => {
    open("/dashboard/recurring-plans/new");
    type(await line(1).findByRole("textbox", { name: /^Désignation/ }), "Riz");
    type(line(1).getByRole("textbox", { name: /^Quantité/ }), "2");
    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "5000");
    const totals = within(screen.getByTestId("plan-live-totals"));
    expect(totals.getByTestId("total-ttc").textContent).toBe("Total TTC11 800 FCFA");

    fireEvent.click(screen.getByRole("button", { name: "Ajouter une ligne" }));
    type(line(2).getByRole("textbox", { name: /^Désignation/ }), "Lait infantile");
    type(line(2).getByRole("textbox", { name: /^Quantité/ }), "3");
    type(line(2).getByRole("textbox", { name: /^Prix unitaire HT/ }), "3000");
    type(line(2).getByRole("textbox", { name: /^Remise/ }), "10");
    fireEvent.change(line(2).getByRole("combobox", { name: "Taxe" }), { target: { value: "TVAB" } });
    // docs/INVOICES.md's worked example: 18,100 HT, VAT 1,800 + 729, TTC 20,629.
    expect(line(2).getByTestId("invoice-line-ht").textContent).toBe("8 100 FCFA");
    expect(totals.getByTestId("total-ht").textContent).toBe("Total HT18 100 FCFA");
    expect(totals.getByTestId("total-TVA").textContent).toBe("TVA 18 %1 800 FCFA");
    expect(totals.getByTestId("total-TVAB").textContent).toBe("TVA 9 %729 FCFA");
    expect(totals.getByTestId("total-ttc").textContent).toBe("Total TTC20 629 FCFA");
  });

  const fillValidPlan = async () => {
    fireEvent.click(await screen.findByRole("radio", { name: "Particulier (B2C)" }));
    fireEvent.click(screen.getByRole("combobox", { name: /^Client/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Kouassi SARL", hidden: true }));
    type(line(1).getByRole("textbox", { name: /^Désignation/ }), "Maintenance");
    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "45000");
    type(screen.getByLabelText(/^Première échéance le/), "2031-01-31");
  };

  it("shows the server's refusal at the client field, keeping what was typed", async () => {
    open("/dashboard/recurring-plans/new");
    await fillValidPlan();
    fireEvent.click(screen.getByRole("button", { name: "Créer l'abonnement" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual(
      expect.objectContaining({
        clientId: "cli_2",
        template: "B2C",
        clientNcc: null,
        interval: "month",
        startDate: "2031-01-31",
        dueDays: 7,
        channels: ["email", "whatsapp"],
        reminders: { daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max: 5, timeZone: "Africa/Abidjan" },
      }),
    );
    const client = screen.getByRole("combobox", { name: /^Client/ });
    await waitFor(() => expect(client.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(client)).toBe(
      "La plateforme de la DGI demande l'e-mail et le téléphone du client : ajoutez-les à la fiche du client, puis émettez la facture.",
    );
    expect(client).toHaveProperty("value", "Kouassi SARL");
    expect(line(1).getByRole("textbox", { name: /^Désignation/ })).toHaveProperty("value", "Maintenance");
    expect(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ })).toHaveProperty("value", "45 000");
    expect(screen.getByLabelText(/^Première échéance le/)).toHaveProperty("value", "2031-01-31");
  });

  it("shows a refusal of a line's field at that line's field", async () => {
    refusal = { code: "invoiceUnitPriceInvalid", field: "lines.0.unitPrice" };
    open("/dashboard/recurring-plans/new");
    await fillValidPlan();
    fireEvent.click(screen.getByRole("button", { name: "Créer l'abonnement" }));
    const price = line(1).getByRole("textbox", { name: /^Prix unitaire HT/ });
    await waitFor(() => expect(price.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(price)).toBe("Un prix unitaire hors taxe est un nombre entier de FCFA, de 0 à 1 000 000 000.");
    expect(price).toHaveProperty("value", "45 000");
  });

  it("refuses a start in the past before calling the server", async () => {
    open("/dashboard/recurring-plans/new");
    await fillValidPlan();
    const start = screen.getByLabelText(/^Première échéance le/);
    type(start, "2020-01-01");
    fireEvent.click(screen.getByRole("button", { name: "Créer l'abonnement" }));
    await waitFor(() => expect(start.getAttribute("aria-invalid")).toBe("true"));
    expect(errorOf(start)).toBe("Un abonnement commence aujourd'hui ou plus tard.");
    expect(calls).toEqual([]);
  });
});

describe("a plan's page", () => {
  it("shows the plan and its issued cycles, each linking to its invoice", async () => {
    open("/dashboard/recurring-plans/rplan_1");
    expect(await screen.findByRole("heading", { level: 1, name: "Abonnement de Boutique Awa" })).toBeTruthy();
    expect(screen.getByTestId("plan-interval").textContent).toContain("Tous les mois");
    expect(screen.getByTestId("plan-next").textContent).toContain("5 déc. 2026");
    expect(screen.getByTestId("plan-end").textContent).toContain("Jusqu'à annulation");
    expect(within(screen.getByTestId("plan-totals")).getByTestId("total-ttc").textContent).toBe("Total TTC29 500 FCFA");
    const cycle = within(screen.getByTestId("plan-cycle-row"));
    expect(cycle.getByRole("link", { name: "Ouvrir la facture FAC-2026-000007" }).getAttribute("href")).toBe(
      "/dashboard/invoices/inv_7",
    );
    expect(cycle.getByText("Payée")).toBeTruthy();
    expect(cycle.getByText("29 500 FCFA")).toBeTruthy();
  });

  it("in test mode, advances the test clock: the next cycle is issued and listed", async () => {
    open("/dashboard/recurring-plans/rplan_1");
    const clock = await screen.findByTestId("plan-test-clock");
    expect(
      within(clock).getByText(/émet maintenant la prochaine échéance de l'abonnement comme à sa date/),
    ).toBeTruthy();
    fireEvent.click(within(clock).getByRole("button", { name: "Avancer l'horloge de test" }));
    await waitFor(() => expect(screen.getAllByTestId("plan-cycle-row")).toHaveLength(2));
    expect(calls).toEqual([
      { method: "POST", path: "/api/recurring-plans/rplan_1/advance-test-clock", mode: "test", body: null },
    ]);
    expect(screen.getByRole("link", { name: "Ouvrir la facture FAC-2026-000008" })).toBeTruthy();
    expect(screen.getByTestId("plan-next").textContent).toContain("5 janv. 2027");
  });

  it("has no test clock in live mode", async () => {
    localStorage.setItem(TEST_MODE_STORAGE_KEY, "false");
    detail = aDetail({ mode: "live" });
    open("/dashboard/recurring-plans/rplan_1");
    await screen.findByRole("heading", { level: 1, name: "Abonnement de Boutique Awa" });
    expect(screen.getByRole("button", { name: "Mettre en pause" })).toBeTruthy();
    expect(screen.queryByTestId("plan-test-clock")).toBeNull();
    expect(screen.queryByRole("button", { name: "Avancer l'horloge de test" })).toBeNull();
  });

  it("asks before cancelling, then cancels", async () => {
    open("/dashboard/recurring-plans/rplan_1");
    fireEvent.click(await screen.findByRole("button", { name: "Annuler l'abonnement" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler cet abonnement ?" });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuler l'abonnement" }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(["/api/recurring-plans/rplan_1/cancel"]));
    expect(await screen.findByText("Annulé")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mettre en pause" })).toBeNull();
  });

  it("offers a viewer without usePOS no pause, cancel or test clock", async () => {
    open("/dashboard/recurring-plans/rplan_1", reader);
    await screen.findByRole("heading", { level: 1, name: "Abonnement de Boutique Awa" });
    expect(screen.queryByRole("button", { name: "Mettre en pause" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Annuler l'abonnement" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Avancer l'horloge de test" })).toBeNull();
  });
});

describe("changing a plan", () => {
  it("keeps who is billed, the interval and the start, and sends only what may change", async () => {
    detail = aDetail({
      reminders: { daysBefore: 3, onDueDate: true, everyDaysAfter: 7, max: 5, timeZone: "Africa/Abidjan" },
    });
    open("/dashboard/recurring-plans/rplan_1");
    fireEvent.click(await screen.findByRole("link", { name: "Modifier" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Modifier l'abonnement" })).toBeTruthy();
    expect(screen.getByTestId("plan-fixed-client").textContent).toBe("Boutique Awa · Particulier (B2C)");
    expect((screen.getByRole("radio", { name: "Tous les mois" }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Première échéance le/) as HTMLInputElement).disabled).toBe(true);
    // The plan's line, its reminders, as stored.
    expect((line(1).getByRole("textbox", { name: /^Désignation/ }) as HTMLInputElement).value).toBe("Abonnement fibre");
    expect(
      (screen.getByRole("checkbox", { name: "Relancer le client pour chaque facture impayée" }) as HTMLInputElement)
        .checked,
    ).toBe(true);

    type(line(1).getByRole("textbox", { name: /^Prix unitaire HT/ }), "30000");
    type(screen.getByRole("textbox", { name: /^Délai de paiement/ }), "10");
    fireEvent.click(screen.getByRole("checkbox", { name: "Relancer le client pour chaque facture impayée" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "PATCH",
      path: "/api/recurring-plans/rplan_1",
      mode: expect.anything(),
      body: {
        lines: [
          { description: "Abonnement fibre", quantity: 1, unitPrice: 30_000, discountPercent: 0, taxCode: "TVA" },
        ],
        discountPercent: 0,
        endDate: null,
        cycles: null,
        dueDays: 10,
        channels: ["email", "whatsapp"],
        reminders: null,
      },
    });
    // Back on the plan's page, as the server answered it.
    expect(await screen.findByRole("heading", { level: 1, name: /Boutique Awa/ })).toBeTruthy();
    expect(screen.getByTestId("plan-due-days").textContent).toContain("10");
  });

  it("says a cancelled plan cannot be changed", async () => {
    detail = aDetail({ status: "cancelled", nextCycleDate: null });
    open("/dashboard/recurring-plans/rplan_1/edit");
    expect(
      await screen.findByText("Cet abonnement est terminé ou annulé : il ne peut plus être modifié."),
    ).toBeTruthy();
    expect(screen.queryByTestId("recurring-plan-form")).toBeNull();
  });

  it("offers no change on an ended plan's page, nor to a viewer", async () => {
    detail = aDetail({ status: "ended", nextCycleDate: null });
    open("/dashboard/recurring-plans/rplan_1");
    await screen.findByRole("heading", { level: 1, name: /Boutique Awa/ });
    expect(screen.queryByRole("link", { name: "Modifier" })).toBeNull();
  });
});
