import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KeysCard } from "../src/features/api-keys/components/KeysCard";
import { WebhooksCard } from "../src/features/api-keys/components/WebhooksCard";
import "../src/features/api-keys/i18n";
import i18n from "../src/i18n";
import "../src/i18n/error-texts";
import { anApiKey, json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// The API keys screen says which API version each key answers in (docs/API.md § Versions): a key
// made before 2026-11-29 stays on 2026-06-01, and the screen says a newer one exists.

const keys = [
  anApiKey({ id: "key_old", name: "Boutique 2025", apiVersion: "2026-06-01" }),
  anApiKey({ id: "key_new", name: "Boutique 2026", apiVersion: "2026-11-29" }),
];

const endpoint = (id: string, url: string, apiVersion: "2026-06-01" | "2026-11-29") => ({
  id,
  url,
  description: "",
  events: ["payment.success"],
  status: "enabled",
  disabledReason: null,
  mode: "test",
  apiVersion,
  previousSecretExpiresAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

beforeEach(() => {
  stubFetch((url, init) => {
    if ((init?.method ?? "GET") !== "GET") return undefined;
    if (url === "/api/api-keys") return json({ items: keys });
    if (url === "/api/webhook-endpoints") {
      return json({
        items: [
          endpoint("we_old", "https://boutique.example.ci/hooks", "2026-06-01"),
          endpoint("we_new", "https://app.example.ci/hooks", "2026-11-29"),
        ],
      });
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const versionOf = async (name: string) => {
  const row = (await screen.findAllByTestId("api-key-row")).find((r) => within(r).queryByText(name)) as HTMLElement;
  return within(row).getByTestId("api-key-version");
};

/** What the screen says of each key, in one language. */
const WORDS = {
  en: {
    older: "API version 2026-06-01 (latest: 2026-11-29; a request can ask for it with PayFlow-Version)",
    latest: "API version 2026-11-29",
    link: "What changed between versions",
    href: "/docs/changelog",
  },
  fr: {
    older:
      "Version de l'API 2026-06-01 (la plus récente : 2026-11-29 ; une requête peut la demander avec PayFlow-Version)",
    latest: "Version de l'API 2026-11-29",
    link: "Ce qui a changé d'une version à l'autre",
    href: "/docs/changelog?lang=fr",
  },
} as const;

describe("each key's API version", () => {
  for (const language of ["en", "fr"] as const) {
    it(`shows each key's version, and the latest beside an older one (${language})`, async () => {
      const words = WORDS[language];
      await i18n.changeLanguage(language);
      renderScreen(signedIn({ id: "usr_1", role: "admin", capabilities: ["manageApiKeys"] }), <KeysCard />);
      expect((await versionOf("Boutique 2025")).textContent).toContain(words.older);
      const latest = await versionOf("Boutique 2026");
      expect(latest.textContent).toContain(words.latest);
      expect(latest.textContent).not.toContain("2026-06-01");
      expect(within(latest).getByRole("link", { name: words.link }).getAttribute("href")).toBe(words.href);
    });
  }

  it("shows the version each webhook endpoint's payloads are made in", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(signedIn({ id: "usr_1", role: "admin", capabilities: ["configureWebhooks"] }), <WebhooksCard />);
    const rows = await screen.findAllByTestId("webhook-row");
    const versionIn = (url: string) =>
      within(rows.find((r) => within(r).queryByText(url)) as HTMLElement).getByTestId("webhook-version").textContent;
    expect(versionIn("https://boutique.example.ci/hooks")).toBe("Contenu dans la version de l'API 2026-06-01");
    expect(versionIn("https://app.example.ci/hooks")).toBe("Contenu dans la version de l'API 2026-11-29");
  });
});
