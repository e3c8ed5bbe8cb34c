import type { CompanySettings } from "@payflow/contracts/settings";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CompanySettingsCard } from "../src/features/settings/components/CompanySettingsCard";
import "../src/features/settings/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { json, stubFetch } from "./support/fixtures";
import { renderWithProviders } from "./support/render-screen";

// The company's commission and payment delay are saved as typed or refused at their field:
// Mantine's NumberInput clamped 150 to 100 and -3 to 0 on blur, and those were saved.

const settings: CompanySettings = {
  companyName: "Mon Entreprise",
  commissionPercent: 2.5,
  paymentDelayDays: 2,
  logoUrl: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

let sent: { method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  stubFetch(async (url, init) => {
    if (url !== "/api/settings/company") return undefined;
    if (init?.method === "GET") return json(settings);
    sent.push({ method: String(init?.method), body: JSON.parse(String(init?.body)) });
    return json({ ...settings, ...JSON.parse(String(init?.body)) });
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderCard(language: "fr" | "en") {
  await i18n.changeLanguage(language);
  renderWithProviders(<CompanySettingsCard />);
}

async function type(label: string, text: string) {
  const input = (await screen.findByRole("textbox", { name: label })) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe("company settings", () => {
  it("keeps a commission of 150 as typed, shows the error at the field and saves nothing", async () => {
    await renderCard("en");
    const commission = await type("Commission (%)", "150");
    expect(commission.value).toBe("150");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Commission must be a percentage between 0 and 100 with at most two decimals."),
    ).toBeTruthy();
    expect(commission.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("keeps a delay of -3 as typed and refuses it at the field, in French", async () => {
    await renderCard("fr");
    const delay = await type("Délai de paiement (jours)", "-3");
    expect(delay.value).toBe("-3");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("Le délai de paiement doit être un nombre entier de jours entre 0 et 90."),
    ).toBeTruthy();
    expect(delay.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("saves values in range as typed", async () => {
    await renderCard("fr");
    await type("Commission (%)", "1,75");
    await type("Délai de paiement (jours)", "3");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      companyName: "Mon Entreprise",
      commissionPercent: 1.75,
      paymentDelayDays: 3,
      logoUrl: null,
    });
  });

  it.each([
    ["en", "Payment delay (days)", "1.5", "Save", "Payment delay must be a whole number of days between 0 and 90."],
    [
      "fr",
      "Commission (%)",
      "1,234",
      "Enregistrer",
      "La commission doit être un pourcentage entre 0 et 100, avec au plus deux décimales.",
    ],
  ] as const)(
    "(%s) keeps %s %s as typed, not cut to fit, and refuses it",
    async (language, label, text, save, message) => {
      await renderCard(language);
      const input = await type(label, text);
      expect(input.value).toBe(text);
      fireEvent.click(screen.getByRole("button", { name: save }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(sent).toEqual([]);
    },
  );

  it.each([
    ["en", "2.5"],
    ["fr", "2,5"],
  ] as const)("shows the commission in the interface language (%s: %s)", async (language, shown) => {
    await renderCard(language);
    const commission = (await screen.findByRole("textbox", { name: "Commission (%)" })) as HTMLInputElement;
    expect(commission.value).toBe(shown);
  });

  it("reads 1.75 typed in English as 1.75 %", async () => {
    await renderCard("en");
    await type("Commission (%)", "1.75");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ commissionPercent: 1.75 });
  });

  it("refuses a logo address that is not https at its field, and saves one that is", async () => {
    await renderCard("fr");
    await type("Adresse du logo (https)", "http://boutique.example.ci/logo.png");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      await screen.findByText("Saisissez l'adresse d'une image de votre site, commençant par https://."),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await type("Adresse du logo (https)", "https://boutique.example.ci/logo.png");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ logoUrl: "https://boutique.example.ci/logo.png" });
  });
});
