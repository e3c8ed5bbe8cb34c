import { expect, test } from "@playwright/test";
import { label, newcomer, register, signIn, signInAsAdmin } from "../support/helpers";
import { createStaffUser } from "../support/staff";

test("switching to English changes the visible labels, survives a reload and follows the person", async ({
  page,
  browser,
}) => {
  // Two sign-ins and a second browser: 29 s alone on 2 cores, over 45 s on a loaded machine.
  test.setTimeout(90_000);
  // Someone of their own: the language is saved on the person, and other specs sign the admin in.
  const person = await createStaffUser("admin", "Aya Traoré");
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("nav-clients")).toHaveText("Clients");
  await expect(page.getByTestId("nav-reports")).toHaveText("Rapports");
  await page.getByTestId("language-control").click();
  await expect(page.getByTestId("nav-reports")).toHaveText("Reports");
  await expect(page.getByTestId("nav-pos")).toHaveText("Point of sale");
  await expect(page.getByTestId("language-control")).toHaveText("EN");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByTestId("nav-reports")).toHaveText("Reports");
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Aya");
  // Another browser: the saved choice follows them at sign-in.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other, person.email, person.password);
  await expect(other.getByTestId("nav-reports")).toHaveText("Reports");
  await context.close();
  await page.getByTestId("language-control").click();
  await expect(page.getByTestId("nav-reports")).toHaveText("Rapports");
});

test("English chosen on the sign-in page stays after signing in and becomes the person's language", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Their profile says French (the default they never chose); the switch on /login says English.
  const person = await createStaffUser("admin", "Koffi Yao");
  await page.goto("/login");
  await page.getByTestId("language-control").click();
  await expect(page.getByTestId("language-control")).toHaveText("EN");
  await page.getByLabel(label("Email")).fill(person.email);
  await page.getByLabel(label("Password")).fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Signed in successfully.")).toBeVisible();
  await expect(page.getByTestId("nav-reports")).toHaveText("Reports");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByTestId("nav-reports")).toHaveText("Reports");

  // The choice was saved on the person: a browser that never chose gets English at sign-in.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other, person.email, person.password);
  await expect(other.getByTestId("nav-reports")).toHaveText("Reports");
  await context.close();
});

test("dark mode toggles, survives a reload, and follows the user to their next sign-in", async ({ page, browser }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");

  // A brand-new browser (no local choice) gets the saved preference at sign-in.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await expect(other.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await signIn(other, person.email, person.password);
  await expect(other).toHaveURL(/\/client-dashboard$/);
  await expect(other.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await context.close();
});

test("the test/live indicator switches mode with a notice and remembers it", async ({ page }) => {
  await signInAsAdmin(page);
  const mode = page.getByTestId("mode-indicator");
  await expect(mode).toHaveAttribute("data-mode", "test");
  await mode.click();
  await expect(page.getByText("Mode changé")).toBeVisible();
  await expect(page.getByText("Vous êtes maintenant en mode réel.")).toBeVisible();
  await expect(mode).toHaveAttribute("data-mode", "live");
  await page.reload();
  await expect(page.getByTestId("mode-indicator")).toHaveAttribute("data-mode", "live");
  await page.getByTestId("mode-indicator").click();
  await expect(page.getByTestId("mode-indicator")).toHaveAttribute("data-mode", "test");
});

test("notifications: badge, mark as read, clear all", async ({ page }) => {
  await register(page, newcomer());
  await expect(page).toHaveURL(/\/client-dashboard$/);
  const badge = page.getByTestId("unread-badge");
  await expect(badge).toContainText("1");
  await page.getByRole("link", { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/client-dashboard\/notifications$/);
  await expect(page.getByTestId("unread-count")).toHaveText("1 notification non lue");
  await expect(page.getByText("Inscription réussie")).toBeVisible();
  await page.getByRole("button", { name: "Marquer comme lue" }).click();
  await expect(page.getByTestId("unread-count")).toHaveText("Vous êtes à jour.");
  await expect(badge).not.toContainText("1");
  await page.getByRole("button", { name: "Tout effacer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Tout effacer" }).click();
  await expect(page.getByText("Aucune notification pour l'instant.")).toBeVisible();
});

test("the login page has a password reveal toggle and a link to register", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel(label("Mot de passe"));
  await password.fill("secret-value");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/register$/);
});
