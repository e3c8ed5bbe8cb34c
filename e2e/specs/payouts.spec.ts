import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";
import { label, signIn } from "../support/helpers";
import { currentRules, setPayoutRules } from "../support/payout-rules";
import { fundBank, fundMtn, holdingCompanySettings } from "../support/shared-settings";
import { createStaffUser } from "../support/staff";
import { confirmItsMe } from "../support/step-up";

// Payouts from the dashboard (docs/PAYOUTS.md), in French on a 375 px phone: real test payments
// settle into the MTN account's available balance (the company's payment delay at 0 days while
// they succeed, then put back), a payout is created from the form through the name check, seen
// in the list and opened; above the approval threshold set in Settings one waits, its creator
// cannot approve it, a second person (finance) does; another is cancelled.

const PHONE = { width: 375, height: 812 };
/** The sandboxes' "paid at once" number, on MTN's prefix; MTN knows its holder as "Sand Box". */
const BENEFICIARY = "0500000001";

async function newPayout(page: Page, fields: { amount: string; name?: string; reason: string }) {
  await page.getByRole("button", { name: "Nouveau versement" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau versement" });
  await dialog.getByLabel(label("Numéro du bénéficiaire")).fill(BENEFICIARY);
  await expect(dialog.getByLabel(label("Opérateur"))).toHaveValue("Selon le numéro : MTN Mobile Money");
  await dialog.getByLabel(label("Montant (FCFA)")).fill(fields.amount);
  if (fields.name) await dialog.getByLabel(label("Nom du bénéficiaire")).fill(fields.name);
  await dialog.getByLabel(label("Motif")).fill(fields.reason);
  // MTN's payouts carry no fee: the total is the amount.
  await expect(dialog.getByTestId("payout-cost").locator('[data-field="fee"]')).toHaveText("0 FCFA");
  await dialog.getByRole("button", { name: "Envoyer le versement" }).click();
  return dialog;
}

/**
 * What axe finds serious or critical on the page as it is (an open window included). The toasts
 * are left out: their close button and dark-theme text are the app's toasts' own (lib/toast).
 */
async function expectNoSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude(".mantine-Notifications-root").analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  expect(serious).toEqual([]);
}

/** The payout just opened in the drawer (its id is in the address). */
async function openedId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/payout=po_/);
  return new URL(page.url()).searchParams.get("payout") as string;
}

test("payouts: funded by settled payments, created, listed, approved by a second person, cancelled", async ({
  page,
  browser,
}) => {
  // Waits for any other spec changing the company's settings, then holds them.
  test.setTimeout(360_000);
  await holdingCompanySettings(async () => {
    const api = await adminApi();
    const before = await currentRules(api);
    // Money to pay out: payments that succeed at once and settle now.
    await fundMtn(50_000);

    await page.setViewportSize(PHONE);
    await page.goto("/login");
    await signIn(page, E2E.admin.email, E2E.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The approval threshold, set in Settings.
    await page.goto("/dashboard/settings");
    const rules = page.getByRole("region", { name: "Versements" });
    await rules.getByRole("textbox", { name: /^Seuil d'approbation/ }).fill("15000");
    await rules.getByRole("button", { name: "Enregistrer" }).click();
    // Changing the payout rules asks the admin to confirm it is them first.
    await confirmItsMe(page, { password: E2E.admin.password });
    await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();

    try {
      await page.getByRole("button", { name: "Afficher ou masquer la navigation" }).click();
      await page.getByTestId("nav-payouts").click();
      await expect(page).toHaveURL(/\/dashboard\/payouts/);
      await expect(page.getByRole("heading", { level: 1, name: "Versements" })).toBeVisible();
      await expect(page.getByTestId("payout-balances").locator('[data-operator="mtn_momo"]')).toBeVisible();

      // Below the threshold, with another name than MTN's: the form says so and sends on request.
      const dialog = await newPayout(page, { amount: "5000", name: "Awa Koné", reason: "Prime de novembre" });
      const mismatch = dialog.getByTestId("name-mismatch");
      await expect(mismatch).toContainText("« Sand Box »");
      await expect(dialog.getByLabel(label("Montant (FCFA)"))).toHaveValue("5 000");
      await mismatch.getByRole("button", { name: "Envoyer quand même" }).click();
      const first = await openedId(page);
      const drawer = page.getByTestId("payout-detail");
      await expect(drawer).toContainText("Prime de novembre");
      await expect(drawer).toHaveAttribute("data-status", "succeeded", { timeout: 30_000 });
      await expect(drawer).toContainText("Payé au bénéficiaire");
      await page.keyboard.press("Escape");

      // In the list: a card, nothing spilling sideways at 375 px.
      const card = page.locator(`[data-testid="payout-row"][data-id="${first}"]`);
      await expect(card).toContainText("5 000 FCFA");
      await expect(card).toContainText("Réussi");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // Above the threshold: it waits; its creator may not approve it.
      await newPayout(page, { amount: "20000", name: "Sand Box", reason: "Fournisseur" });
      const waiting = await openedId(page);
      await expect(drawer).toHaveAttribute("data-status", "pending_approval");
      await expect(drawer.getByRole("button", { name: "Approuver" })).toHaveCount(0);
      const own = await api.post(`/api/payouts/${waiting}/approve`, {
        headers: { "x-payflow-mode": "test" },
        data: {},
      });
      expect(own.status()).toBe(403);
      expect(((await own.json()) as { error: { code: string } }).error.code).toBe("cannotApproveOwnPayout");
      await page.keyboard.press("Escape");

      // A second one above the threshold, cancelled by its creator.
      await newPayout(page, { amount: "16000", reason: "Annulé ensuite" });
      const cancelled = await openedId(page);
      await drawer.getByRole("button", { name: "Annuler le versement" }).click();
      await page
        .getByRole("dialog", { name: "Annuler ce versement ?" })
        .getByRole("button", { name: "Annuler le versement" })
        .click();
      await expect(drawer).toHaveAttribute("data-status", "cancelled");
      await expect(drawer).toContainText("Annulé");
      await page.keyboard.press("Escape");
      await expect(page.locator(`[data-testid="payout-row"][data-id="${cancelled}"]`)).toContainText("Annulé");

      // A second person, finance, approves the waiting one from the Approvals tab.
      const person = await createStaffUser("finance", "Fatou Traoré");
      const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
      const other = await context.newPage();
      await other.goto("/login");
      await signIn(other, person.email, person.password);
      await expect(other).toHaveURL(/\/dashboard$/);
      await other.goto("/dashboard/payouts");
      await other.getByRole("tab", { name: "À approuver" }).click();
      const row = other.locator(`[data-testid="payout-row"][data-id="${waiting}"]`);
      await expect(row).toContainText("En attente d'approbation");
      await expect(other.locator(`[data-testid="payout-row"][data-id="${first}"]`)).toHaveCount(0);
      await row.getByRole("button", { name: `Ouvrir le versement ${waiting}` }).click();
      const otherDrawer = other.getByTestId("payout-detail");
      await otherDrawer.getByRole("button", { name: "Approuver" }).click();
      await other
        .getByRole("dialog", { name: "Approuver ce versement ?" })
        .getByRole("button", { name: "Approuver" })
        .click();
      await expect(otherDrawer).not.toHaveAttribute("data-status", "pending_approval");
      await expect(otherDrawer).toHaveAttribute("data-status", "succeeded", { timeout: 30_000 });
      await expect(otherDrawer).toContainText("Approuvé");
      await context.close();
    } finally {
      // Raising the rules back may wait for a second approver: setPayoutRules confirms it.
      await setPayoutRules(api, before);
      await api.dispose();
    }
  });
});

test("bank payouts: created from the form, sent in the transfer file, confirmed paid in the drawer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await holdingCompanySettings(async () => {
    const api = await adminApi();
    const before = await currentRules(api);
    await fundBank(30_000);
    // No approval for this one, whatever another spec left (beyond the bound: a second admin confirms).
    await setPayoutRules(api, { ...before, approvalThreshold: 1_000_000, bankFileFormat: "bni" });
    try {
      // Finance (creates and approves payouts), in French and the dark theme.
      const person = await createStaffUser("finance", "Koffi Yao");
      const own = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
      await own.post("/api/auth/sign-in/email", { data: { email: person.email, password: person.password } });
      expect((await own.patch("/api/me/preferences", { data: { language: "fr", darkMode: true } })).status()).toBe(200);
      await own.dispose();
      await page.goto("/login");
      await signIn(page, person.email, person.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/dashboard/payouts");
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");

      await page.getByRole("button", { name: "Nouveau versement" }).click();
      const dialog = page.getByRole("dialog", { name: "Nouveau versement" });
      await dialog.getByLabel(label("Opérateur")).click();
      await page.getByRole("option", { name: "Virement bancaire" }).click();
      await dialog.getByLabel(label("Compte (RIB ou IBAN)")).fill("CI042 01001 012345678901 23");
      await dialog.getByLabel(label("Montant (FCFA)")).fill("12000");
      await dialog.getByLabel(label("Nom du bénéficiaire")).fill("Awa Koné");
      await dialog.getByLabel(label("Motif")).fill("Salaire novembre");
      await dialog.getByRole("button", { name: "Envoyer le versement" }).click();
      const id = await openedId(page);
      const drawer = page.getByTestId("payout-detail");
      await expect(drawer).toHaveAttribute("data-status", "queued");
      await expect(drawer).toContainText("CI0420100101234567890123");
      await page.keyboard.press("Escape");

      // The transfer file: the queued bank payouts in BNI's layout, downloaded.
      await page.getByRole("button", { name: "Fichier de virements" }).click();
      const window = page.getByRole("dialog", { name: "Versements bancaires" });
      await expect(window.getByTestId("bank-queued")).toContainText("en file");
      const download = page.waitForEvent("download");
      await window.getByRole("button", { name: "Télécharger le fichier de virements" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^payflow-virements-pbf_.+\.csv$/);
      const csv = (await readFile(await file.path())).toString("utf8");
      expect(csv.startsWith("\uFEFFRéférence;Nom et prénoms;Code banque;")).toBe(true);
      expect(csv).toMatch(/PO-[0-9A-F]{12};Awa Koné;CI042;01001;012345678901;23;12000;Salaire novembre\r\n/);
      await expect(window.getByTestId("bank-files-list")).toContainText("BNI");
      await expectNoSeriousAxe(page);
      await page.keyboard.press("Escape");

      // In processing until the bank's outcome is recorded: confirmed paid, after a confirmation.
      await page.goto(`/dashboard/payouts?payout=${id}`);
      await expect(drawer).toHaveAttribute("data-status", "processing");
      // By keyboard: the drawer's button, then the modal's (focused first).
      await drawer.getByRole("button", { name: "Confirmer payé" }).focus();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("dialog", { name: "La banque a-t-elle fait ce virement ?" });
      await expect(confirm.getByRole("button", { name: "Confirmer payé" })).toBeFocused();
      await expectNoSeriousAxe(page);
      await page.keyboard.press("Enter");
      await expect(drawer).toHaveAttribute("data-status", "succeeded");
    } finally {
      // Raising the rules back may wait for a second approver: setPayoutRules confirms it.
      await setPayoutRules(api, before);
      await api.dispose();
    }
  });
});
