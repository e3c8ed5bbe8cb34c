import type { ReportSummary } from "@payflow/contracts/reports";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportView } from "../src/features/reports/components/ReportView";
import "../src/features/reports/i18n";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// A report's title gives its period as people write dates in their language, not as ISO days.

const me = signedIn({ name: "Awa Koné" });

const summary: ReportSummary = {
  grossVolume: 0,
  refunds: 0,
  netVolume: 0,
  fees: 0,
  totalTransactions: 0,
  totalAmount: 0,
  succeededTransactions: 0,
  pendingTransactions: 0,
  failedTransactions: 0,
  totalSucceededAmount: 0,
  generatedAt: "2026-11-24T10:00:00.000Z",
  reportType: "custom",
  filters: { from: "2026-11-01", to: "2026-11-24", timeZone: "GMT+00:00" },
  isTestMode: true,
  dailySales: {},
  byOperator: [],
  byStatus: [],
  customers: [],
  clients: { newClients: 0, payingClients: 0, top: [] },
  receivables: { open: { count: 0, amount: 0 }, overdue: { count: 0, amount: 0 } },
};

beforeEach(() => {
  stubFetch(() => json(summary));
});
afterEach(() => vi.unstubAllGlobals());

const renderReport = () =>
  renderScreen(me, <ReportView request={{ reportType: "custom", from: "2026-11-01", to: "2026-11-24" }} />);

describe("a report's title", () => {
  it("writes the period's days in English", async () => {
    await i18n.changeLanguage("en");
    renderReport();
    expect((await screen.findByRole("heading", { level: 2, name: /Custom period/ })).textContent).toBe(
      "Custom period · Nov 1, 2026 → Nov 24, 2026",
    );
  });

  it("and in French", async () => {
    await i18n.changeLanguage("fr");
    renderReport();
    expect((await screen.findByRole("heading", { level: 2, name: /Période personnalisée/ })).textContent).toBe(
      "Période personnalisée · 1 nov. 2026 → 24 nov. 2026",
    );
  });
});
