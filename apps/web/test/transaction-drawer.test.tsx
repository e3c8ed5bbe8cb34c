import { MantineProvider } from "@mantine/core";
import type { Payment, PaymentDetail } from "@payflow/contracts/payments";
import type { Me } from "@payflow/contracts/profile";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TransactionDrawer } from "../src/features/transactions/components/TransactionDrawer";
import "../src/features/transactions/i18n";
import i18n from "../src/i18n";

// The payment drawer tells the truth about what the operator did: a success that came after
// PayFlow had stopped the payment is marked "Paid late", operator reports that did not match are
// listed, and cancelling a payment whose operator cannot withdraw its request says so.

const me = {
  id: "usr_1",
  name: "Admin",
  email: "admin@payflow.test",
  phone: null,
  company: "Mon Entreprise",
  companyId: "cmp_1",
  role: "admin",
  roleDisplayName: null,
  status: "active",
  capabilities: ["manageAll", "viewTransactions", "usePOS", "processRefunds"],
  isStaff: true,
  mustChangePassword: false,
  preferences: {
    darkMode: false,
    emailNotifications: false,
    whatsappNotifications: false,
    timeZone: "Africa/Abidjan",
    language: "en",
  },
  createdAt: "2026-11-01T00:00:00.000Z",
} as unknown as Me;

function payment(overrides: Partial<Payment>): Payment {
  return {
    id: "pay_1",
    status: "succeeded",
    amount: 15_000,
    currency: "XOF",
    operator: "mtn_momo",
    phone: "0500000004",
    reference: null,
    description: "",
    code: "PF-AAAA-BBBB",
    fee: 375,
    net: 14_625,
    refundedAmount: 0,
    checkoutUrl: "http://localhost:3000/pay/pay_1",
    nextAction: null,
    failure: null,
    mode: "test",
    client: null,
    paymentAccount: null,
    operatorTransactionId: "777",
    late: false,
    successUrl: null,
    errorUrl: null,
    metadata: {},
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:05:00.000Z",
    expiresAt: "2026-11-20T10:05:00.000Z",
    paidAt: null,
    settlesAt: null,
    ...overrides,
  };
}

let detail: PaymentDetail;

beforeEach(async () => {
  await i18n.changeLanguage("en");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/payments/pay_1") return new Response(JSON.stringify(detail), { status: 200 });
      throw new Error(`unexpected call to ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDrawer() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Routes>
            <Route element={<Outlet context={me} />}>
              <Route path="/" element={<TransactionDrawer id="pay_1" onClose={() => {}} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("the payment drawer", () => {
  it("marks a late success and lists the operator reports held for review", async () => {
    detail = {
      payment: payment({ late: true, paidAt: "2026-11-20T10:09:00.000Z" }),
      events: [],
      refunds: [],
      heldReports: [
        {
          id: "hor_1",
          source: "callback",
          mismatches: ["amount"],
          reported: { amount: "1", currency: "XOF" },
          createdAt: "2026-11-20T10:02:00.000Z",
        },
      ],
    };
    renderDrawer();
    expect(await screen.findByText("Paid late")).toBeTruthy();
    expect(screen.getByTestId("late-hint").textContent).toContain("Deliver or refund it");
    expect(screen.getByTestId("held-reports").textContent).toContain(
      "Operator notification: amount (1) did not match this payment — nothing was changed.",
    );
  });

  it("shows neither for an ordinary payment, and warns before cancelling one the operator cannot withdraw", async () => {
    detail = { payment: payment({ status: "pending" }), events: [], refunds: [], heldReports: [] };
    renderDrawer();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByText(/MTN Mobile Money cannot withdraw a request already sent/)).toBeTruthy();
    expect(screen.queryByText("Paid late")).toBeNull();
    expect(screen.queryByTestId("held-reports")).toBeNull();
  });
});
