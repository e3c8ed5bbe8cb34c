import { expect, test } from "@playwright/test";
import { E2E } from "../support/env";
import { holdAppScript, label, newcomer, register, signIn, signInAsAdmin } from "../support/helpers";
import { unstyledMantineClasses } from "../support/styles";

test("a newcomer registers and lands on the client portal", async ({ page }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId("welcome")).toHaveText(`Bonjour, Awa`);
  // The portal is live: no "under development" banner.
  await expect(page.getByText("Portail en cours de développement")).toHaveCount(0);
  // The portal shows its five items and no settings entry.
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link")).toHaveText([
    "Tableau de bord",
    "Mes transactions",
    "Mes factures",
    "Profil",
    "Support",
  ]);
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

// /login and /register are prerendered (docs/ARCHITECTURE.md § The web app): they read before
// their script and without it, and their forms wait for it without losing what was typed.
test("sign-in and registration read and look right without JavaScript, their buttons unavailable", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading, button, fields] of [
    ["/login", "Connexion à PayFlow", "Se connecter", ["E-mail", "Mot de passe"]],
    [
      "/register",
      "Créez votre compte PayFlow",
      "Créer mon compte",
      ["Nom complet", "E-mail", "Téléphone", "Entreprise", "Mot de passe", "Confirmer le mot de passe"],
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(path === "/login" ? "Connexion — PayFlow" : "Créer un compte — PayFlow");
    for (const field of fields) await expect(page.getByLabel(label(field)).first(), `${path} ${field}`).toBeVisible();
    // A plain button until the script runs: the fields are never posted to the page's own address.
    const submit = page.getByRole("button", { name: button });
    await expect(submit).toHaveAttribute("type", "button");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(
      page.getByRole("link", { name: path === "/login" ? "Créer un compte" : "Se connecter" }),
    ).toHaveAttribute("href", path === "/login" ? "/register" : "/login");
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim(),
    );
    expect(primary, path).not.toBe("");
    expect(await unstyledMantineClasses(page), path).toEqual([]);
  }
  await context.close();
});

test("what is typed on /login before its script runs is kept, and signs in once it runs", async ({ page }) => {
  // The app's script held back until the fields are filled: a slow network's first seconds.
  const release = await holdAppScript(page);
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => addresses.push(frame.url()));
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.getByLabel(label("E-mail")).fill(E2E.admin.email);
  await page.getByLabel(label("Mot de passe")).fill(E2E.admin.password);
  const submit = page.getByRole("button", { name: "Se connecter" });
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  // Enter in a field before the script: no native submission (the password never goes into an address).
  await page.getByLabel(label("Mot de passe")).press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  release();
  // The button waits for the script (aria-disabled until then), then signs in with what was typed.
  await expect(submit).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByLabel(label("E-mail"))).toHaveValue(E2E.admin.email);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Administrateur");
  expect(addresses.filter((address) => address.includes("?"))).toEqual([]);
});

test("a signed-in person opening the prerendered /login or /register is sent to their area", async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("welcome")).toHaveText("Bienvenue, Administrateur");
  }
});
