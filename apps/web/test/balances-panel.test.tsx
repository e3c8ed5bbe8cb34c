import type { BalanceCheckReport, Balances } from "@payflow/contracts/ledger";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../src/features/reports/dashboard-i18n";
import { BalancesPanel } from "../src/features/reports/components/BalancesPanel";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The dashboard's balances show what GET /api/balances answers, every account (zero ones too)
// and the totals, and say so when they cannot be read instead of showing zeros.

const admin = signedIn({ name: "Administrateur", capabilities: ["manageAll", "viewDashboard"] });

const balances: Balances = {
  mode: "test",
  currency: "XOF",
  available: 12_500,
  pending: 48_750,
  operators: [
    { operator: "wave", available: 9_750, pending: 0 },
    { operator: "orange_money", available: 0, pending: 29_250 },
    { operator: "mtn_momo", available: 2_750, pending: 0 },
    { operator: "moov_money", available: 0, pending: 0 },
    { operator: "bank_transfer", available: 0, pending: 19_500 },
  ],
};

const checks: BalanceCheckReport = {
  mode: "test",
  checks: [
    {
      operator: "wave",
      checkedAt: "2026-11-25T09:00:00.000Z",
      status: "unexplained",
      operatorAmount: 12_000,
      booksAmount: 16_575,
      fees: 425,
      manualRefunds: 2_000,
      inFlight: 0,
      inFlightPayments: 0,
      unexplained: -7_000,
      error: null,
    },
    {
      operator: "mtn_momo",
      checkedAt: null,
      status: null,
      operatorAmount: null,
      booksAmount: null,
      fees: null,
      manualRefunds: null,
      inFlight: null,
      inFlightPayments: null,
      unexplained: null,
      error: null,
    },
  ],
};

let answer: () => Response;
beforeEach(() => {
  answer = () => json(balances);
  stubFetch((url) => {
    const path = url.split("?")[0];
    if (path === "/api/balances") return answer();
    if (path === "/api/balances/checks") return json(checks);
    return json({ error: { code: "notFound" } }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

describe("the balances panel", () => {
  it("shows each account's available and pending money and the totals", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(admin, <BalancesPanel />);
    const table = await screen.findByTestId("balances");
    const row = (operator: string) => within(table.querySelector(`[data-operator="${operator}"]`) as HTMLElement);
    expect(row("orange_money").getByText("Orange Money")).toBeTruthy();
    const cells = (operator: string) =>
      Array.from(table.querySelectorAll(`[data-operator="${operator}"] td, [data-operator="${operator}"] th`)).map(
        (c) => digits(c.textContent),
      );
    expect(cells("orange_money").slice(1)).toEqual(["0", "29250"]);
    expect(cells("bank_transfer").slice(1)).toEqual(["0", "19500"]);
    expect(cells("moov_money").slice(1)).toEqual(["0", "0"]);
    expect(cells("total").slice(1)).toEqual(["12500", "48750"]);
    expect(screen.getByRole("heading", { name: "Soldes" })).toBeTruthy();
  });

  it("shows what each operator said against the books, and what nothing explains", async () => {
    await i18n.changeLanguage("en");
    renderScreen(admin, <BalancesPanel />);
    const checked = await screen.findByTestId("balance-checks");
    const wave = await within(checked).findByText("Unexplained difference");
    const block = wave.closest("[data-operator]") as HTMLElement;
    expect(digits(within(block).getByText(/^The operator says/).textContent)).toBe("12000");
    expect(digits(within(block).getByText(/^Refunds made by hand/).textContent)).toBe("2000");
    expect(within(block).getByText(/^Not explained/).textContent).toMatch(/7\D?000/);
    const mtn = checked.querySelector('[data-operator="mtn_momo"]') as HTMLElement;
    expect(within(mtn).getByText("Not checked yet")).toBeTruthy();
  });

  it("says the balances could not be loaded rather than showing zeros", async () => {
    await i18n.changeLanguage("en");
    answer = () => json({ error: { code: "internal" } }, 500);
    renderScreen(admin, <BalancesPanel />);
    expect((await screen.findByRole("alert")).textContent).toBe("The balances could not be loaded.");
    expect(screen.queryByTestId("balances")).toBeNull();
  });
});
