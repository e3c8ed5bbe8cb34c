import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// The dashboard's cards and the reports against sums computed here from the API's list of
// payments (other specs add payments meanwhile, so each comparison is re-read until both agree),
// and a client of this run whose figures only this spec writes.

const TEST_MODE = { "x-payflow-mode": "test" };
/** The statuses of a sale: its money arrived, and a later refund does not undo it. */
const SALES = ["succeeded", "partially_refunded", "refunded"];
type ListedPayment = { id: string; amount: number; status: string; createdAt: string };

async function allPayments(api: APIRequestContext, query: string): Promise<ListedPayment[]> {
  const out: ListedPayment[] = [];
  let cursor: string | null = null;
  do {
    const res = await api.get(`/api/payments?limit=100&${query}${cursor ? `&cursor=${cursor}` : ""}`, {
      headers: TEST_MODE,
    });
    const body = (await res.json()) as { items: ListedPayment[]; nextCursor: string | null };
    out.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return out;
}

const digits = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replaceAll(/\D/g, ""));

test("dashboard cards and reports equal the payments' own sums; downloads carry the spec's name", async ({ page }) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const name = `Client rapport ${randomBytes(3).toString("hex")}`;
  const client = await api.post("/api/clients", { data: { name, email: `${name.replaceAll(" ", ".")}@example.ci` } });
  const clientId = ((await client.json()) as { client: { id: string } }).client.id;
  const ids: string[] = [];
  for (const [amount, phone] of [
    [2500, "0700000001"],
    [5000, "0700000001"],
    [1500, "0700000002"],
  ] as const) {
    const res = await api.post("/api/payments", {
      headers: TEST_MODE,
      data: { amount, operator: "wave", phone, clientId },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  await expect
    .poll(async () => (await allPayments(api, "status=pending")).filter((p) => ids.includes(p.id)).length, {
      timeout: 30_000,
    })
    .toBe(0);

  await signInAsAdmin(page);
  // Today's gross volume and the pending count, each equal to the list's own sum/count. The
  // volume is of today's sales: payments that succeeded, refunded ones included (a refund does not
  // undo the sale: server modules/reports/money.ts), and other specs refund payments meanwhile.
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId("stat-volume-value").waitFor();
        const shown = await digits(page, "stat-volume-value");
        // The list's own "sales" filter, which the card opens, and the sales counted here.
        const listed = await allPayments(api, `status=sale&from=${today}T00:00:00Z`);
        const sales = (await allPayments(api, `from=${today}T00:00:00Z`)).filter((p) => SALES.includes(p.status));
        const sum = (ps: ListedPayment[]) => ps.reduce((s, p) => s + p.amount, 0);
        return shown === sum(listed) && sum(listed) === sum(sales) && shown > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // The card opens that list: today's sales, the filter shown as such.
  await page.getByTestId("stat-volume").click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transactions\\?status=sale&from=${today}&to=${today}`));
  await expect(page.getByRole("combobox", { name: label("Statut") })).toHaveValue("Ventes (remboursées comprises)");
  await page.goBack();
  await expect
    .poll(
      async () => (await digits(page, "stat-pending-value")) === (await allPayments(api, "status=pending")).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await page.getByTestId("stat-pending").click();
  await expect(page).toHaveURL(/\/dashboard\/transactions\?status=pending/);

  // Reports: the transactions report's counts equal the list's over the same 30 days.
  await page.getByTestId("nav-reports").click();
  await expect(page.getByRole("heading", { name: "Rapports", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Générer — Période personnalisée" })).toBeDisabled();
  await page.getByRole("button", { name: "Générer — Rapport des transactions" }).click();
  const report = page.getByTestId("report");
  await expect(report.getByTestId("figure-totalTransactions")).toBeVisible();
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        await page.getByRole("button", { name: "Générer — Rapport des transactions" }).click();
        const shown = await digits(page, "figure-totalTransactions");
        return shown === (await allPayments(api, `from=${since}T00:00:00Z`)).length;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // This run's client: two succeeded payments, 7 500 FCFA (the failed one does not count).
  await page.getByRole("button", { name: "Générer — Rapport clients" }).click();
  const row = page.getByTestId("top-clients").getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell")).toHaveText([name, "2", /^7[\s\u202f]500 FCFA$/, /^0 FCFA$/, /\d{4}/]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger en JSON" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    /^payflow-report-customers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/,
  );
  const json = JSON.parse(await readFile((await file.path()) as string, "utf8")) as {
    reportType: string;
    isTestMode: boolean;
  };
  expect(json).toMatchObject({ reportType: "customers", isTestMode: true });

  // A custom period: generation waits for both dates (the custom card's, not the books' cards').
  const custom = page.getByTestId("report-card-custom");
  await custom.getByLabel("Du", { exact: true }).fill(since);
  await expect(page.getByRole("button", { name: "Générer — Période personnalisée" })).toBeDisabled();
  await custom.getByLabel("Au", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Générer — Période personnalisée" }).click();
  // The title's days as French readers write them ("1 nov. 2026"), not ISO.
  const day = (iso: string) =>
    new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));
  await expect(report).toContainText(`${day(since)} → ${day(today)}`);
  await api.dispose();
});
