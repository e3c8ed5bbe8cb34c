import type { PayoutSettingsState } from "@payflow/contracts/payout-settings";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PayoutSettingsCard } from "../src/features/settings/components/PayoutSettingsCard";
import "../src/features/settings/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// Settings › Payouts with a change of the rules waiting for a second approver (docs/PAYOUTS.md
// § Four eyes on the rules): the rules now and as proposed, who proposed it and when; Confirm and
// Reject for another approver, asked again before anything is sent; Withdraw for its proposer;
// and a loosening saved beyond the bound says it waits.

const rules = {
  approvalThreshold: 500_000,
  perPayoutLimit: 2_000_000,
  perBeneficiaryDailyLimit: 2_000_000,
  companyDailyLimit: 50_000_000,
  bankFileFormat: "generic" as const,
};

const raised = { ...rules, approvalThreshold: 5_000_000 };
const pending: PayoutSettingsState = {
  ...rules,
  proposal: {
    settings: raised,
    proposedBy: "usr_awa",
    proposedByName: "Awa Koné",
    proposedAt: "2026-11-20T10:00:00.000Z",
  },
};

let state: PayoutSettingsState;
let sent: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  state = pending;
  stubFetch((url, init) => {
    if (!url.startsWith("/api/settings/payouts")) return undefined;
    const method = String(init?.method ?? "GET");
    if (method === "GET") return json(state);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (url.endsWith("/proposal/confirm")) {
      state = { ...raised, proposal: null };
      return json(state);
    }
    if (method === "DELETE") {
      state = { ...rules, proposal: null };
      return json(state);
    }
    // PUT: a loosening beyond the bound is proposed (202), the rules unchanged.
    state = {
      ...rules,
      proposal: {
        settings: body,
        proposedBy: "usr_1",
        proposedByName: "Admin",
        proposedAt: "2026-11-21T09:00:00.000Z",
      },
    };
    return json(state, 202);
  });
});
afterEach(() => vi.unstubAllGlobals());

const another = signedIn({ id: "usr_bakary", name: "Bakary", preferences: { language: "en" } });

describe("the payout rules waiting for a second approver", () => {
  it("shows the proposal, old and new, with Confirm for another approver, asked again before it applies", async () => {
    await i18n.changeLanguage("en");
    renderScreen(another, <PayoutSettingsCard />);
    const proposal = await screen.findByTestId("payout-rules-proposal");
    expect(within(proposal).getByText("A change of these rules waits for a second approver")).toBeTruthy();
    expect(within(proposal).getByText(/^Proposed by Awa Koné on /)).toBeTruthy();
    const threshold = within(proposal).getByText("Approval threshold").closest("tr") as HTMLElement;
    expect(within(threshold).getByText("500,000 FCFA")).toBeTruthy();
    expect(within(threshold).getByText("→ 5,000,000 FCFA")).toBeTruthy();
    expect(within(proposal).queryByRole("button", { name: "Withdraw my proposal" })).toBeNull();

    fireEvent.click(within(proposal).getByRole("button", { name: "Confirm the change" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm this change of the payout rules?" });
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm the change" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          method: "POST",
          url: "/api/settings/payouts/proposal/confirm",
          body: { proposedAt: "2026-11-20T10:00:00.000Z" },
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByTestId("payout-rules-proposal")).toBeNull());
  });

  it("rejects it only after the dialog, and in French", async () => {
    await i18n.changeLanguage("fr");
    renderScreen({ ...another, preferences: { ...another.preferences, language: "fr" } }, <PayoutSettingsCard />);
    const proposal = await screen.findByTestId("payout-rules-proposal");
    expect(within(proposal).getByText(/^Proposé par Awa Koné le /)).toBeTruthy();
    fireEvent.click(within(proposal).getByRole("button", { name: "Refuser" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuser ce changement ?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuser" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ method: "DELETE", url: "/api/settings/payouts/proposal", body: undefined }]),
    );
  });

  it("offers its proposer Withdraw, never Confirm", async () => {
    await i18n.changeLanguage("en");
    renderScreen(signedIn({ id: "usr_awa", preferences: { language: "en" } }), <PayoutSettingsCard />);
    const proposal = await screen.findByTestId("payout-rules-proposal");
    expect(within(proposal).queryByRole("button", { name: "Confirm the change" })).toBeNull();
    expect(within(proposal).queryByRole("button", { name: "Reject" })).toBeNull();
    expect(within(proposal).getByRole("button", { name: "Withdraw my proposal" })).toBeTruthy();
  });

  it("offers no decision to someone who cannot approve payouts, and no Save", async () => {
    await i18n.changeLanguage("en");
    renderScreen(
      signedIn({ id: "usr_didier", role: "parametres", capabilities: ["manageSettings"] }),
      <PayoutSettingsCard />,
    );
    const proposal = await screen.findByTestId("payout-rules-proposal");
    expect(within(proposal).queryByRole("button", { name: "Confirm the change" })).toBeNull();
    expect(within(proposal).getByText(/^Only another person who approves payouts/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says a loosening saved beyond the bound waits for a second approver, the rules in force shown", async () => {
    await i18n.changeLanguage("en");
    state = { ...rules, proposal: null };
    renderScreen(another, <PayoutSettingsCard />);
    const threshold = (await screen.findByRole("textbox", { name: /^Approval threshold/ })) as HTMLInputElement;
    fireEvent.change(threshold, { target: { value: "9000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/waits for a second approver's confirmation/)).toBeTruthy();
    const proposal = await screen.findByTestId("payout-rules-proposal");
    expect(within(proposal).getByText("→ 9,000,000 FCFA")).toBeTruthy();
    expect(threshold.value).toBe("500,000");
  });
});
