import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// The transactions screen on payments created here: search and filters kept in the address,
// the CSV export equal to the filtered list, and a refund from the drawer changing the list.

const TEST_MODE = { "x-payflow-mode": "test" };

test("search, filter, export exactly the filtered rows, and refund from the drawer", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `TX${randomBytes(3).toString("hex").toUpperCase()}`;
  const api = await adminApi();
  const made: { id: string; code: string; reference: string }[] = [];
  // Three Wave payments that succeed (…01) and one that fails (…02), all with this run's tag.
  for (const [i, phone] of ["0700000001", "0700000001", "0700000002", "0700000001"].entries()) {
    const res = await api.post("/api/payments", {
      headers: TEST_MODE,
      data: { amount: 1000 * (i + 1), operator: "wave", phone, reference: `${tag}-${i}`, description: `e2e ${tag}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const p = (await res.json()) as { id: string; code: string };
    made.push({ ...p, reference: `${tag}-${i}` });
  }
  // Wait until the sandbox has settled all four.
  await expect
    .poll(
      async () => {
        const statuses = await Promise.all(
          made.map(
            async (p) =>
              (
                (await (await api.get(`/api/payments/${p.id}`, { headers: TEST_MODE })).json()) as {
                  payment: { status: string };
                }
              ).payment.status,
          ),
        );
        return statuses.filter((s) => s !== "pending").length;
      },
      { timeout: 30_000 },
    )
    .toBe(4);
  await api.dispose();

  await signInAsAdmin(page);
  await page.getByTestId("nav-transactions").click();
  await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  const rows = page.getByTestId("transaction-row");

  // Search by the second payment's reference: only it.
  await page.getByLabel("Rechercher").fill(made[1]?.reference ?? "");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-id", made[1]?.id ?? "");
  await expect(page).toHaveURL(new RegExp(`q=${made[1]?.reference}`));

  // Filter succeeded Wave payments above 1 500 FCFA with a search on the code of the fourth.
  await page.getByLabel("Rechercher").fill("");
  await page.getByRole("textbox", { name: "Montant min." }).fill("1500");
  await page.getByRole("combobox", { name: label("Statut") }).click();
  await page.getByRole("option", { name: "Réussi" }).click();
  await expect(page).toHaveURL(/status=succeeded/);
  await expect(page).toHaveURL(/min=1500/);
  // The view survives a reload (the filters are in the address).
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Montant min." })).toHaveValue("1500");
  const ids = async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-id")));
  await expect
    .poll(async () => (await ids()).filter((id) => made.some((m) => m.id === id)))
    .toEqual([made[3]?.id, made[1]?.id]);
  for (const status of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-status")))) {
    expect(status).toBe("succeeded");
  }

  // Export: the CSV's rows are exactly the list's (all of them, in order).
  // Each page's rows are waited for before the next click: a click while the last page loads
  // waits for a button that is gone once that page has come.
  const more = page.getByRole("button", { name: "Afficher plus" });
  while (await more.isVisible()) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  const listed = await ids();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en CSV" }).click();
  // The spreadsheet file (what French Excel opens: ";" and French labels); a raw one is offered too.
  await expect(page.getByRole("menuitem", { name: /CSV brut, pour les machines/ })).toBeVisible();
  await page.getByRole("menuitem", { name: /Pour Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payflow-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) as string, "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toMatch(/^ID;Date;Client;Montant;Frais;Net;Statut/);
  expect(csv.slice(1).map((line) => line.split(";")[0])).toEqual(listed);
  expect(csv.slice(1).map((line) => line.split(";")[6])).toContain("Réussi");
  await expect(page.getByText(`${listed.length} transactions exportées.`)).toBeVisible();

  // Open the fourth payment and refund 1 000 FCFA of it: partly refunded, in the drawer and the list.
  await page.getByRole("button", { name: `Ouvrir ${made[3]?.code}` }).click();
  const drawer = page.getByTestId("transaction-detail");
  await expect(drawer).toContainText("4 000");
  await expect(drawer).toContainText("Réussi");
  await drawer.getByRole("button", { name: "Rembourser" }).click();
  const dialog = page.getByRole("dialog", { name: `Rembourser ${made[3]?.code}` });
  // More than the payment stays as typed and is refused at the field (it was cut to 4 000 and the
  // whole payment refunded).
  const refundAmount = dialog.getByLabel(label("Montant à rembourser (FCFA)"));
  await refundAmount.fill("5000");
  await dialog.getByRole("button", { name: "Rembourser" }).click();
  await expect(dialog.getByText("C'est plus que ce qui reste à rembourser sur ce paiement.")).toBeVisible();
  await expect(refundAmount).toHaveValue("5 000");
  await refundAmount.fill("1000");
  // A partial refund is made by the business: its reason is asked for.
  await dialog.getByRole("button", { name: "Rembourser" }).click();
  await expect(
    dialog.getByText("Indiquez le motif d'un remboursement que vous faites vous-même, hors opérateur."),
  ).toBeVisible();
  await dialog.getByLabel(label("Motif")).fill("Article retourné");
  await dialog.getByRole("button", { name: "Rembourser" }).click();
  await expect(page.getByText(`remboursés sur ${made[3]?.code}.`)).toBeVisible();
  await expect(drawer).toHaveAttribute("data-status", "partially_refunded");
  await expect(drawer.getByText(/^Remboursé 1[\s\u202f]000/)).toBeVisible();
  await page.keyboard.press("Escape");
  // The list follows: no longer "succeeded", so out of this filtered view.
  await expect.poll(ids).not.toContain(made[3]?.id);
  await page.getByRole("combobox", { name: label("Statut") }).click();
  await page.getByRole("option", { name: "Partiellement remboursé" }).click();
  await expect(rows.filter({ has: page.getByRole("button", { name: `Ouvrir ${made[3]?.code}` }) })).toHaveCount(1);
});
