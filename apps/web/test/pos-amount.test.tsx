import type { PosAccount } from "@payflow/contracts/payments";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PosForm } from "../src/features/payments/pos/components/PosForm";
import "../src/features/payments/pos/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { stubFetchFailing } from "./support/fixtures";
import { renderWithProviders } from "./support/render-screen";

// The POS amount is the amount requested from the payer or an error at the field: Mantine's
// sign and decimal options turned -500 into 500 and 1500.5 into 1500, and that was requested.

const account: PosAccount = {
  id: "pac_1",
  accountName: "Caisse",
  operatorBank: "Orange Money",
  operator: "orange_money",
  isPrimary: true,
  ready: true,
};

let calls: string[];

beforeEach(async () => {
  await i18n.changeLanguage("en");
  calls = stubFetchFailing();
});
afterEach(() => vi.unstubAllGlobals());

describe("the POS amount", () => {
  it.each(["-500", "1500.5"])("keeps %s as typed and refuses it at the field, requesting nothing", async (text) => {
    renderWithProviders(<PosForm accounts={[account]} onCreated={() => {}} />);
    fireEvent.change(screen.getByRole("textbox", { name: /Beneficiary|number/i }), {
      target: { value: "0700000001" },
    });
    const amount = screen.getByRole("textbox", { name: /Amount \(FCFA\)/ }) as HTMLInputElement;
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: text } });
    fireEvent.blur(amount);
    expect(amount.value.replace(/ /g, "")).toBe(text); // grouped as "1 500.5", not cut
    fireEvent.click(screen.getByRole("button", { name: "Request payment" }));
    expect(await screen.findByText("Please enter a valid amount.")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
