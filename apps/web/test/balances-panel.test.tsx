import type { Balances } from "@payflow/contracts/ledger";
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

let answer: () => Response;
beforeEach(() => {
  answer = () => json(balances);
  stubFetch((url) => (url.startsWith("/api/balances") ? answer() : json({ error: { code: "notFound" } }, 404)));
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

  it("says the balances could not be loaded rather than showing zeros", async () => {
    await i18n.changeLanguage("en");
    answer = () => json({ error: { code: "internal" } }, 500);
    renderScreen(admin, <BalancesPanel />);
    expect((await screen.findByRole("alert")).textContent).toBe("The balances could not be loaded.");
    expect(screen.queryByTestId("balances")).toBeNull();
  });
});
