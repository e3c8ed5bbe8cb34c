import { expect, test } from "@playwright/test";
import { E2E } from "../support/env";
import { label, newcomer, register, signIn, signInAsAdmin } from "../support/helpers";

test("a newcomer registers and lands on the client portal", async ({ page }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId("welcome")).toHaveText(`Bonjour, Awa`);
  // The portal is live: no "under development" banner.
  await expect(page.getByText("Portail en cours de développement")).toHaveCount(0);
  // The portal shows its four items and no settings entry.
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link")).toHaveText(["Tableau de bord", "Mes transactions", "Profil", "Support"]);
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Paramètres" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Profil" })).toBeVisible();
});

test("registration shows the first failing check as an error", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel(label("Nom complet")).fill("Awa");
  await page.getByLabel(label("E-mail")).fill("awa@example.ci");
  await page.getByLabel(label("Téléphone")).fill("07 01 02");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Numéro de téléphone invalide (10 chiffres attendus).").first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("registering twice with one email is refused with the spec's message", async ({ page, browser }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  const other = await browser.newPage();
  await register(other, person);
  await expect(
    other.getByText("Cette adresse e-mail est déjà utilisée. Veuillez en essayer une autre ou vous connecter.").first(),
  ).toBeVisible();
  await other.close();
});

test("the seeded admin signs in and lands on the dashboard", async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Administrateur");
  await expect(page.getByTestId("mode-indicator")).toBeVisible();
  // Real sign-ins of the company (other tests sign in at the same time, so not necessarily first).
  await expect(
    page.getByTestId("login-sessions").getByRole("row").filter({ hasText: E2E.admin.email }).first(),
  ).toBeVisible();
});

test("a wrong password is refused with the spec's message", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, E2E.admin.email, "not-the-password");
  await expect(page.getByText("E-mail ou mot de passe invalide.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an unauthenticated visit goes to /login and back after sign-in", async ({ page }) => {
  await page.goto("/dashboard/clients");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/clients$/);
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await expect(page.getByTestId("nav-clients")).toHaveAttribute("aria-current", "page");
});

test("a client sent to the staff area lands in the portal", async ({ page }) => {
  await register(page, newcomer());
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test("logout lands on /login and Back does not return into the dashboard", async ({ page }) => {
  await page.goto("/");
  await page.goto("/login");
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId("nav-support").click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/dashboard/);
});

test("markup typed into a name is shown as text, never run", async ({ page }) => {
  const person = { ...newcomer(), name: `<img src=x onerror="document.title='owned'">` };
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId("welcome")).toHaveText(`Bonjour, <img`);
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menu").getByText(person.name)).toBeVisible();
  await expect(page).not.toHaveTitle("owned");
  expect(await page.locator("img[src=x]").count()).toBe(0);
});
