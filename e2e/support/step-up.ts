import { expect, type Page } from "@playwright/test";
import { label } from "./helpers";

/**
 * Answers the step-up dialog as a person would (docs/PAYOUTS.md § Step-up): it opens on a
 * dangerous act with the field focused; the password (or the code from the person's app) is
 * typed and Enter sends it; the act then goes through by itself.
 */
export async function confirmItsMe(page: Page, secret: { password: string } | { code: string }) {
  const dialog = page.getByRole("dialog", { name: "Confirmez votre identité" });
  const field =
    "password" in secret ? dialog.getByLabel(label("Mot de passe")) : dialog.getByLabel(label("Code à 6 chiffres"));
  await expect(field).toBeFocused();
  await page.keyboard.type("password" in secret ? secret.password : secret.code);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}
