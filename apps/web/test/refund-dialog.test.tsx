import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefundDialog } from "../src/features/payments/list/components/RefundDialog";
import "../src/features/payments/list/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { aPayment, json, stubFetch, stubFetchFailing } from "./support/fixtures";
import { renderWithProviders } from "./support/render-screen";

// A refund cannot be undone: the amount typed is the amount refunded or an error at the field,
// never a value the input changed by itself (Mantine's NumberInput clamps to max on blur).

const payment = aPayment({ amount: 12_000, operator: "orange_money" });

let calls: string[];

// jsdom has no document.fonts, which the reason's autosizing Textarea listens to.
Object.defineProperty(document, "fonts", {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
  calls = stubFetchFailing();
});
afterEach(() => vi.unstubAllGlobals());

const renderDialog = () => renderWithProviders(<RefundDialog payment={payment} onClose={() => {}} />);

function typeAmount(text: string) {
  const amount = screen.getByRole("textbox", { name: "Amount to refund (FCFA)" });
  fireEvent.focus(amount);
  fireEvent.change(amount, { target: { value: text } });
  fireEvent.blur(amount);
  return amount as HTMLInputElement;
}

describe("the refund dialog", () => {
  it("keeps 15,000 typed on a 12,000 payment, shows the error at the field and sends nothing", async () => {
    renderDialog();
    fireEvent.change(screen.getByRole("textbox", { name: /Reason/ }), { target: { value: "Client returned it" } });
    const amount = typeAmount("15000");
    expect(amount.value).toBe("15,000");
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("This is more than what is left to refund on this payment.")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(amount.value).toBe("15,000");
    expect(calls).toEqual([]);
  });

  it.each(["0", "-5", "12.5"])("keeps %s as typed, not cut to fit, and refuses it at the field", async (text) => {
    renderDialog();
    const amount = typeAmount(text);
    expect(amount.value).toBe(text);
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Please enter a valid amount.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("groups thousands the French way in French", async () => {
    await i18n.changeLanguage("fr");
    renderDialog();
    const amount = screen.getByRole("textbox", { name: "Montant à rembourser (FCFA)" }) as HTMLInputElement;
    expect(amount.value).toBe("12 000");
  });
});

describe("an Orange refund's payer number", () => {
  const orange = aPayment({ amount: 12_000, operator: "orange_money", phone: "0700000009" });

  it("is typed back by an approver before the refund goes through Orange", async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return json({ id: "re_1", paymentId: orange.id, amount: 12_000, status: "pending" });
    });
    renderWithProviders(<RefundDialog payment={orange} mayConfirmPayer onClose={() => {}} />);
    const field = screen.getByRole("textbox", { name: /Payer's number, confirmed/ });
    expect(screen.getByText(/Read the number on the payment \(0700000009\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("This field is required.")).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(field, { target: { value: "07 00 00 00 09" } });
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(bodies).toEqual([{ amount: 12_000, method: "operator", confirmPayerPhone: "07 00 00 00 09" }]),
    );
  });

  it("tells someone who cannot approve that only an approver can send it back through Orange", () => {
    renderWithProviders(<RefundDialog payment={orange} onClose={() => {}} />);
    expect(screen.queryByRole("textbox", { name: /Payer's number/ })).toBeNull();
    expect(screen.getByTestId("payer-unconfirmed").textContent).toContain("only someone who approves payouts");
  });
});
