import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";
import { signIn } from "../support/helpers";
import { currentRules, setPayoutRules } from "../support/payout-rules";
import { fundMtn, holdingCompanySettings } from "../support/shared-settings";
import { createStaffUser } from "../support/staff";

// Bulk upload (docs/PAYOUTS.md § Batches), in French on a 375 px phone: the MTN account funded
// by test payments that settle at once (the company's payment delay at 0 days while they
// succeed, then put back), a file with a bad line previewed (its problem in French at its
// field, the batch not creatable), the corrected file previewed and created above the approval
// threshold; its creator may not approve it, a second person (finance) does from the Batches
// tab; the progress reaches the end and the results CSV says what each line became. The payout
// settings are put back at the end.

const PHONE = { width: 375, height: 812 };

/** A CSV as a spreadsheet saves it here: French headers, ';', amounts written with a space. */
const csv = (rows: string[]) => ({
  name: "versements.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`référence;montant;téléphone;motif;iban\n${rows.join("\n")}\n`),
});

async function choose(dialog: Locator, file: ReturnType<typeof csv>) {
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByTestId("batch-preview")).toBeVisible({ timeout: 20_000 });
}

const saved = async (download: Download) => (await readFile(await download.path())).toString("utf8");

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("payout batches: a file previewed, fixed, created above the threshold, approved by a second person, paid, its results downloaded", async ({
  page,
  browser,
}) => {
  // Waits for any other spec changing the company's settings, then holds them.
  test.setTimeout(420_000);
  await holdingCompanySettings(async () => {
    await fundMtn(30_000);
    const api = await adminApi();
    const settings = await currentRules(api);
    // References are unique in the company's mode for ever: this run's own.
    const run = randomBytes(3).toString("hex").toUpperCase();
    const ref = (n: number) => `LOT-${run}-${n}`;

    try {
      // Above 15,000 FCFA a batch waits for a second person.
      await setPayoutRules(api, { ...settings, approvalThreshold: 15_000 });

      await page.setViewportSize(PHONE);
      await page.goto("/login");
      await signIn(page, E2E.admin.email, E2E.admin.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/dashboard/payouts");
      await page.getByRole("button", { name: "Versements en masse" }).click();
      const dialog = page.getByRole("dialog", { name: "Versements en masse" });

      // The template, made in the browser.
      const [template] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("button", { name: "Télécharger un modèle (CSV)" }).click(),
      ]);
      const templateLines = (await saved(template)).replace(/^\uFEFF/, "").split(/\r?\n/);
      expect(templateLines[0]).toBe("reference;amount;phone;operator;name;reason");
      expect(templateLines.filter(Boolean)).toHaveLength(3);

      // A file with a bad number: its line shown first, its problem in French at its field.
      await choose(
        dialog,
        csv([
          `${ref(1)};12 000;0500000001;Prime;CI01`,
          `${ref(2)};6000;05 12;Prime;CI02`,
          `${ref(3)};5000;0500000002;Prime;CI03`,
        ]),
      );
      await expect(dialog.getByTestId("batch-unknown-columns")).toContainText("iban");
      await expect(dialog.getByTestId("batch-summary")).toHaveText("2 lignes valides, 1 avec un problème, sur 3.");
      const badLine = dialog.locator('[data-testid="batch-line"][data-invalid="true"]');
      await expect(badLine).toHaveCount(1);
      await expect(badLine).toHaveAttribute("data-line", "2");
      await expect(badLine).toContainText("Numéro : Numéro de téléphone invalide (10 chiffres attendus).");
      await expect(dialog.getByRole("button", { name: "Créer le lot" })).toBeDisabled();
      await expect(dialog.getByTestId("batch-create-blocker")).toContainText("Corrigez les lignes en erreur");
      await noSidewaysScroll(page);

      // The corrected file: every line passes, MTN covers it, the total needs approval.
      await choose(
        dialog,
        csv([
          `${ref(1)};12 000;0500000001;Prime;CI01`,
          `${ref(2)};6000;0500000001;Prime;CI02`,
          `${ref(3)};5000;0500000002;Prime;CI03`,
        ]),
      );
      await expect(dialog.getByTestId("batch-summary")).toHaveText("3 lignes valides, 0 avec un problème, sur 3.");
      await expect(dialog.locator('[data-testid="batch-total"][data-operator="mtn_momo"]')).toHaveAttribute(
        "data-covered",
        "true",
      );
      await expect(dialog.getByTestId("batch-approval-note")).toContainText("deuxième personne");
      await noSidewaysScroll(page);
      await dialog.getByRole("button", { name: "Créer le lot" }).click();

      await expect(page).toHaveURL(/batch=pob_/);
      const id = new URL(page.url()).searchParams.get("batch") as string;
      const drawer = page.getByTestId("batch-detail");
      await expect(drawer).toHaveAttribute("data-status", "pending_approval");
      await expect(drawer).toContainText("En attente d'une deuxième personne");

      // Its creator may not approve it: no button for them, and the server refuses it anyway.
      await expect(drawer.getByRole("button", { name: "Approuver" })).toHaveCount(0);
      const own = await api.post(`/api/payout-batches/${id}/approve`, {
        headers: { "x-payflow-mode": "test" },
        data: {},
      });
      expect(own.status()).toBe(403);
      expect(((await own.json()) as { error: { code: string } }).error.code).toBe("cannotApproveOwnPayout");
      await page.keyboard.press("Escape");
      await expect(page.locator(`[data-testid="batch-row"][data-id="${id}"]`)).toContainText(
        "En attente d'approbation",
      );
      await noSidewaysScroll(page);

      // A second person, finance, approves it from the Batches tab and watches it being paid.
      const person = await createStaffUser("finance", "Fatou Traoré");
      const context = await browser.newContext({ viewport: PHONE, locale: "fr-FR" });
      const other = await context.newPage();
      await other.goto("/login");
      await signIn(other, person.email, person.password);
      await expect(other).toHaveURL(/\/dashboard$/);
      await other.goto("/dashboard/payouts");
      await other.getByRole("tab", { name: "Lots" }).click();
      await other.getByRole("button", { name: `Ouvrir le lot ${id}` }).click();
      const theirs = other.getByTestId("batch-detail");
      await theirs.getByRole("button", { name: "Approuver" }).click();
      await other
        .getByRole("dialog", { name: "Approuver ce lot ?" })
        .getByRole("button", { name: "Approuver" })
        .click();
      await expect(theirs).not.toHaveAttribute("data-status", "pending_approval");
      await expect(theirs.getByTestId("batch-progress")).toHaveAttribute("data-done", "3", { timeout: 60_000 });
      await expect(theirs).toHaveAttribute("data-status", "completed", { timeout: 30_000 });
      await expect(theirs.getByTestId("batch-progress-text")).toHaveText("3 lignes terminées sur 3");
      await expect(theirs.getByTestId("batch-counts")).toContainText("Réussi : 2");
      await expect(theirs.getByTestId("batch-counts")).toContainText("Échoué : 1");
      await expect(theirs.locator(`[data-testid="batch-result"][data-reference="${ref(3)}"]`)).toContainText(
        "Ce numéro n'a pas de portefeuille chez cet opérateur.",
      );
      await noSidewaysScroll(other);

      // The results as CSV: one line per payout, with its state and failure.
      const [results] = await Promise.all([
        other.waitForEvent("download"),
        theirs.getByRole("button", { name: "Télécharger les résultats (CSV)" }).click(),
      ]);
      expect(results.suggestedFilename()).toBe(`payflow-payouts-${id}.csv`);
      const rows = (await saved(results))
        .replace(/^\uFEFF/, "")
        .split(/\r?\n/)
        .filter(Boolean);
      expect(rows[0]).toBe("reference,payout,status,amount,phone,failure_code,operator_code,failure");
      expect(rows).toHaveLength(4);
      const row = (n: number) => rows.find((r) => r.startsWith(`${ref(n)},`)) ?? "";
      expect(row(1)).toMatch(new RegExp(`^${ref(1)},po_\\w+,succeeded,12000,`));
      expect(row(2)).toMatch(new RegExp(`^${ref(2)},po_\\w+,succeeded,6000,`));
      expect(row(3)).toMatch(new RegExp(`^${ref(3)},po_\\w+,failed,5000,.*beneficiary_not_found`));
      await context.close();
    } finally {
      // Raising the threshold back may wait for a second approver: setPayoutRules confirms it.
      await setPayoutRules(api, settings);
      await api.dispose();
    }
  });
});
