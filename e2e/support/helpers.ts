import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { E2E } from "./env";

/** Labels are matched from their start: Mantine appends " *" to required fields. */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(label("E-mail")).fill(email);
  await page.getByLabel(label("Mot de passe")).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function newcomer() {
  const id = randomBytes(4).toString("hex");
  return {
    name: `Awa Koné ${id}`,
    email: `awa.${id}@example.ci`,
    phone: "07 01 02 03 04",
    company: `Koné Distribution ${id}`,
    password: "password123",
  };
}

export async function register(page: Page, person: ReturnType<typeof newcomer>) {
  await page.goto("/register");
  await page.getByLabel(label("Nom complet")).fill(person.name);
  await page.getByLabel(label("E-mail")).fill(person.email);
  await page.getByLabel(label("Téléphone")).fill(person.phone);
  await page.getByLabel(label("Entreprise")).fill(person.company);
  await page.getByLabel(/^Mot de passe/).fill(person.password);
  await page.getByLabel(label("Confirmer le mot de passe")).fill(person.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

/**
 * Holds the app's entry script back until the returned function is called: a slow network's
 * first seconds on a prerendered page, which shows before its script runs.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
