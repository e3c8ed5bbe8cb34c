import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// A school billing a family every month, on a phone, in French: the plan made on the dashboard
// issues its first invoice at once (certified by the sandbox platform); then, time moved forward
// with the test-mode clock, the second cycle's invoice is issued, once, on its own date.

test.use({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });
test.describe.configure({ timeout: 180_000 });

test("a monthly plan issuing its first two cycles, the second with time moved forward", async ({ page }) => {
  const name = `Famille Kouadio ${Math.random().toString(36).slice(2, 8)}`;
  const api = await adminApi();
  const made = await api.post("/api/clients", {
    data: {
      name,
      contactPerson: "Ama Kouadio",
      email: `ama.${Date.now()}@example.ci`,
      phone: "0708091011",
      status: "active",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await api.dispose();

  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Afficher ou masquer la navigation" }).click();
  await page.getByTestId("nav-recurringPlans").click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnements" })).toBeVisible();
  await page.getByRole("link", { name: "Nouvel abonnement" }).click();
  const form = page.getByTestId("recurring-plan-form");
  await form.getByTestId("plan-client").fill(name.slice(0, 16));
  await page.getByRole("option", { name }).click();
  await form.getByRole("radio", { name: "Particulier (B2C)" }).check();
  const line = form.getByTestId("invoice-line").first();
  await line.getByLabel(label("Désignation")).fill("Scolarité mensuelle");
  await line.getByLabel(label("Prix unitaire HT (FCFA)")).fill("45000");
  await form.getByRole("radio", { name: "Tous les mois" }).check();
  await expect(form.getByTestId("plan-cycles-preview")).toBeVisible();
  await form.getByRole("button", { name: "Créer l'abonnement" }).click();

  // The first cycle: issued at once, on today's date.
  const cycles = page.getByTestId("plan-cycle-row");
  await expect(cycles).toHaveCount(1, { timeout: 30_000 });
  await expect(cycles.first()).toContainText(/FAC-\d{4}-\d{6}/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // A month later, by the test clock: the second cycle, once.
  await page.getByRole("button", { name: "Avancer l'horloge de test" }).click();
  await expect(cycles).toHaveCount(2, { timeout: 30_000 });
  const numbers = await cycles.allTextContents();
  const [first, second] = numbers.map((row) => /FAC-\d{4}-\d{6}/.exec(row)?.[0]);
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);

  // The second cycle's invoice is an issued invoice of its own, certified.
  await cycles.nth(1).getByRole("link").first().click();
  await expect(page.getByTestId("invoice-number")).toHaveText(second ?? "");
  await expect(page.getByTestId("invoice-fne-number")).toBeVisible({ timeout: 30_000 });
});
