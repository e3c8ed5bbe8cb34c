import { type InvoicingSettings, NO_FNE_SPACE } from "@payflow/contracts/invoicing-settings";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InvoicingSettingsCards } from "../src/features/settings/components/InvoicingSettingsCards";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { json, stubFetch } from "./support/fixtures";
import { renderWithProviders } from "./support/render-screen";

// Settings › invoicing: the number the next invoice gets under what is typed, refusals at their
// fields in both languages, and the FNE space's key written but never shown beyond its last 4.

const SPACE = {
  configured: true,
  establishment: "BOUTIQUE COCODY",
  pointOfSale: "CAISSE-1",
  ncc: "1234567A",
  baseUrl: null,
  keyLast4: "0001",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

let settings: InvoicingSettings;
let sent: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  settings = {
    numbering: { prefix: "FAC-", numbering: "yearly" },
    nextSequence: { yearly: 13, running: 4 },
    fne: NO_FNE_SPACE,
  };
  sent = [];
  stubFetch(async (url, init) => {
    if (!url.startsWith("/api/settings/invoicing")) return undefined;
    const method = String(init?.method);
    if (method === "GET") return json(settings);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ url, method, body });
    // As the server does without its sandboxes: plain http refused at its field.
    if (body?.baseUrl?.startsWith("http:"))
      return json({ error: { code: "fneBaseUrlInvalid", message: "no", field: "baseUrl" } }, 400);
    if (url.endsWith("/numbering")) settings = { ...settings, numbering: body };
    else if (method === "DELETE") settings = { ...settings, fne: NO_FNE_SPACE };
    else settings = { ...settings, fne: { ...SPACE, ...body, apiKey: undefined, updatedAt: new Date().toISOString() } };
    return json(settings);
  });
});
afterEach(() => vi.unstubAllGlobals());

const year = new Date().getUTCFullYear();

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

describe("invoice numbering", () => {
  it("shows the next live number as typed and saves the prefix and a running sequence", async () => {
    await i18n.changeLanguage("en");
    renderWithProviders(<InvoicingSettingsCards />);
    expect(await screen.findByText(`Next live invoice: FAC-${year}-000013`)).toBeTruthy();
    type(screen.getByRole("textbox", { name: "Prefix" }), "FACT-");
    expect(screen.getByText(`Next live invoice: FACT-${year}-000013`)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Running/ }));
    expect(screen.getByText("Next live invoice: FACT-000004")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: "/api/settings/invoicing/numbering",
      method: "PUT",
      body: { prefix: "FACT-", numbering: "running" },
    });
  });

  it("refuses a prefix in lower case at its field, in French, and sends nothing", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<InvoicingSettingsCards />);
    const prefix = await screen.findByRole("textbox", { name: "Préfixe" });
    type(prefix, "fac-");
    expect(screen.queryByText(/Prochaine facture/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(
      (await screen.findAllByText(/Le préfixe des numéros de facture compte 1 à 12 lettres majuscules/)).length,
    ).toBeGreaterThan(0);
    expect(prefix.getAttribute("aria-invalid")).toBe("true");
    expect((prefix as HTMLInputElement).value).toBe("fac-");
    expect(sent).toEqual([]);
  });
});

describe("the FNE space", () => {
  it("asks for a key of 32 letters and digits and an NCC at their fields, sending nothing", async () => {
    await i18n.changeLanguage("en");
    renderWithProviders(<InvoicingSettingsCards />);
    expect(await screen.findByText("Until it is, your live invoices wait for their certification.")).toBeTruthy();
    const key = screen.getByLabelText(/^API key/);
    type(key, "FNEsandbox-short");
    type(screen.getByRole("textbox", { name: "Establishment" }), "BOUTIQUE COCODY");
    type(screen.getByRole("textbox", { name: "Point of sale" }), "CAISSE-1");
    type(screen.getByRole("textbox", { name: "Company NCC" }), "123456A");
    fireEvent.click(screen.getByRole("button", { name: "Save the space" }));
    expect(
      (
        await screen.findAllByText(
          "An FNE API key is 32 letters and digits, copied from your FNE space (tab Paramétrage).",
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(key.getAttribute("aria-invalid")).toBe("true");
    type(key, "FNEsandboxPayFlowExample00000001");
    fireEvent.click(screen.getByRole("button", { name: "Save the space" }));
    const ncc = screen.getByRole("textbox", { name: "Company NCC" });
    await vi.waitFor(() => expect(ncc.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getAllByText("An NCC is 7 digits followed by a capital letter, such as 9502363N.").length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("saves a space, then shows only the key's last 4 and keeps the key when left empty", async () => {
    await i18n.changeLanguage("fr");
    renderWithProviders(<InvoicingSettingsCards />);
    type(await screen.findByLabelText(/^Clé API/), "FNEsandboxPayFlowExample00000001");
    type(screen.getByRole("textbox", { name: "Établissement" }), "BOUTIQUE COCODY");
    type(screen.getByRole("textbox", { name: "Point de vente" }), "CAISSE-1");
    type(screen.getByRole("textbox", { name: "NCC de l'entreprise" }), "1234567a");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer l'espace" }));
    expect(await screen.findByText("Clé enregistrée : •••• 0001. Laissez vide pour la garder.")).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      apiKey: "FNEsandboxPayFlowExample00000001",
      establishment: "BOUTIQUE COCODY",
      pointOfSale: "CAISSE-1",
      ncc: "1234567a",
      baseUrl: null,
    });
    expect((screen.getByLabelText(/^Clé API/) as HTMLInputElement).value).toBe("");
    expect(document.body.innerHTML).not.toContain("FNEsandboxPayFlowExample");
    type(screen.getByRole("textbox", { name: "Point de vente" }), "CAISSE-2");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer l'espace" }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).not.toHaveProperty("apiKey");
  });

  it("shows the server's refusal of the platform's address at its field, keeping what was typed", async () => {
    settings.fne = SPACE;
    await i18n.changeLanguage("en");
    renderWithProviders(<InvoicingSettingsCards />);
    fireEvent.click(await screen.findByRole("button", { name: "Advanced settings" }));
    const url = screen.getByRole("textbox", { name: "Platform address" });
    type(url, "http://54.247.95.108/ws");
    fireEvent.click(screen.getByRole("button", { name: "Save the space" }));
    await vi.waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(/Enter the platform's address, starting with https:\/\//).length).toBeGreaterThan(0);
    expect((url as HTMLInputElement).value).toBe("http://54.247.95.108/ws");
  });

  it("removes the space only once confirmed", async () => {
    settings.fne = SPACE;
    await i18n.changeLanguage("en");
    renderWithProviders(<InvoicingSettingsCards />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove the space" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the FNE space?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Remove the space" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove the space" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ url: "/api/settings/invoicing/fne", method: "DELETE", body: null }]),
    );
    expect(await screen.findByText("Until it is, your live invoices wait for their certification.")).toBeTruthy();
  });
});
