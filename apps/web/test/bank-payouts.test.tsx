import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BankConfirmActions } from "../src/features/payouts/components/BankConfirmActions";
import { NewPayoutDialog } from "../src/features/payouts/components/NewPayoutDialog";
import "../src/features/payouts/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { aPayout, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// Bank payouts in the dashboard (docs/PAYOUTS.md § Bank payouts): the form takes an account and
// a name instead of a number; a processing bank payout is confirmed paid or marked failed, with
// the bank's reason, after a confirmation — by an approver only.

const admin = signedIn({ preferences: { language: "en" } });

const processing = aPayout({
  id: "po_bank",
  status: "processing",
  amount: 25_000,
  fee: 0,
  operator: "bank",
  beneficiary: { phone: null, bankAccount: "CI0420100101234567890123", name: "Awa Koné" },
  sentAt: "2026-11-25T10:00:00.000Z",
});

let sent: { url: string; body: Record<string, unknown> }[];
beforeEach(() => {
  sent = [];
  stubFetch((url, init) => {
    if (init?.method !== "POST") return undefined;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ url, body });
    if (url === "/api/payouts") return json({ ...processing, status: "queued" }, 201);
    return json({ ...processing, status: body.outcome }, 200);
  });
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("a bank payout", () => {
  it("is created with the account (spaces out) and the holder's name, both required", async () => {
    await i18n.changeLanguage("en");
    const onCreated = vi.fn();
    renderScreen(admin, <NewPayoutDialog opened onClose={() => {}} onCreated={onCreated} />);
    fireEvent.click(await screen.findByLabelText(/^Operator/, { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: "Bank transfer", hidden: true }));
    fireEvent.change(await screen.findByRole("textbox", { name: /^Account \(RIB or IBAN\)/ }), {
      target: { value: "ci042 01001 012345678901 23" },
    });
    fireEvent.change(field(/^Amount/), { target: { value: "25000" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the payout" }));
    expect(await screen.findByText("A bank payout needs the beneficiary's name.")).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(field(/^Beneficiary's name/), { target: { value: "Awa Koné" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the payout" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("po_bank"));
    expect(sent[0]?.body).toEqual({
      amount: 25_000,
      operator: "bank",
      bankAccount: "CI0420100101234567890123",
      name: "Awa Koné",
    });
  });

  it("refuses an IBAN whose check digits are wrong at its field, without calling the server", async () => {
    await i18n.changeLanguage("en");
    renderScreen(admin, <NewPayoutDialog opened onClose={() => {}} onCreated={() => {}} />);
    fireEvent.click(await screen.findByLabelText(/^Operator/, { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: "Bank transfer", hidden: true }));
    // CI54 is this RIB's IBAN; CI55 is a typo the check digits catch.
    fireEvent.change(await screen.findByRole("textbox", { name: /^Account \(RIB or IBAN\)/ }), {
      target: { value: "CI55 CI04 2010 0101 2345 6789 0123" },
    });
    fireEvent.change(field(/^Beneficiary's name/), { target: { value: "Awa Koné" } });
    fireEvent.change(field(/^Amount/), { target: { value: "25000" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the payout" }));
    expect(await screen.findByText(/^Invalid account number/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("in a transfer file is marked failed with the bank's reason after a confirmation, by an approver only", async () => {
    await i18n.changeLanguage("en");
    const creator = renderScreen(admin, <BankConfirmActions payout={processing} held={["createPayouts"]} />);
    expect(screen.queryByRole("button", { name: "Mark failed" })).toBeNull();
    creator.unmount();
    renderScreen(admin, <BankConfirmActions payout={processing} held={["approvePayouts"]} />);
    expect(await screen.findByRole("button", { name: "Confirm paid" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mark failed" }));
    expect(await screen.findByText("Did the bank refuse this transfer?")).toBeTruthy();
    fireEvent.change(field(/^The bank's reason/), { target: { value: "Compte clôturé" } });
    fireEvent.submit(field(/^The bank's reason/).closest("form") as HTMLFormElement);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: "/api/payouts/po_bank/confirm",
      body: { outcome: "failed", reason: "Compte clôturé" },
    });
  });
});
