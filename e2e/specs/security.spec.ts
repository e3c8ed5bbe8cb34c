import { expect, type Page, test } from "@playwright/test";
import { label, newcomer, register, signIn } from "../support/helpers";
import { waitForEmail } from "../support/outbox";
import { totp } from "../support/totp";

// Each test runs several password checks (hashing is deliberately slow) on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function openProfile(page: Page) {
  await page.goto("/client-dashboard/profile");
  await expect(page.getByRole("heading", { name: "Sécurité" })).toBeVisible();
}

test("a user enrols TOTP, signs out, and signs back in with a code from the app", async ({ page }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await openProfile(page);
  await expect(page.getByTestId("two-factor-state")).toHaveText("Désactivée");

  await page.getByRole("button", { name: "Activer la vérification en deux étapes" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(label("Votre mot de passe")).fill("wrong-password");
  await dialog.getByRole("button", { name: "Continuer" }).click();
  await expect(dialog.getByText("Mot de passe actuel incorrect.")).toBeVisible();
  await dialog.getByLabel(label("Votre mot de passe")).fill(person.password);
  await dialog.getByRole("button", { name: "Continuer" }).click();

  await expect(dialog.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(dialog.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
  const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await dialog.getByLabel(label("Code à 6 chiffres de l'application")).fill(totp(secret));
  await dialog.getByRole("button", { name: "Activer" }).click();
  await expect(page.getByText("Vérification en deux étapes activée.")).toBeVisible();
  await expect(page.getByTestId("two-factor-state")).toHaveText("Activée");

  await page.getByRole("button", { name: "Ouvrir le menu du compte" }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page.getByRole("heading", { name: "Connexion à PayFlow" })).toBeVisible();

  await signIn(page, person.email, person.password);
  await expect(page.getByRole("heading", { name: "Vérification en deux étapes" })).toBeVisible();
  await page.getByLabel(label("Code de vérification")).fill("000000");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Code invalide. Vérifiez votre application d'authentification").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(label("Code de vérification")).fill(totp(secret));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
});

test("password reset through the emailed link, which works only once", async ({ page }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  // The page is a lazy chunk: the login form stays until it has loaded.
  await expect(page.getByRole("heading", { name: "Mot de passe oublié ?" })).toBeVisible();
  await page.getByLabel(label("E-mail")).fill(person.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText(`Si un compte utilise ${person.email}`)).toBeVisible();

  const email = await waitForEmail(person.email, "passwordReset");
  const link = email.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link as string).pathname + new URL(link as string).search;
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Choisissez un nouveau mot de passe" })).toBeVisible();
  await page.getByLabel(label("Nouveau mot de passe")).fill("court");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("court");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 8 caractères.").first()).toBeVisible();
  await page.getByLabel(label("Nouveau mot de passe")).fill("nouveau-secret-1");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("nouveau-secret-2");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Les nouveaux mots de passe ne correspondent pas.").first()).toBeVisible();
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("nouveau-secret-1");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Connexion à PayFlow" })).toBeVisible();
  await signIn(page, person.email, "nouveau-secret-1");
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.context().clearCookies();

  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Choisissez un nouveau mot de passe" })).toBeVisible();
  await page.getByLabel(label("Nouveau mot de passe")).fill("encore-un-autre-1");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("encore-un-autre-1");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  const refused = page.getByRole("alert").filter({ has: page.getByRole("link", { name: "Demander un nouveau lien" }) });
  await expect(refused).toContainText("Ce lien de réinitialisation est invalide, a expiré ou a déjà servi.");
});

test("revoking a session signs that other browser out", async ({ page, browser }) => {
  const person = newcomer();
  await register(page, person);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other, person.email, person.password);
  await expect(other).toHaveURL(/\/client-dashboard$/);

  await openProfile(page);
  await expect(page.getByTestId("session-row")).toHaveCount(2);
  await expect(page.getByText("Cette session")).toBeVisible();
  await page.getByRole("button", { name: /^Déconnecter la session/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Déconnecter" }).click();
  await expect(page.getByText("Session déconnectée.")).toBeVisible();
  await expect(page.getByTestId("session-row")).toHaveCount(1);

  await other.goto("/client-dashboard/notifications");
  await expect(other).toHaveURL(/\/login$/);
  await context.close();
  // The revoking browser is still signed in.
  await page.reload();
  await expect(page.getByTestId("session-row")).toHaveCount(1);
});
