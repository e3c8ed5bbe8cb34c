import type { PortalTransaction, PortalTransactionList } from "@payflow/contracts/transactions";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientHome } from "../src/features/portal/components/ClientHome";
import { ClientTransactionsPage } from "../src/features/portal/components/ClientTransactionsPage";
import i18n from "../src/i18n";
import { signedInClient, stubFetchAnswers } from "./support/fixtures";
import { renderScreens } from "./support/render-screen";

// The portal and its receipts name the business that was paid (its company), not the
// company the client typed when registering, and say which mode they show: real payments by
// default, test payments (marked as such on their receipt) only in test mode.

const me = signedInClient();

function payment(overrides: Partial<PortalTransaction>): PortalTransaction {
  return {
    id: "pay_1",
    date: "2026-11-20T10:00:00.000Z",
    description: "Facture 31000",
    amount: 31_000,
    currency: "XOF",
    status: "succeeded",
    isTestData: false,
    code: "PF-LIVE-0001",
    operator: "wave",
    reference: null,
    paidAt: "2026-11-20T10:01:00.000Z",
    operatorTransactionId: null,
    failureCode: null,
    checkoutUrl: null,
    refundedAmount: 0,
    ...overrides,
  };
}

const answers: Record<string, PortalTransactionList> = {
  "/api/portal/transactions": { company: "Mon Entreprise", mode: "live", items: [payment({})] },
  "/api/portal/transactions?mode=test": {
    company: "Mon Entreprise",
    mode: "test",
    items: [payment({ id: "pay_2", code: "PF-TEST-0002", amount: 4200, isTestData: true })],
  },
};

beforeEach(() => {
  stubFetchAnswers(answers);
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (at: string) =>
  renderScreens(
    me,
    { "/client-dashboard": <ClientHome />, "/client-dashboard/transactions": <ClientTransactionsPage /> },
    at,
  );

describe("the client portal", () => {
  it("greets the client in the space of the business they pay, not their own company", async () => {
    await i18n.changeLanguage("fr");
    renderAt("/client-dashboard");
    expect(await screen.findByText("Votre espace client avec Mon Entreprise.")).toBeTruthy();
    expect(screen.queryByText(/Boutique Awa/)).toBeNull();
  });

  it("lists real payments by default, and the receipt is headed by the business paid", async () => {
    await i18n.changeLanguage("fr");
    renderAt("/client-dashboard/transactions");
    expect(await screen.findByText("Vos paiements à Mon Entreprise, du plus récent au plus ancien.")).toBeTruthy();
    expect(screen.getByTestId("portal-mode").textContent).toBe("Paiements réels");
    fireEvent.click(screen.getByRole("button", { name: "Reçu de PF-LIVE-0001" }));
    const receipt = await screen.findByTestId("receipt");
    expect(within(receipt).getByText("Mon Entreprise")).toBeTruthy();
    expect(receipt.textContent).not.toContain("Boutique Awa");
    expect(within(receipt).queryByTestId("receipt-test-notice")).toBeNull();
  });

  it("in test mode says so, and a test payment's receipt says it is not a real payment", async () => {
    await i18n.changeLanguage("en");
    renderAt("/client-dashboard/transactions?mode=test");
    expect(await screen.findByText("Your payments to Mon Entreprise, newest first.")).toBeTruthy();
    expect(screen.getByTestId("portal-mode").textContent).toBe("Test mode");
    expect(screen.getByText(/Mon Entreprise's test payments: trial data, no money moved/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Receipt of PF-TEST-0002" }));
    const receipt = await screen.findByTestId("receipt");
    expect(within(receipt).getByTestId("receipt-test-notice").textContent).toBe(
      "Test payment — not a real payment: no money was taken.",
    );
  });
});
