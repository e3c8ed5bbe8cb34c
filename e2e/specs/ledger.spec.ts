import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { signInAsAdmin } from "../support/helpers";

// The books as a business sees them (docs/LEDGER.md): the dashboard's balances and the settlement
// report equal what the API answers (other specs add payments meanwhile, so each comparison is
// read again until both agree), the accounting export downloads a journal whose pieces balance,
// and the export's account numbers are set in Settings.

const TEST_MODE = { "x-payflow-mode": "test" };
const digits = (text: string | null) => Number((text ?? "").replaceAll(/[^\d-]/g, ""));

async function cells(page: Page, testId: string, row: string) {
  return page.getByTestId(testId).locator(`[data-${row}] td, [data-${row}] th`).allTextContents();
}

test("balances, settlements and the accounting export agree with the books", async ({ page }) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  // A payment that succeeds, so the books hold something whatever ran before.
  const created = await api.post("/api/payments", {
    headers: TEST_MODE,
    data: { amount: 15_000, operator: "mtn_momo", phone: "0500001234" },
  });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page);
  const panel = page.getByTestId("balances");
  await expect
    .poll(
      async () => {
        await page.reload();
        await panel.waitFor();
        const balances = (await (await api.get("/api/balances", { headers: TEST_MODE })).json()) as {
          available: number;
          pending: number;
          operators: { operator: string; available: number; pending: number }[];
        };
        const total = (await panel.locator('[data-operator="total"] th').allTextContents()).map(digits);
        const mtn = (await panel.locator('[data-operator="mtn_momo"] td').allTextContents()).map(digits);
        const want = balances.operators.find((o) => o.operator === "mtn_momo");
        return (
          total[1] === balances.available &&
          total[2] === balances.pending &&
          mtn[1] === want?.available &&
          mtn[2] === want?.pending &&
          balances.available + balances.pending > 0
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await page.getByRole("link", { name: "Rapports" }).first().click();
  const period = page.getByRole("region", { name: "Règlements" });
  await period.getByRole("button", { name: "Générer — Règlements" }).click();
  await expect(page.getByTestId("settlements")).toBeVisible();
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const report = (await (
          await api.get(`/api/reports/settlements?from=${from}&to=${to}&tz=GMT%2B00:00`, { headers: TEST_MODE })
        ).json()) as { totals: { gross: number; net: number } };
        const total = (await cells(page, "settlements", 'day="total"')).map(digits);
        if (total[1] !== report.totals.gross || total[4] !== report.totals.net) {
          await period.getByRole("button", { name: "Générer — Règlements" }).click();
          return false;
        }
        return report.totals.gross > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  const exportCard = page.getByRole("region", { name: "Export comptable" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportCard.getByRole("button", { name: "Télécharger le journal" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payflow-journal-${from}-${to}.csv`);
  const text = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = text.trim().split("\r\n");
  expect(header).toBe("journal;date;piece;compte;libelle;debit;credit;paiement");
  const pieces = new Map<string, number>();
  for (const line of lines) {
    const [, , piece, , , debit, credit] = line.split(";");
    pieces.set(piece as string, (pieces.get(piece as string) ?? 0) + Number(debit || 0) - Number(credit || 0));
  }
  expect(lines.length).toBeGreaterThan(0);
  expect([...pieces.values()].filter((v) => v !== 0)).toEqual([]);
  await api.dispose();
});

test("the accounting export's account numbers are set in Settings, checked at their field", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/settings");
  const card = page.getByRole("region", { name: "Export comptable" });
  const sales = card.getByRole("textbox", { name: "Ventes", exact: true });
  await expect(sales).toHaveValue("701");
  await sales.fill("70A");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(card.getByText("Un numéro de compte compte de 2 à 12 chiffres.")).toBeVisible();
  await sales.fill("706");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Export comptable" }).getByRole("textbox", { name: "Ventes", exact: true }),
  ).toHaveValue("706");
  const again = page.getByRole("region", { name: "Export comptable" });
  await again.getByRole("button", { name: "Rétablir les valeurs par défaut" }).click();
  await again.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
});
