import { expect, type Page, test } from "@playwright/test";
import { E2E } from "../support/env";
import { label, newcomer, signInAsAdmin } from "../support/helpers";
import { waitForEmail } from "../support/outbox";

const row = (page: Page, email: string) => page.getByTestId("member-row").filter({ hasText: email });

test("the admin adds a user with a generated password, edits and deletes them", async ({ page, playwright }) => {
  const person = newcomer();
  await signInAsAdmin(page);
  await page.goto("/dashboard/users");
  await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs" })).toBeVisible();

  // One's own row: editable, never deletable.
  const own = row(page, E2E.admin.email);
  await expect(own.getByRole("button", { name: /^Modifier/ })).toBeVisible();
  await expect(own.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Ajouter un utilisateur" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un utilisateur" });
  await dialog.getByLabel(label("Nom")).fill(person.name);
  await dialog.getByLabel(label("E-mail")).fill("awa@");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  // The message of docs/PRODUCT.md §5 under the field; what was typed stays; editing clears the message.
  await expect(dialog.getByText("Adresse e-mail invalide.")).toBeVisible();
  await expect(dialog.getByLabel(label("Nom"))).toHaveValue(person.name);
  await dialog.getByLabel(label("E-mail")).fill(person.email);
  await expect(dialog.getByText("Adresse e-mail invalide.")).toHaveCount(0);
  await dialog.getByLabel(label("Téléphone")).fill(person.phone);
  await dialog.getByLabel(label("Entreprise")).fill(person.company);
  await dialog.getByRole("combobox", { name: label("Rôle") }).click();
  await page.getByRole("option", { name: "Support" }).click();
  await expect(dialog.getByText(/un mot de passe aléatoire de 10 caractères sera généré et envoyé/)).toBeVisible();
  await dialog.getByRole("button", { name: "Ajouter" }).click();

  await expect(page.getByText("Utilisateur ajouté")).toBeVisible();
  await expect(page.getByText(`Un mot de passe a été généré et envoyé à ${person.email}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const added = row(page, person.email);
  await expect(added).toContainText(person.name);
  await expect(added).toContainText("Support");
  await expect(added.getByText("Actif")).toBeVisible();

  // The generated 10-character password was emailed, and it signs the person in.
  const mail = await waitForEmail(person.email, "accountCreated");
  const password = /Mot de passe temporaire : (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(password).toHaveLength(10);
  const api = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const signIn = await api.post("/api/auth/sign-in/email", {
    data: { email: person.email, password },
    headers: { Origin: E2E.baseURL },
  });
  expect(signIn.status()).toBe(200);
  await api.dispose();

  // The server searches by name, email or role, case-insensitively.
  await page.getByRole("searchbox", { name: "Rechercher" }).fill(person.email.toUpperCase());
  await expect(page.getByTestId("member-row")).toHaveCount(1);
  await expect(row(page, person.email)).toBeVisible();

  const renamed = `${person.name} Traoré`;
  await added.getByRole("button", { name: `Modifier ${person.name}` }).click();
  const edit = page.getByRole("dialog", { name: `Modifier ${person.name}` });
  await expect(edit.getByLabel(label("E-mail"))).toHaveValue(person.email);
  await edit.getByLabel(label("Nom")).fill(renamed);
  await edit.getByLabel(/^Mot de passe/).fill("court");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit.getByText("Le mot de passe doit contenir au moins 8 caractères.")).toBeVisible();
  await edit.getByLabel(/^Mot de passe/).fill("");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Utilisateur mis à jour")).toBeVisible();
  await expect(row(page, person.email)).toContainText(renamed);

  await row(page, person.email)
    .getByRole("button", { name: `Supprimer ${renamed}` })
    .click();
  const confirm = page.getByRole("dialog", { name: `Supprimer ${renamed} ?` });
  await expect(confirm).toContainText(`${renamed} (${person.email}) ne pourra plus se connecter.`);
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Utilisateur supprimé")).toBeVisible();
  await expect(page.getByText(`Le compte de ${renamed} a été supprimé.`)).toBeVisible();
  await expect(row(page, person.email)).toHaveCount(0);
  await expect(page.getByTestId("members-empty")).toHaveText(
    `Personne ne correspond à « ${person.email.toUpperCase()} ».`,
  );
});

test("a team invitation adds a pending member; one's own role is locked", async ({ page }) => {
  const person = newcomer();
  await signInAsAdmin(page);
  await page.goto("/dashboard/team");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();

  await page.getByRole("button", { name: "Inviter un membre" }).click();
  const dialog = page.getByRole("dialog", { name: "Inviter un membre de l'équipe" });
  await dialog.getByLabel(label("Nom")).fill(person.name);
  await dialog.getByLabel(label("E-mail")).fill(person.email);
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText("Membre invité")).toBeVisible();
  await expect(page.getByText(`Une invitation a été envoyée à ${person.name} (${person.email}).`)).toBeVisible();
  const invited = row(page, person.email);
  await expect(invited.getByText("En attente")).toBeVisible();
  await expect(invited).toContainText("Utilisateur standard");
  expect((await waitForEmail(person.email, "invitation")).subject).toContain("vous invite");

  // Inviting the same address again: the message of docs/PRODUCT.md §5 under the field, the dialog stays.
  await page.getByRole("button", { name: "Inviter un membre" }).click();
  await dialog.getByLabel(label("Nom")).fill("Autre");
  await dialog.getByLabel(label("E-mail")).fill(person.email);
  await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(
    dialog.getByText("Cette adresse e-mail est déjà utilisée. Veuillez en essayer une autre ou vous connecter."),
  ).toBeVisible();
  await expect(dialog.getByLabel(label("Nom"))).toHaveValue("Autre");
  await dialog.getByRole("button", { name: "Annuler" }).click();

  const own = row(page, E2E.admin.email);
  await expect(own.getByRole("button", { name: /^Supprimer/ })).toHaveCount(0);
  await own.getByRole("button", { name: /^Modifier/ }).click();
  const edit = page.getByRole("dialog", { name: /^Modifier/ });
  await expect(edit.getByRole("combobox", { name: label("Rôle") })).toBeDisabled();
  await expect(edit.getByText("Vous ne pouvez pas modifier votre propre rôle.")).toBeVisible();
});
