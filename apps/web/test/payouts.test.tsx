import type { Payout } from "@payflow/contracts/payouts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../src/app/layouts/area-i18n";
import { SideNav } from "../src/app/layouts/SideNav";
import { STAFF_NAV } from "../src/app/nav";
import { NewPayoutDialog } from "../src/features/payouts/components/NewPayoutDialog";
import { PayoutActions } from "../src/features/payouts/components/PayoutActions";
import "../src/features/payouts/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { TEST_MODE_STORAGE_KEY } from "../src/lib/test-mode";
import { aPayout, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The new payout form shows the operator of the number and the fee it reserves, keeps what was
// typed when the operator knows the number under another name, and sends anyway only on request;
// the Payouts entry follows the capabilities of the mode the app is in.

const admin = signedIn({ preferences: { language: "en" } });

const created = aPayout();

let sent: Record<string, unknown>[];
beforeEach(() => {
  sent = [];
  stubFetch((url, init) => {
    if (url !== "/api/payouts" || init?.method !== "POST") return undefined;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push(body);
    if (!body.nameCheckOverride) {
      return json(
        { error: { code: "beneficiaryNameMismatch", message: "x", field: "name", params: { name: "Sand Box" } } },
        400,
      );
    }
    return json(created, 201);
  });
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const operatorField = () => screen.getByLabelText(/^Operator/, { selector: "input" }) as HTMLInputElement;

describe("the new payout form", () => {
  it("shows the number's operator and the fee, then asks before sending to another name", async () => {
    await i18n.changeLanguage("en");
    const onCreated = vi.fn();
    renderScreen(admin, <NewPayoutDialog opened onClose={() => {}} onCreated={onCreated} />);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Beneficiary's number/ }), {
      target: { value: "0500000001" },
    });
    expect(operatorField().value).toBe("From the number: MTN Mobile Money");
    fireEvent.change(field(/^Amount/), { target: { value: "10000" } });
    const cost = screen.getByTestId("payout-cost");
    // MTN reserves no fee; Wave its 1 %.
    expect(within(cost).getByText("0 FCFA")).toBeTruthy();
    fireEvent.click(operatorField());
    fireEvent.click(await screen.findByRole("option", { name: "Wave", hidden: true }));
    await waitFor(() => expect(within(cost).getByText("100 FCFA")).toBeTruthy());
    expect(within(cost).getByText("10,100 FCFA")).toBeTruthy();
    fireEvent.change(field(/^Beneficiary's name/), { target: { value: "Awa Koné" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the payout" }));

    const mismatch = await screen.findByTestId("name-mismatch");
    expect(mismatch.textContent).toContain("The operator knows this number as “Sand Box”, not “Awa Koné”.");
    expect(sent[0]).toEqual({ amount: 10_000, phone: "0500000001", operator: "wave", name: "Awa Koné" });
    // Nothing typed is lost.
    expect(field(/^Beneficiary's name/).value).toBe("Awa Koné");
    expect(field(/^Amount/).value).toBe("10,000");
    expect(onCreated).not.toHaveBeenCalled();

    fireEvent.click(within(mismatch).getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith("po_1"));
    expect(sent[1]).toEqual({ ...sent[0], nameCheckOverride: true });
  });

  it("marks a bad number and amount at their fields without calling the server", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(admin, <NewPayoutDialog opened onClose={() => {}} onCreated={() => {}} />);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Numéro du bénéficiaire/ }), {
      target: { value: "05 12" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer le versement" }));
    expect((await screen.findAllByText("Numéro de téléphone invalide (10 chiffres attendus).")).length).toBeGreaterThan(
      0,
    );
    expect(sent).toEqual([]);
  });
});

describe("a payout waiting for approval", () => {
  const waiting: Payout = { ...created, status: "pending_approval", createdBy: "usr_creator" };
  const held = ["approvePayouts", "createPayouts"] as const;

  it("offers Approve and Refuse to another approver, never to its creator (the server refuses them theirs)", async () => {
    await i18n.changeLanguage("en");
    const other = renderScreen(admin, <PayoutActions payout={waiting} held={held} meId="usr_other" />);
    expect(await screen.findByRole("button", { name: "Approve" })).toBeTruthy();
    other.unmount();
    renderScreen(admin, <PayoutActions payout={waiting} held={held} meId="usr_creator" />);
    expect(await screen.findByRole("button", { name: "Cancel payout" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Refuse" })).toBeNull();
  });
});

describe("a paid payout", () => {
  const held = ["approvePayouts", "createPayouts"] as const;
  const paidAt = (ms: number) => new Date(Date.now() - ms).toISOString();
  const wave: Payout = { ...created, operator: "wave", status: "succeeded", completedAt: paidAt(60_000) };

  it("offers Take back on a Wave payout within its 3 days, asks first, then posts the reversal", async () => {
    await i18n.changeLanguage("en");
    const posted: string[] = [];
    stubFetch((url, init) => {
      if (init?.method !== "POST") return undefined;
      posted.push(url);
      return json({ ...wave, status: "reversed" }, 200);
    });
    renderScreen(admin, <PayoutActions payout={wave} held={held} meId="usr_other" />);
    fireEvent.click(await screen.findByRole("button", { name: "Take back" }));
    const dialog = await screen.findByRole("dialog", { name: "Take this payout back?" });
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Take back" }));
    await waitFor(() => expect(posted).toEqual([`/api/payouts/${wave.id}/reverse`]));
  });

  it("offers nothing for an MTN payout, one past Wave's window, a refund's payout, or without approvePayouts", async () => {
    await i18n.changeLanguage("en");
    const cases: [Payout, readonly ("approvePayouts" | "createPayouts")[]][] = [
      [{ ...wave, operator: "mtn_momo" }, held],
      [{ ...wave, completedAt: paidAt(3 * 86_400_000 + 60_000) }, held],
      [{ ...wave, refund: "re_1" }, held],
      [wave, ["createPayouts"]],
    ];
    for (const [payout, capabilities] of cases) {
      const view = renderScreen(admin, <PayoutActions payout={payout} held={capabilities} meId="usr_other" />);
      expect(screen.queryByRole("button", { name: "Take back" })).toBeNull();
      view.unmount();
    }
  });
});

describe("the Payouts entry of the side navigation", () => {
  const developer = signedIn({
    role: "developer",
    capabilities: ["viewDashboard", "viewTransactions", "manageApiKeys", "configureWebhooks"],
  });

  it("shows to a developer in test mode only, and to finance in both", async () => {
    await i18n.changeLanguage("fr");
    const first = renderScreen(developer, <SideNav items={STAFF_NAV} me={developer} onNavigate={() => {}} />);
    expect(screen.getByTestId("nav-payouts").textContent).toBe("Versements");
    first.unmount();

    localStorage.setItem(TEST_MODE_STORAGE_KEY, "false");
    const live = renderScreen(developer, <SideNav items={STAFF_NAV} me={developer} onNavigate={() => {}} />);
    expect(screen.queryByTestId("nav-payouts")).toBeNull();
    live.unmount();

    const finance = signedIn({ role: "finance", capabilities: ["viewDashboard", "approvePayouts"] });
    renderScreen(finance, <SideNav items={STAFF_NAV} me={finance} onNavigate={() => {}} />);
    expect(screen.getByTestId("nav-payouts")).toBeTruthy();
  });
});
