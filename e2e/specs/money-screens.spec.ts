import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";
import { signIn } from "../support/helpers";
import { createStaffUser } from "../support/staff";

// The money screens on a 375 px phone, in French with the light theme and in English with the
// dark one: each shows its heading, nothing spills sideways, and axe finds no serious or
// critical violation (contrast included).

const SCREENS = [
  { path: "/dashboard", heading: { fr: /^Bienvenue/, en: /^Welcome/ } },
  { path: "/dashboard/transactions", heading: { fr: "Transactions", en: "Transactions" } },
  { path: "/dashboard/pos", heading: { fr: "Point de vente", en: "Point of sale" } },
  { path: "/dashboard/reports", heading: { fr: "Rapports", en: "Reports" } },
  { path: "/dashboard/payouts", heading: { fr: "Versements", en: "Payouts" } },
  { path: "/dashboard/api-keys", heading: { fr: "Clés API", en: "API keys" } },
  { path: "/dashboard/payment-links", heading: { fr: "Liens de paiement", en: "Payment links" } },
  { path: "/dashboard/payment-links/new", heading: { fr: "Nouveau lien de paiement", en: "New payment link" } },
  // A link with its totals, share panel and payments (made below).
  { path: "link", heading: { fr: /^Contraste/, en: /^Contraste/ } },
  { path: "/dashboard/invoices", heading: { fr: "Factures", en: "Invoices" } },
  { path: "/dashboard/invoices/new", heading: { fr: "Nouvelle facture", en: "New invoice" } },
  // A draft invoice with its lines, totals and actions (made below).
  { path: "invoice", heading: { fr: "Brouillon", en: "Draft" } },
] as const;

async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => {
        // Wide tables scroll inside their own container: that is not the page spilling.
        if (el.closest(".mantine-ScrollArea-root, [data-scroll-container], .mantine-Table-scrollContainer"))
          return false;
        return el.getBoundingClientRect().right > width + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
  });
}

for (const [language, theme] of [
  ["fr", "light"],
  ["en", "dark"],
] as const) {
  test(`money screens at 375 px in ${language}, ${theme} theme: headings, no sideways scroll, axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A succeeded payment today, so the dashboard's and the report's charts are drawn and checked too.
    const admin = await adminApi();
    const paid = await admin.post("/api/payments", {
      headers: { "x-payflow-mode": "test" },
      data: { amount: 1200, operator: "wave", phone: "0700000001" },
    });
    expect(paid.status()).toBe(201);
    // A rolled key (an active and an expiring one) and a webhook endpoint: every badge is checked.
    const key = await admin.post("/api/api-keys", { data: { keyName: `Contraste ${language}`, mode: "test" } });
    const keyId = ((await key.json()) as { apiKeyRecord: { id: string } }).apiKeyRecord.id;
    expect((await admin.post(`/api/api-keys/${keyId}/roll`)).status()).toBe(200);
    const hook = await admin.post("/api/webhook-endpoints", {
      headers: { "x-payflow-mode": "test" },
      data: { url: "http://localhost:9/hooks", events: ["payment.success", "refund.succeeded"] },
    });
    expect(hook.status()).toBe(201);
    const link = await admin.post("/api/payment-links", {
      headers: { "x-payflow-mode": "test" },
      data: { title: `Contraste ${language}`, amountType: "payer_chooses", suggestedAmounts: [1000, 5000] },
    });
    expect(link.status(), await link.text()).toBe(201);
    const linkPath = `/dashboard/payment-links/${((await link.json()) as { id: string }).id}`;
    const client = await admin.post("/api/clients", { data: { name: `Contraste ${language}` } });
    expect(client.status(), await client.text()).toBe(201);
    const clientId = ((await client.json()) as { client: { id: string } }).client.id;
    const invoice = await admin.post("/api/invoices", {
      headers: { "x-payflow-mode": "test" },
      data: {
        clientId,
        template: "B2C",
        lines: [{ description: "Riz parfumé 5 kg", quantity: 2, unitPrice: 5000, taxCode: "TVA" }],
      },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const invoicePath = `/dashboard/invoices/${((await invoice.json()) as { id: string }).id}`;
    await admin.dispose();
    const person = await createStaffUser("admin", "Awa Koné");
    const api = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
    await api.post("/api/auth/sign-in/email", { data: { email: person.email, password: person.password } });
    const saved = await api.patch("/api/me/preferences", { data: { language, darkMode: theme === "dark" } });
    expect(saved.status(), await saved.text()).toBe(200);
    await api.dispose();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/login");
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const screen of SCREENS) {
      await page.goto(screen.path === "link" ? linkPath : screen.path === "invoice" ? invoicePath : screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading[language] })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
      if (screen.path === "/dashboard/reports") {
        await page
          .getByRole("button", { name: language === "fr" ? /Rapport des paiements/ : /Payments report/ })
          .click();
        await expect(page.getByTestId("report").locator(".recharts-surface").first()).toBeVisible();
      }
      if (screen.path === "/dashboard") await expect(page.locator(".recharts-surface").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await overflowing(page), screen.path).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
      expect(serious, screen.path).toEqual([]);
    }
  });
}
