import type { ApiKeyList } from "@payflow/contracts/api-keys";
import type { Payment, PosAccountList } from "@payflow/contracts/payments";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PosPage } from "../src/features/payments/pos/components/PosPage";
import i18n from "../src/i18n";
import { anApiKey, aPayment, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The point of sale as a cashier sees it: every text is a sentence (never an i18n key), the
// payer's number is called so, the code sample speaks to PayFlow's public address, the payer is
// never sent to a staff page, and a settled payment shows its outcome rather than a code to pay.

const me = signedIn({
  capabilities: ["manageAll", "usePOS", "viewTransactions", "manageApiKeys"],
  preferences: { language: "fr" },
});

const PUBLIC_URL = "http://payflow.example.ci";

const accounts: PosAccountList = {
  items: [
    {
      id: "acc_1",
      accountName: "Caisse Wave",
      operatorBank: "Wave",
      operator: "wave",
      isPrimary: true,
      ready: true,
    },
  ],
  publicUrl: PUBLIC_URL,
};

const testKey = anApiKey();
const keys: ApiKeyList = { items: [testKey] };

/** A pending Wave payment of 2,500 FCFA, as the point of sale follows it. */
const payment = (overrides: Partial<Payment>) =>
  aPayment({
    status: "pending",
    amount: 2500,
    operator: "wave",
    phone: "0700000001",
    fee: 63,
    net: 2437,
    checkoutUrl: `${PUBLIC_URL}/pay/pay_1`,
    operatorTransactionId: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    expiresAt: "2026-11-20T10:30:00.000Z",
    ...overrides,
  });

let followed: Payment;
let created: unknown[];

beforeEach(async () => {
  localStorage.clear();
  created = [];
  followed = payment({});
  stubFetch((url, init) => {
    if (url === "/api/pos/accounts") return json(accounts);
    if (url === "/api/api-keys") return json(keys);
    if (url === "/api/payments" && init?.method === "POST") {
      created.push(JSON.parse(String(init.body)));
      return json(followed, 201);
    }
    if (url === "/api/pos/payments/pay_1") return json(followed);
    if (url === "/api/pos/payments/pay_1/qr")
      return json({ checkoutUrl: followed.checkoutUrl, qrCode: "data:image/svg+xml;base64,PHN2Zy8+" });
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPos = (at = "/dashboard/pos") => renderScreen(me, <PosPage />, at);

/** Every text node and label of the page that looks like an i18n key ("snippets.copy"). */
function rawKeys(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll("*")].flatMap((el) => [
    ...[...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim() ?? ""),
    el.getAttribute("aria-label") ?? "",
    el.getAttribute("placeholder") ?? "",
  ]);
  return texts.filter((text) => /^[a-z]+(\.[a-zA-Z]+)+$/.test(text));
}

describe("the point of sale", () => {
  for (const language of ["fr", "en"] as const) {
    it(`${language}: with a test API key, the code sample shows sentences, never i18n keys`, async () => {
      await i18n.changeLanguage(language);
      const { container } = renderPos();
      await screen.findByRole("tab", { name: "cURL" });
      expect(rawKeys(container)).toEqual([]);
      expect(
        screen.getByText(
          language === "fr"
            ? "La clé est masquée ici ; le bouton de copie met la clé complète dans l'exemple."
            : "The key is hidden here; the copy button puts the full key in the snippet.",
        ),
      ).toBeTruthy();
    });
  }

  it("calls the payer's number so, in both languages", async () => {
    await i18n.changeLanguage("fr");
    const { unmount } = renderPos();
    expect(await screen.findByText("Numéro du payeur")).toBeTruthy();
    unmount();
    await i18n.changeLanguage("en");
    renderPos();
    expect(await screen.findByText("Payer's number")).toBeTruthy();
  });

  it("the code sample speaks to PayFlow's public address, as payment links do", async () => {
    await i18n.changeLanguage("fr");
    renderPos();
    await screen.findByRole("tab", { name: "cURL" });
    expect(screen.getByTestId("snippet-curl").textContent).toContain(`curl ${PUBLIC_URL}/v1/payments`);
  });

  it("the code sample without a key speaks to PayFlow's public address too", async () => {
    await i18n.changeLanguage("fr");
    testKey.status = "revoked";
    try {
      renderPos();
      await screen.findByText(/peut créer une clé API de test/);
      await waitFor(() =>
        expect(screen.getByTestId("snippet-curl").textContent).toContain(`curl ${PUBLIC_URL}/v1/payments`),
      );
    } finally {
      testKey.status = "active";
    }
  });

  it("never makes a staff page the payer's way back", async () => {
    await i18n.changeLanguage("fr");
    renderPos();
    fireEvent.change(await screen.findByRole("textbox", { name: /Numéro du payeur/ }), {
      target: { value: "0700000001" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Montant/ }), { target: { value: "2500" } });
    fireEvent.click(screen.getByRole("button", { name: "Demander le paiement" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ amount: 2500, operator: "wave", phone: "0700000001" });
    expect(created[0]).not.toHaveProperty("successUrl");
    expect(created[0]).not.toHaveProperty("errorUrl");
  });

  it("a pending payment offers its QR code and link; a settled one shows its outcome only", async () => {
    await i18n.changeLanguage("fr");
    const { unmount } = renderPos("/dashboard/pos?tx_ref=pay_1");
    const pending = await screen.findByTestId("pos-panel");
    expect(await within(pending).findByRole("img", { name: "QR code du lien de paiement" })).toBeTruthy();
    expect(within(pending).getByText(`${PUBLIC_URL}/pay/pay_1`)).toBeTruthy();
    unmount();

    followed = payment({ status: "succeeded", operatorTransactionId: "WAVE-777", paidAt: "2026-11-20T10:02:00.000Z" });
    renderPos("/dashboard/pos?tx_ref=pay_1");
    const settled = await screen.findByTestId("pos-panel");
    await waitFor(() => expect(settled.getAttribute("data-status")).toBe("succeeded"));
    expect(within(settled).getByText("Paiement reçu")).toBeTruthy();
    expect(within(settled).getByText("Transaction opérateur : WAVE-777")).toBeTruthy();
    expect(within(settled).queryByRole("img", { name: "QR code du lien de paiement" })).toBeNull();
    expect(within(settled).queryByText(`${PUBLIC_URL}/pay/pay_1`)).toBeNull();
    expect(within(settled).queryByText("Le client peut scanner ce code pour ouvrir la page de paiement.")).toBeNull();
  });
});
