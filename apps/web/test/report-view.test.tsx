import type { ReportSummary } from "@payflow/contracts/reports";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportView } from "../src/features/reports/components/ReportView";
import "../src/features/reports/i18n";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The reports screen says what its money figures count, and the customers report shows
// each client (it showed the same page as the other types).

const me = signedIn({ capabilities: ["viewReports"] });

const summary: ReportSummary = {
  totalTransactions: 3,
  totalAmount: 18_000,
  succeededTransactions: 2,
  pendingTransactions: 0,
  failedTransactions: 1,
  totalSucceededAmount: 15_000,
  grossVolume: 15_000,
  refunds: 2_000,
  netVolume: 13_000,
  fees: 375,
  generatedAt: "2026-11-24T10:00:00.000Z",
  reportType: "customers",
  filters: { from: "2026-10-26", to: "2026-11-24", timeZone: "GMT+00:00" },
  isTestMode: true,
  dailySales: {},
  byOperator: [],
  byStatus: [],
  clients: { newClients: 1, payingClients: 1, top: [] },
  receivables: { open: { count: 3, amount: 45_000 }, overdue: { count: 1, amount: 12_500 } },
  customers: [
    {
      id: "cus_1",
      name: "Maquis Chez Tantie",
      email: "tantie@example.ci",
      payments: 2,
      grossVolume: 15_000,
      refunds: 2_000,
      netVolume: 13_000,
      lastPaymentAt: "2026-11-24T09:00:00.000Z",
    },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage("en");
  stubFetch(() => json(summary));
});
afterEach(() => vi.unstubAllGlobals());

describe("a report", () => {
  it("shows gross, refunds, net and fees with their definitions, and each customer in the customers report", async () => {
    renderScreen(me, <ReportView request={{ reportType: "customers" }} />);
    expect((await screen.findByTestId("figure-netVolume")).textContent).toContain("13,000 FCFA");
    expect(screen.getByTestId("money-definitions").textContent).toContain("Net volume: gross volume − refunds.");
    const row = screen.getByRole("row", { name: /Maquis Chez Tantie/ });
    expect(row.textContent).toContain("15,000 FCFA");
    expect(row.textContent).toContain("2,000 FCFA");
  });

  it("shows what clients owe on their invoices, open and overdue", async () => {
    renderScreen(me, <ReportView request={{ reportType: "transactions" }} />);
    const open = await screen.findByTestId("receivable-open");
    expect(open.textContent).toContain("Open invoices (3)");
    expect(open.textContent).toContain("45,000 FCFA");
    expect(screen.getByTestId("receivable-overdue").textContent).toContain("12,500 FCFA");
  });
});
