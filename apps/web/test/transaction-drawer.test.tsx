import type { PaymentDetail } from "@payflow/contracts/payments";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TransactionDrawer } from "../src/features/payments/list/components/TransactionDrawer";
import "../src/features/payments/list/i18n";
import i18n from "../src/i18n";
import { aPayment, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The payment drawer tells the truth about what the operator did: a success that came after
// PayFlow had stopped the payment is marked "Paid late", operator reports that did not match are
// listed, and cancelling a payment whose operator cannot withdraw its request says so.

// The person once also listed "processRefunds", which is no capability (contracts/capabilities.ts).
const me = signedIn({ capabilities: ["manageAll", "viewTransactions", "usePOS"] });
let detail: PaymentDetail;

beforeEach(async () => {
  await i18n.changeLanguage("en");
  stubFetch((url) => (url === "/api/payments/pay_1" ? json(detail) : undefined));
});
afterEach(() => vi.unstubAllGlobals());

const renderDrawer = () => renderScreen(me, <TransactionDrawer id="pay_1" onClose={() => {}} />);

describe("the payment drawer", () => {
  it("marks a late success and lists the operator reports held for review", async () => {
    detail = {
      payment: aPayment({ late: true, paidAt: "2026-11-20T10:09:00.000Z" }),
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
    detail = { payment: aPayment({ status: "pending" }), events: [], refunds: [], heldReports: [] };
    renderDrawer();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByText(/MTN Mobile Money cannot withdraw a request already sent/)).toBeTruthy();
    expect(screen.queryByText("Paid late")).toBeNull();
    expect(screen.queryByTestId("held-reports")).toBeNull();
  });

  it("names a pending payment's failure as its last attempt's, a final one's as the reason", async () => {
    const failure = { code: "insufficient_funds" as const, message: "Solde insuffisant", operatorCode: "LOW" };
    detail = { payment: aPayment({ status: "pending", failure }), events: [], refunds: [], heldReports: [] };
    const { unmount } = renderDrawer();
    expect(await screen.findByText("Last attempt failed")).toBeTruthy();
    expect(screen.queryByText("Reason")).toBeNull();
    unmount();
    detail = { payment: aPayment({ status: "failed", failure }), events: [], refunds: [], heldReports: [] };
    renderDrawer();
    expect(await screen.findByText("Reason")).toBeTruthy();
    expect(screen.queryByText("Last attempt failed")).toBeNull();
  });
});
