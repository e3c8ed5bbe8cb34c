import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiKeysPage } from "../src/features/api-keys/components/ApiKeysPage";
import { CheckoutOriginsCard } from "../src/features/api-keys/components/CheckoutOriginsCard";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The developer screen's card for payflow.js's sites (docs/API.md § payflow.js): what is saved
// is shown one per line, a wrong address is refused at its field before anything is sent, and
// only those who may change the company's settings see the card.

let stored: string[];
let sent: unknown[];

beforeEach(() => {
  stored = ["https://boutique.example"];
  sent = [];
  stubFetch((url, init) => {
    if (url === "/api/api-keys") return json({ items: [] });
    if (url.startsWith("/api/webhooks")) return json({ items: [] });
    if (url !== "/api/settings/checkout-origins") return undefined;
    if ((init?.method ?? "GET") === "GET") return json({ origins: stored });
    const body = JSON.parse(String(init?.body)) as { origins: string[] };
    sent.push(body);
    stored = body.origins.map((o) => o.toLowerCase());
    return json({ origins: stored });
  });
});
afterEach(() => vi.unstubAllGlobals());

const field = () => screen.findByRole("textbox", { name: /Sites/ });

describe("payflow.js's sites", () => {
  it("shows the saved sites and saves the new list, in English", async () => {
    await i18n.changeLanguage("en");
    renderScreen(signedIn({ id: "usr_1" }), <CheckoutOriginsCard />);
    const input = (await field()) as HTMLTextAreaElement;
    await waitFor(() => expect(input.value).toBe("https://boutique.example"));
    fireEvent.change(input, { target: { value: "https://boutique.example\n\nHTTPS://Caisse.Example:8443\n" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the sites" }));
    await waitFor(() =>
      expect(sent).toEqual([{ origins: ["https://boutique.example", "HTTPS://Caisse.Example:8443"] }]),
    );
    await waitFor(() => expect(input.value).toBe("https://boutique.example\nhttps://caisse.example:8443"));
  });

  it("refuses an address with a path at its field, in French, and sends nothing", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(signedIn({ id: "usr_1" }), <CheckoutOriginsCard />);
    const input = await field();
    fireEvent.change(input, { target: { value: "https://boutique.example/panier" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer les sites" }));
    expect(
      (await screen.findAllByText("Saisissez l'adresse d'un site sous la forme https://boutique.exemple, sans chemin."))
        .length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("is not on the developer screen of someone who may not change the settings", async () => {
    await i18n.changeLanguage("en");
    renderScreen(signedIn({ id: "usr_2", role: "developer", capabilities: ["manageApiKeys"] }), <ApiKeysPage />);
    expect(await screen.findByRole("heading", { name: "API keys" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Sites that show your checkout (payflow.js)" })).toBeNull();
  });

  it("is on the developer screen of an administrator", async () => {
    await i18n.changeLanguage("en");
    renderScreen(signedIn({ id: "usr_1" }), <ApiKeysPage />);
    expect(await screen.findByRole("heading", { name: "Sites that show your checkout (payflow.js)" })).toBeTruthy();
  });
});
