import type { OperatorCredentialStatus } from "@payflow/contracts/operator-credentials";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OperatorConfigPage } from "../src/features/operator-credentials/components/OperatorConfigPage";
import { PayoutActions } from "../src/features/payouts/components/PayoutActions";
import "../src/features/payouts/i18n";
import { StepUpDialog } from "../src/features/security/components/StepUpDialog";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { aPayout, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// Step-up (docs/PAYOUTS.md § Step-up): whatever call answers stepUpRequired, the staff area's
// dialog asks the person to confirm it is them, posts it, and the call is sent again once — its
// result shown where it would have been; a cancel shows the refusal instead.

afterEach(() => vi.unstubAllGlobals());

const admin = signedIn({ preferences: { language: "en" } });
const waiting = aPayout({
  status: "pending_approval",
  mode: "live",
  createdBy: "usr_creator",
  approval: { required: true, approvedBy: null, approvedAt: null },
});
const held = ["approvePayouts", "createPayouts"] as const;
const refusal = (method: "totp" | "password") =>
  json({ error: { code: "stepUpRequired", message: "x", params: { method } } }, 403);

type Call = { url: string; method: string; body: unknown };

/**
 * A server whose `guarded` call is refused until the person steps up with `secret`, and that
 * answers GETs with `reads`; the calls it got, in order.
 */
function server(
  guarded: string,
  secret: { password: string } | { code: string },
  answer: () => Response,
  reads: (url: string) => Response | undefined = () => undefined,
) {
  const calls: Call[] = [];
  let steppedUp = false;
  stubFetch((url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init?.method ?? "GET", body });
    if (url === "/api/security/step-up") {
      if (JSON.stringify(body) !== JSON.stringify(secret)) {
        return "code" in secret
          ? json({ error: { code: "twoFactorCodeInvalid", message: "x", field: "code" } }, 400)
          : json({ error: { code: "currentPasswordIncorrect", message: "x", field: "password" } }, 400);
      }
      steppedUp = true;
      return json({ steppedUpUntil: new Date(Date.now() + 300_000).toISOString() });
    }
    if (init?.method === "GET" || init?.method === undefined) return reads(url);
    if (url === guarded) return steppedUp ? answer() : refusal("code" in secret ? "totp" : "password");
    return undefined;
  });
  return calls;
}

const approvals = (calls: Call[]) => calls.filter((c) => c.url === `/api/payouts/${waiting.id}/approve`);

/** The waiting payout approved from its actions, as the person does: the button, then the decision's window. */
async function approve(texts = { button: "Approve", window: "Approve this payout?" }) {
  renderScreen(
    admin,
    <>
      <PayoutActions payout={waiting} held={held} meId="usr_other" />
      <StepUpDialog />
    </>,
  );
  fireEvent.click(await screen.findByRole("button", { name: texts.button }));
  const decision = await screen.findByRole("dialog", { name: texts.window });
  fireEvent.click(within(decision).getByRole("button", { name: texts.button }));
  return decision;
}

describe("a call that asks for a step-up", () => {
  it("opens the dialog, posts the password (a wrong one marked at its field), then sends the call again", async () => {
    await i18n.changeLanguage("en");
    const calls = server(`/api/payouts/${waiting.id}/approve`, { password: "my-password" }, () =>
      json({ ...waiting, status: "queued" }),
    );
    const decision = await approve();

    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(within(dialog).queryByLabelText(/^6-digit code/)).toBeNull();
    // The decision waits meanwhile: nothing shown as failed.
    expect(within(decision).queryByTestId("payout-action-error")).toBeNull();

    fireEvent.change(password, { target: { value: "not-it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Current password incorrect.")).toBeTruthy();
    expect(approvals(calls)).toHaveLength(1);

    fireEvent.change(password, { target: { value: "my-password" } });
    fireEvent.submit(password.closest("form") as HTMLFormElement);
    // Sent again once, and it went through: the decision's window closes as after any approval.
    await waitFor(() => expect(approvals(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Approve this payout?" })).toBeNull());
    expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).toBeNull();
    expect(calls.filter((c) => c.url === "/api/security/step-up").map((c) => c.body)).toEqual([
      { password: "not-it" },
      { password: "my-password" },
    ]);
  });

  it("cancelled (Escape), fails the call with the refusal, shown as usual; nothing is sent again", async () => {
    await i18n.changeLanguage("fr");
    const calls = server(`/api/payouts/${waiting.id}/approve`, { password: "mon-mot-de-passe" }, () =>
      json({ ...waiting, status: "queued" }),
    );
    const decision = await approve({ button: "Approuver", window: "Approuver ce versement ?" });
    const dialog = await screen.findByRole("dialog", { name: "Confirmez votre identité" });
    const password = within(dialog).getByLabelText(/^Mot de passe/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    // By keyboard: Escape closes this dialog only, the decision's stays to show the outcome.
    fireEvent.keyDown(password, { key: "Escape" });

    const error = await within(decision).findByTestId("payout-action-error");
    expect(error.textContent).toContain("Confirmez votre identité");
    expect(screen.queryByRole("dialog", { name: "Confirmez votre identité" })).toBeNull();
    expect(approvals(calls)).toHaveLength(1);
    expect(calls.some((c) => c.url === "/api/security/step-up")).toBe(false);
  });

  it("asks a person with two-factor for the code from their app, then shows the credentials saved", async () => {
    await i18n.changeLanguage("en");
    let saved = false;
    const wave = (configured: boolean): OperatorCredentialStatus => ({
      operator: "wave",
      configured,
      fields: [
        { field: "apiKey", configured, last4: configured ? "k3y9" : null, optional: false },
        { field: "webhookSecret", configured, last4: configured ? "w7x8" : null, optional: false },
      ],
      updatedAt: configured ? "2026-11-28T10:00:00.000Z" : null,
    });
    const calls = server(
      "/api/operator-credentials/wave",
      { code: "123456" },
      () => {
        saved = true;
        return json(wave(true));
      },
      (url) => (url === "/api/operator-credentials" ? json({ items: [wave(saved)] }) : undefined),
    );
    renderScreen(
      admin,
      <>
        <OperatorConfigPage />
        <StepUpDialog />
      </>,
    );
    const card = await screen.findByTestId("operator-wave");
    fireEvent.change(within(card).getByLabelText(/^API key/), { target: { value: "wave_live_k3y9" } });
    fireEvent.change(within(card).getByLabelText(/^Webhook signing secret/), { target: { value: "whsec_w7x8" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const code = within(dialog).getByLabelText(/^6-digit code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    // As typed from the app, with its space; Enter submits the dialog's form.
    fireEvent.change(code, { target: { value: "123 456" } });
    fireEvent.submit(code.closest("form") as HTMLFormElement);

    await waitFor(() => expect(screen.getByTestId("operator-wave").textContent).toContain("••••k3y9"));
    expect(screen.queryByRole("dialog", { name: "Confirm it's you" })).toBeNull();
    const puts = calls.filter((c) => c.method === "PUT");
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({ values: { apiKey: "wave_live_k3y9", webhookSecret: "whsec_w7x8" } });
    expect(calls.filter((c) => c.url === "/api/security/step-up").map((c) => c.body)).toEqual([{ code: "123456" }]);
  });
});
