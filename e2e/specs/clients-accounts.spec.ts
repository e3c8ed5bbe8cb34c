import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E } from "../support/env";
import { label, signIn, signInAsAdmin } from "../support/helpers";
import { confirmItsMe } from "../support/step-up";

test("staff creates a client with a password; the client must change it, then sees an empty portal", async ({
  page,
}) => {
  // Four sign-ins and two password changes, each hashing a password: 36 s on an idle 2-core machine.
  test.setTimeout(90_000);
  const id = randomBytes(4).toString("hex");
  const client = { name: `Boutique ${id}`, email: `boutique.${id}@example.ci`, password: "Temp-pass-123" };

  await signInAsAdmin(page);
  await page.getByTestId("nav-clients").click();
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter un client" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un client" });
  await dialog.getByLabel(label("Nom (entreprise)")).fill(client.name);
  await dialog.getByLabel(label("Personne de contact")).fill("Yao Kouassi");
  await dialog.getByLabel(label("E-mail")).fill(client.email);
  // A bad phone is refused with its message (docs/PRODUCT.md §5), and nothing typed is lost.
  await dialog.getByLabel(label("Téléphone")).fill("07 08 09");
  await dialog.getByLabel(label("Mot de passe du portail")).fill(client.password);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Numéro de téléphone invalide (10 chiffres attendus).")).toBeVisible();
  await expect(dialog.getByLabel(label("E-mail"))).toHaveValue(client.email);
  await dialog.getByLabel(label("Téléphone")).fill("07 08 09 10 11");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();

  const created = page.getByTestId("portal-login-created");
  await expect(created).toContainText(client.email);
  await expect(created).toContainText(client.password);
  await expect(created).toContainText("devra changer le mot de passe à sa première connexion");
  await created.getByRole("button", { name: "Terminé" }).click();
  const row = page.getByTestId("clients-table").getByRole("row", { name: new RegExp(client.name) });
  await expect(row).toContainText("cus_");
  await expect(row).toContainText("…");
  await expect(row).toContainText("0708091011");
  await expect(row).toContainText("Actif");

  // Search by email finds it; a search for nothing says so.
  await page.getByLabel("Rechercher par nom ou e-mail").fill(client.email);
  await expect(page.getByTestId("clients-table").getByRole("row")).toHaveCount(2);
  await page.getByLabel("Rechercher par nom ou e-mail").fill(`nobody-${id}`);
  await expect(page.getByText("Aucun client ne correspond à votre recherche.")).toBeVisible();

  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The client's first sign-in: the password must be changed before anything else.
  await signIn(page, client.email, client.password);
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
  await expect(page.getByTestId("nav-dashboard")).toHaveCount(0);
  await page.getByLabel(label("Mot de passe temporaire")).fill(client.password);
  await page.getByLabel(label("Nouveau mot de passe")).fill("My-own-pass-1");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("Different-1");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Les nouveaux mots de passe ne correspondent pas.").first()).toBeVisible();
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("My-own-pass-1");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();

  await expect(page).toHaveURL(/\/client-dashboard$/);
  // The portal is live: no "under development" banner.
  await expect(page.getByText("Portail en cours de développement")).toHaveCount(0);
  await page.getByRole("link", { name: "Mes transactions" }).first().click();
  await expect(page).toHaveURL(/\/client-dashboard\/transactions$/);
  await expect(page.getByRole("heading", { name: "Mes transactions", level: 1 })).toBeVisible();
  await expect(page.getByTestId("transactions-empty")).toContainText("Aucune transaction pour l'instant.");

  // The next sign-in goes straight to the portal.
  await page.reload();
  await expect(page.getByTestId("transactions-empty")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choisissez votre mot de passe" })).toHaveCount(0);
});

test("staff adds two payment accounts, makes the second primary, and the star moves", async ({ page }) => {
  const id = randomBytes(3).toString("hex");
  const first = `Caisse ${id}`;
  const second = `Banque ${id}`;
  await signInAsAdmin(page);
  await page.goto("/dashboard/accounts");
  await expect(page.getByRole("heading", { name: "Comptes de paiement", level: 1 })).toBeVisible();

  const add = async (name: string, provider: string, number: string) => {
    await page.getByRole("button", { name: "Ajouter un compte" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un compte de paiement" });
    await dialog.getByLabel(label("Nom du compte")).fill(name);
    await dialog.getByRole("combobox", { name: /^Opérateur ou banque/ }).click();
    await page.getByRole("option", { name: provider, exact: true }).click();
    await dialog.getByRole("textbox", { name: /^(Numéro mobile money|Numéro de compte)/ }).fill(number);
    return dialog;
  };

  // A wrong operator prefix is flagged while typing and refused on save.
  const dialog = await add(first, "Orange Money", "05 01 02 03 04");
  await expect(dialog.getByText("Ce numéro ne ressemble pas à un numéro Orange Money")).toBeVisible();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    dialog.getByText("Ce numéro n'appartient pas à l'opérateur choisi (07 Orange, 05 MTN, 01 Moov)."),
  ).toBeVisible();
  await dialog.getByLabel(label("Numéro mobile money")).fill("07 01 02 03 04");
  await expect(dialog.getByText("Ce numéro ne ressemble pas à un numéro Orange Money")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();

  // A bank account needs its legal holder: payers of a transfer see that name, not the nickname.
  const bank = await add(second, "Ecobank", "CI05 9010 0112 3456 7890 1234");
  await bank.getByRole("button", { name: "Enregistrer" }).click();
  await expect(bank.getByText("Saisissez le nom du titulaire du compte tel que la banque le connaît.")).toBeVisible();
  await bank.getByLabel(label("Titulaire du compte")).fill("SARL Koffi Distribution");
  await bank.getByRole("button", { name: "Enregistrer" }).click();
  await expect(bank).toBeHidden();

  const rowOf = (name: string) => page.getByTestId("account-row").filter({ hasText: name });
  await expect(rowOf(first)).toContainText("OM");
  await expect(rowOf(first)).toContainText("+225 0701020304");
  await expect(rowOf(second)).toContainText("Ecobank · CI059 01001 123456789012 34");
  await expect(rowOf(second)).toContainText("Titulaire : SARL Koffi Distribution");
  // Other browser tests add accounts to the same company (the checkout's bank transfers), so
  // which one is primary is not this test's to know (the API tests cover "the first one is");
  // there is exactly one, and a new account ticked nothing.
  await expect(page.getByTestId("primary-star")).toHaveCount(1);
  await expect(rowOf(second).getByTestId("primary-star")).toHaveCount(0);

  await rowOf(second).getByRole("button", { name: "Définir comme principal" }).click();
  await expect(page.getByText(`${second} est maintenant votre compte principal.`)).toBeVisible();
  await expect(rowOf(second).getByTestId("primary-star")).toBeVisible();
  await expect(rowOf(second).getByRole("button", { name: "Définir comme principal" })).toHaveCount(0);
  await expect(rowOf(first).getByTestId("primary-star")).toHaveCount(0);
  await expect(rowOf(first).getByRole("button", { name: "Définir comme principal" })).toBeVisible();
  await expect(page.getByTestId("primary-star")).toHaveCount(1);

  // Deleting the primary is refused with a clear message; its confirmation names it.
  await rowOf(second)
    .getByRole("button", { name: `Supprimer ${second}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Supprimer ce compte ?" });
  await expect(confirm).toContainText(`« ${second} »`);
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("C'est le compte principal.").first()).toBeVisible();
  await expect(rowOf(second)).toBeVisible();
});

test("operator credentials are saved, then shown only as configured with their last 4 characters", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/operator-api-config");
  const wave = page.getByTestId("operator-wave");
  await expect(wave).toContainText("Non configuré");
  const apiKey = wave.getByLabel(label("Clé API"));
  await apiKey.fill(" wave_ci_prod_e2e_SECRET_k3y9");
  await expect(apiKey).toHaveAttribute("type", "password");
  await wave.getByRole("button", { name: "Afficher la valeur" }).first().click();
  await expect(apiKey).toHaveAttribute("type", "text");
  await wave.getByLabel(label("Secret de signature des webhooks")).fill("wave_whsec_e2e_SECRET_w7x8");
  await wave.getByRole("button", { name: "Enregistrer" }).click();
  // A leading space is refused, nothing is saved, what was typed stays.
  await expect(wave.getByText("Retirez les espaces ou retours à la ligne")).toBeVisible();
  await expect(wave).toContainText("Non configuré");
  await apiKey.fill("wave_ci_prod_e2e_SECRET_k3y9");
  await wave.getByRole("button", { name: "Enregistrer" }).click();
  // Credentials are changed only after the admin confirms it is them; what was typed is then saved.
  await confirmItsMe(page, { password: E2E.admin.password });
  await expect(page.getByText("Clés API des opérateurs mises à jour")).toBeVisible();
  await expect(wave).toContainText("Configuré");
  await expect(wave).toContainText("••••k3y9");
  await expect(wave).toContainText("••••w7x8");
  await expect(wave.getByLabel(label("Clé API"))).toHaveValue("");
  await page.reload();
  await expect(page.getByTestId("operator-wave")).toContainText("••••k3y9");
  await expect(page.locator("body")).not.toContainText("SECRET");
});
