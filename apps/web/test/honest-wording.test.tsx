import type { Me } from "@payflow/contracts/profile";
import type { DashboardSummary } from "@payflow/contracts/reports";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../src/app/layouts/area-i18n";
import { ClientHome } from "../src/features/portal/components/ClientHome";
import { DashboardHome } from "../src/features/reports/components/DashboardHome";
import { SupportPage } from "../src/features/support/components/SupportPage";
import i18n from "../src/i18n";
import { json, signedIn, stubFetch } from "./support/fixtures";
import { renderScreen } from "./support/render-screen";

// What the home, support and portal pages say is true: no "nothing yesterday vs yesterday", the
// seeded admin greeted by their role in the reader's language, no live chat PayFlow does not
// offer, and no "under development" banner on a portal that is live.

const admin = signedIn({
  name: "Administrateur",
  capabilities: ["manageAll", "viewDashboard"],
});

const summary: DashboardSummary = {
  mode: "test",
  today: "2026-11-24",
  volumeToday: 5000,
  volumeYesterday: 0,
  volumeChange: null,
  newClientsToday: 2,
  newClientsYesterday: 1,
  newClientsChange: 100,
  pendingPayments: 0,
  alerts: [],
  daily: [],
};

const ANSWERS: Record<string, unknown> = {
  "/api/me": admin,
  "/api/dashboard/summary": summary,
  "/api/dashboard/login-sessions": { items: [] },
  "/api/support/info": { phone: "+225 27 00 00 00 00", email: "support@payflow.ci", address: "Abidjan" },
  "/api/portal/transactions": { company: "Koné Distribution", items: [] },
};

beforeEach(() => {
  stubFetch((url) => {
    const path = url.split("?")[0] ?? url;
    if (path in ANSWERS) return json(ANSWERS[path]);
    return json({ error: { code: "notFound", message: "Not found" } }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the staff home", () => {
  it("says yesterday had nothing to compare with, without 'vs yesterday' after it", async () => {
    await i18n.changeLanguage("en");
    renderScreen(admin, <DashboardHome />);
    const volume = await screen.findByTestId("stat-volume");
    expect(volume.textContent).not.toContain("vs yesterday");
    expect(volume.textContent).toContain("No sales yesterday to compare with");
    expect(screen.getByTestId("stat-clients").textContent).toContain("+100 %vs yesterday");
  });

  it("greets the seeded admin by the role's name in the reader's language", async () => {
    await i18n.changeLanguage("en");
    renderScreen(admin, <DashboardHome />);
    expect((await screen.findByTestId("welcome")).textContent).toBe("Welcome, Administrator");
    expect(document.body.textContent).not.toMatch(/\bchat\b/i);
  });

  it("greets the seeded admin in French as Administrateur", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(admin, <DashboardHome />);
    expect((await screen.findByTestId("welcome")).textContent).toBe("Bienvenue, Administrateur");
    expect((await screen.findByTestId("stat-volume")).textContent).toContain("Aucune vente hier pour comparer");
  });
});

describe("the support page", () => {
  it("offers no live chat, and says so on the card that leads to the contact form", async () => {
    for (const [language, says] of [
      ["en", "There is no live chat"],
      ["fr", "Pas de chat en direct"],
    ]) {
      await i18n.changeLanguage(language);
      const { unmount } = renderScreen(admin, <SupportPage />);
      const cards = await screen.findAllByTestId("support-card");
      expect(cards).toHaveLength(4);
      expect(screen.queryByRole("heading", { name: /live chat|chat en direct/i })).toBeNull();
      expect(cards[0]?.textContent).toContain(says);
      unmount();
    }
  });
});

describe("the client portal home", () => {
  it("does not say the portal is under development", async () => {
    await i18n.changeLanguage("fr");
    renderScreen(
      { ...admin, name: "Awa Koné", role: "client", isStaff: false, capabilities: [] } as Me,
      <ClientHome />,
    );
    expect((await screen.findByTestId("welcome")).textContent).toContain("Awa");
    expect(document.body.textContent).not.toMatch(/en cours de développement|under development/i);
  });
});
