import { MantineProvider } from "@mantine/core";
import type { Me } from "@payflow/contracts/profile";
import type { ReportSummary } from "@payflow/contracts/reports";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReportView } from "../src/features/reports/components/ReportView";
import "../src/features/reports/i18n";
import i18n from "../src/i18n";

// Issue 20: the reports screen says what its money figures count, and the customers report shows
// each client (it showed the same page as the other types).

const me = {
  id: "usr_1",
  capabilities: ["viewReports"],
  preferences: { timeZone: "GMT+00:00", language: "en" },
} as unknown as Me;

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
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(summary), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("a report", () => {
  it("shows gross, refunds, net and fees with their definitions, and each customer in the customers report", async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Routes>
              <Route element={<Outlet context={me} />}>
                <Route path="/" element={<ReportView request={{ reportType: "customers" }} />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect((await screen.findByTestId("figure-netVolume")).textContent).toContain("13,000 FCFA");
    expect(screen.getByTestId("money-definitions").textContent).toContain("Net volume: gross volume − refunds.");
    const row = screen.getByRole("row", { name: /Maquis Chez Tantie/ });
    expect(row.textContent).toContain("15,000 FCFA");
    expect(row.textContent).toContain("2,000 FCFA");
  });
});
