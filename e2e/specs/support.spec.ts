import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { label, newcomer, register, signInAsAdmin } from "../support/helpers";
import { unstyledMantineClasses } from "../support/styles";

/** The unhandled count agrees with the rows marked "to handle" (one response feeds both). */
async function expectCountOfRowsToHandle(page: Page) {
  const left = await page.getByTestId("inbox-message").filter({ hasText: "À traiter" }).count();
  await expect(page.getByTestId("inbox-unhandled")).toHaveText(
    left === 0 ? "Tous les messages ont été traités." : `${left} message${left > 1 ? "s" : ""} à traiter`,
  );
}

test("a message sent from /contact reaches the staff inbox, shown as text, and can be marked handled", async ({
  page,
  browser,
}) => {
  const subject = `Devis boutique ${randomBytes(4).toString("hex")}`;
  const text = `<b>Bonjour</b><script>window.__pwned = true</script> Nous vendons 300 articles par mois.`;

  // A visitor, signed out, in their own browser.
  const visitor = await browser.newContext();
  const contact = await visitor.newPage();
  await contact.goto("/contact");
  await contact.getByRole("textbox", { name: label("Nom") }).fill("Aya Touré");
  await contact.getByRole("textbox", { name: label("E-mail") }).fill("aya.toure@exemple.ci");
  await contact.getByRole("textbox", { name: label("Objet") }).fill(subject);
  await contact.getByRole("textbox", { name: label("Message") }).fill(text);
  await contact.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(contact.getByRole("status").filter({ hasText: "Message envoyé !" })).toBeVisible();
  await visitor.close();

  await signInAsAdmin(page);
  await page.goto("/dashboard/notifications");
  await expect(page.getByText(`Aya Touré a écrit : « ${subject} ». Lisez-le dans Support.`)).toBeVisible();

  await page.goto("/dashboard/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  // Other tests may send messages at the same time: find ours by its subject.
  const mine = page.getByTestId("inbox-message").filter({ hasText: subject });
  await expect(mine).toContainText("À traiter");
  await expectCountOfRowsToHandle(page);

  await mine.click();
  const dialog = page.getByRole("dialog", { name: subject });
  await expect(dialog.getByTestId("inbox-message-text")).toHaveText(text);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(dialog.getByRole("link", { name: "Répondre par e-mail" })).toHaveAttribute(
    "href",
    /^mailto:aya\.toure@exemple\.ci\?subject=/,
  );
  await dialog.getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(dialog.getByText("Traité par Administrateur")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mine).toContainText("Traité");
  await expect(mine).not.toContainText("À traiter");
  await expectCountOfRowsToHandle(page);
});

test("clients get the shared support page without the inbox", async ({ page }) => {
  await register(page, newcomer());
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto("/client-dashboard/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await expect(page.getByTestId("support-card")).toHaveCount(4);
  await expect(page.getByTestId("support-faq")).toHaveCount(5);
  await expect(page.getByText("support@payflow.ci")).toBeVisible();
  await expect(page.getByText("Messages de contact")).toHaveCount(0);
  // The FAQ opens from the keyboard.
  await page
    .getByRole("button", { name: "Quelle est la différence entre le mode test et le mode réel ?" })
    .press("Enter");
  await expect(page.getByText("Le mode test parle aux bacs à sable", { exact: false })).toBeVisible();
});

test("staff documentation links to API keys and support; en-savoir-plus explains the product", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/support");
  await expect(page.getByTestId("support-card")).toHaveCount(4);
  await page.getByRole("link", { name: "Lire les guides" }).click();
  await expect(page).toHaveURL(/\/dashboard\/documentation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  for (const title of [
    "Bien démarrer",
    "Mode test et mode réel",
    "Comptes de paiement",
    "Opérateurs",
    "Clés API",
    "Webhooks",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Ouvrir les clés API" })).toHaveAttribute("href", "/dashboard/api-keys");
  await page.getByRole("link", { name: "Ouvrir le support" }).click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await page.goto("/dashboard/en-savoir-plus");
  await expect(page.getByRole("heading", { level: 1, name: "À propos de PayFlow" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "La vie d'un paiement" })).toBeVisible();
});

test("the signed-in areas load Mantine's full stylesheet", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/support");
  await expect(page.getByTestId("inbox-unhandled")).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
});
