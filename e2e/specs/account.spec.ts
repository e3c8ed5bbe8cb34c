import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { label, signIn, signInAsAdmin } from "../support/helpers";
import { holdingCompanySettings } from "../support/shared-settings";
import { createStaffUser } from "../support/staff";

test("a custom role gives exactly its permissions; deleting it makes the holder a Standard User", async ({
  page,
  browser,
}) => {
  // Two people, two browsers, a dozen screens: longer than the default on a loaded 2-core machine.
  test.setTimeout(90_000);
  const roleName = `caissier_${randomBytes(3).toString("hex")}`;
  await signInAsAdmin(page);
  await page.goto("/dashboard/permissions");
  await page.getByRole("button", { name: "Créer un rôle" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(label("Nom interne")).fill("bad name");
  await dialog.getByLabel(label("Nom affiché")).fill("Caissier");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Le nom du rôle ne doit contenir ni espaces ni caractères spéciaux.")).toBeVisible();
  await dialog.getByLabel(label("Nom interne")).fill(roleName);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Veuillez sélectionner au moins une permission.")).toBeVisible();
  await dialog.getByLabel("Voir les transactions").check();
  await dialog.getByLabel("Voir les clients").check();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Rôle Caissier créé.")).toBeVisible();
  await expect(page.getByTestId(`role-${roleName}`)).toContainText("2 permissions");

  // The admin gives the role to a new user on the Users screen, with a password they choose.
  const cashier = { email: `aya.${randomBytes(3).toString("hex")}@example.ci`, password: "Temporary-pass-1" };
  await page.goto("/dashboard/users");
  await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
  const form = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
  await form.getByLabel(label("Nom")).fill("Aya Caissière");
  await form.getByLabel(label("E-mail")).fill(cashier.email);
  await form.getByLabel(label("Entreprise")).fill("PayFlow CI");
  await form.getByRole("combobox", { name: label("Rôle") }).click();
  await page.getByRole("option", { name: "Caissier" }).click();
  await form.getByLabel(label("Mot de passe")).first().fill(cashier.password);
  await form.getByLabel(label("Confirmer le mot de passe")).fill(cashier.password);
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByTestId("member-row").filter({ hasText: cashier.email })).toContainText("Caissier");

  // They sign in, choose their own password first, then land on their dashboard.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other, cashier.email, cashier.password);
  await expect(other.getByRole("heading", { name: "Choisissez votre mot de passe" })).toBeVisible();
  await other.getByLabel(label("Mot de passe temporaire")).fill(cashier.password);
  await other.getByLabel(label("Nouveau mot de passe")).fill("Aya-own-pass-1");
  await other.getByLabel(label("Confirmer le nouveau mot de passe")).fill("Aya-own-pass-1");
  await other.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  const nav = other.getByRole("navigation").filter({ has: other.getByTestId("nav-dashboard") });
  await expect(nav.getByRole("link")).toHaveText(["Tableau de bord", "Transactions", "Clients", "Factures", "Support"]);
  expect((await other.request.get("/api/users")).status()).toBe(403);
  await other.goto("/dashboard/users");
  await expect(other.getByText("Accès non autorisé")).toBeVisible();

  await page.goto("/dashboard/permissions");
  await page.getByRole("button", { name: "Supprimer Caissier" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer Caissier" }).click();
  await expect(
    page.getByText("Rôle Caissier supprimé. 1 personne a désormais le rôle Utilisateur standard."),
  ).toBeVisible();
  await expect(page.getByTestId(`role-${roleName}`)).toHaveCount(0);

  await other.goto("/dashboard/profile");
  await expect(other.getByLabel("Rôle")).toHaveValue("Utilisateur standard");
  await expect(nav.getByRole("link")).toHaveText([
    "Tableau de bord",
    "Transactions",
    "Point de vente",
    "Liens de paiement",
    "Factures",
    "Abonnements",
    "Support",
  ]);
  await context.close();
});

test("profile: name change, wrong current password refused, new password works at the next sign-in", async ({
  page,
  browser,
}) => {
  const person = await createStaffUser("user");
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/profile");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await page.getByLabel(label("Nom complet")).fill("");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le nom est obligatoire.").first()).toBeVisible();
  await page.getByLabel(label("Nom complet")).fill("Koffi Yao Junior");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Profil mis à jour.")).toBeVisible();

  await page.getByLabel(label("Mot de passe actuel")).fill("not-my-password");
  await page.getByLabel(label("Nouveau mot de passe")).fill("brand-new-pass");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("brand-new-pass");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe actuel incorrect.")).toBeVisible();
  await expect(page.getByText("La mise à jour du mot de passe a échoué.")).toBeVisible();
  await page.getByLabel(label("Mot de passe actuel")).fill(person.password);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe mis à jour", { exact: true })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login");
  await signIn(other, person.email, "brand-new-pass");
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByTestId("welcome")).toContainText("Koffi");
  await context.close();
});

test("preferences: time zone and notification switches apply at once and are saved", async ({ page }) => {
  const person = await createStaffUser("user");
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/preferences");
  await page.getByRole("combobox", { name: "Fuseau horaire" }).click();
  await page.getByRole("option", { name: "GMT-05:00 New York/Toronto" }).click();
  await expect(page.getByText("Fuseau horaire mis à jour.")).toBeVisible();
  // As a person would: the time zone's list has closed before the next switch is clicked (a
  // forced click while it was still closing once landed on it and changed nothing).
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.getByLabel("Notifications WhatsApp").uncheck({ force: true });
  await expect(page.getByText("Notifications WhatsApp désactivées.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Fuseau horaire" })).toHaveValue("GMT-05:00 New York/Toronto");
  await expect(page.getByLabel("Notifications WhatsApp")).not.toBeChecked();
});

test("settings: commission and payment delay are real, validated and persisted", async ({ page }) => {
  // The payout specs change the payment delay for a while: not while this reads and sets it.
  await holdingCompanySettings(async () => {
    await signInAsAdmin(page);
    await page.goto("/dashboard/settings");
    // The company's card (the accounting export's account numbers have a card and a save of their own).
    const save = () =>
      page
        .getByRole("region", { name: "Paramètres de l'entreprise" })
        .getByRole("button", { name: "Enregistrer" })
        .click();
    const commission = page.getByLabel(label("Commission"));
    await expect(commission).toHaveValue("2,5");
    await expect(page.getByLabel(label("Délai de paiement"))).toHaveValue("2");
    await page.getByLabel(label("Délai de paiement")).fill("");
    await save();
    await expect(
      page.getByText("Le délai de paiement doit être un nombre entier de jours entre 0 et 90.").first(),
    ).toBeVisible();
    // Out of range stays as typed and is refused at its field (it was saved as 100 % and 0 days).
    await commission.fill("150");
    await save();
    await expect(
      page.getByText("La commission doit être un pourcentage entre 0 et 100, avec au plus deux décimales.").first(),
    ).toBeVisible();
    await expect(commission).toHaveValue("150");
    await page.getByLabel(label("Délai de paiement")).fill("3");
    await commission.fill("2,75");
    await save();
    await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(label("Commission"))).toHaveValue("2,75");
    await expect(page.getByLabel(label("Délai de paiement"))).toHaveValue("3");
    // Put the defaults back for anyone reading them later in the run.
    await page.getByLabel(label("Commission")).fill("2,5");
    await page.getByLabel(label("Délai de paiement")).fill("2");
    await save();
    await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
  });
});
