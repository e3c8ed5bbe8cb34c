import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";

// The point of sale in test mode: a payment requested on each operator through its sandbox
// reaches its outcome on the panel by itself (no reload), the messages of docs/PRODUCT.md §5 come in the
// right order, the POS's own ?status=…&tx_ref=… shows the outcome, and a payer who opens the
// link of a POS payment stays on their receipt (never sent to the staff sign-in page).

const TEST_MODE = { "x-payflow-mode": "test" };
const ACCOUNTS = [
  { operatorBank: "Wave", number: "0102030405", success: "0700000001" },
  { operatorBank: "Orange Money", number: "0701020304", success: "0700000001" },
  { operatorBank: "MTN Mobile Money", number: "0501020304", success: "0500000001" },
  { operatorBank: "Moov Money", number: "0101020304", success: "0100000001" },
] as const;

/** A mobile money account of the admin's company, with a name unique to this run. */
async function addAccount(operatorBank: string, number: string): Promise<string> {
  const api = await adminApi();
  try {
    const accountName = `POS ${operatorBank} ${randomBytes(3).toString("hex")}`;
    const res = await api.post("/api/payment-accounts", {
      headers: TEST_MODE,
      data: { accountName, operatorBank, accountNumberPhone: number },
    });
    expect(res.status(), await res.text()).toBe(201);
    return accountName;
  } finally {
    await api.dispose();
  }
}

async function requestPayment(page: Page, accountName: string, phone: string, amount: string) {
  await page.getByRole("combobox", { name: label("Compte de paiement") }).click();
  await page.getByRole("option", { name: new RegExp(accountName) }).click();
  await page.getByLabel(label("Numéro du payeur")).fill(phone);
  await page.getByLabel(label("Montant (FCFA)")).fill(amount);
  await page.getByRole("button", { name: "Demander le paiement" }).click();
}

test("each operator's success number: the POS panel turns to received by itself, with the operator's transaction", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const names = [];
  for (const a of ACCOUNTS) names.push(await addAccount(a.operatorBank, a.number));
  await signInAsAdmin(page);
  await page.getByTestId("nav-pos").click();
  await expect(page.getByRole("heading", { name: "Point de vente", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pos-info-card")).toHaveCount(3);
  const marker = await page.evaluate(() => {
    (window as unknown as { posMarker: number }).posMarker = Math.random();
    return (window as unknown as { posMarker: number }).posMarker;
  });
  for (const [i, a] of ACCOUNTS.entries()) {
    await requestPayment(page, names[i] as string, a.success, "2500");
    const panel = page.getByTestId("pos-panel");
    await expect(panel).toContainText("2 500");
    await expect(panel).toContainText(/PF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/);
    await expect(panel).toHaveAttribute("data-status", "succeeded", { timeout: 20_000 });
    await expect(panel.getByTestId("pos-status")).toContainText("Paiement reçu");
    await expect(panel.getByTestId("pos-operator-transaction")).toContainText("Transaction opérateur");
    // Settled: its outcome, no code to pay it again.
    await expect(panel.getByRole("img", { name: "QR code du lien de paiement" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Copier le lien de paiement" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Nouveau paiement" }).click();
  }
  // The same page all along: nothing was reloaded.
  expect(await page.evaluate(() => (window as unknown as { posMarker: number }).posMarker)).toBe(marker);
});

test("the spec's messages in order, a refused payment with its reason, and the POS's own ?status=…&tx_ref=…", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const mtn = await addAccount("MTN Mobile Money", "0501020304");
  await signInAsAdmin(page);
  await page.goto("/dashboard/pos");
  await page.getByRole("combobox", { name: label("Compte de paiement") }).click();
  await page.getByRole("option", { name: new RegExp(mtn) }).click();
  const submit = page.getByRole("button", { name: "Demander le paiement" });
  await submit.click();
  await expect(page.getByText("Veuillez saisir le numéro du bénéficiaire.").first()).toBeVisible();
  await page.getByLabel(label("Numéro du payeur")).fill("05 00 00");
  await submit.click();
  await expect(page.getByText("Numéro de téléphone invalide (10 chiffres attendus).").first()).toBeVisible();
  await page.getByLabel(label("Numéro du payeur")).fill("05 00 00 00 02");
  await submit.click();
  await expect(page.getByText("Veuillez saisir un montant valide.").first()).toBeVisible();
  // Another network's number is refused by the server before any operator is called.
  await page.getByLabel(label("Numéro du payeur")).fill("0700000001");
  await page.getByLabel(label("Montant (FCFA)")).fill("3000");
  await submit.click();
  await expect(
    page.getByText("Ce numéro n'appartient pas à l'opérateur choisi (07 Orange, 05 MTN, 01 Moov).").first(),
  ).toBeVisible();
  await expect(page.getByLabel(label("Montant (FCFA)"))).toHaveValue("3 000");

  // …04 never answers: while it waits, the QR code, and the code and link to copy.
  await page.getByLabel(label("Numéro du payeur")).fill("0500000004");
  await submit.click();
  const panel = page.getByTestId("pos-panel");
  await expect(panel).toHaveAttribute("data-status", "pending");
  await expect(panel.getByRole("img", { name: "QR code du lien de paiement" })).toBeVisible();
  const code = (await panel.getByText(/^PF-/).first().textContent())?.trim() ?? "";
  await panel.getByRole("button", { name: "Copier le code de paiement" }).click();
  await expect(panel.getByRole("button", { name: "Copier le code de paiement" })).toHaveText("Copié!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(panel.getByRole("button", { name: "Copier le code de paiement" })).toHaveText("Copier");
  await panel.getByRole("button", { name: "Nouveau paiement" }).click();

  // …02: insufficient funds, said in words.
  await requestPayment(page, mtn, "0500000002", "3000");
  await expect(panel).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(panel.getByTestId("pos-failure")).toContainText("Solde insuffisant sur le compte Mobile Money.");

  // The pos route (docs/PRODUCT.md §2) with ?status=…&tx_ref=… (the staff's own browser): that payment's outcome.
  const id = new URL(page.url()).searchParams.get("tx_ref");
  expect(id).toMatch(/^pay_/);
  await page.goto(`/dashboard/pos?status=failed&tx_ref=${id}`);
  await expect(page.getByText(`Résultat du paiement ${id}`)).toBeVisible();
  await expect(page.getByTestId("pos-panel")).toHaveAttribute("data-status", "failed");

  // In live mode without MTN credentials: the message of docs/PRODUCT.md §5, nothing created.
  await page.goto("/dashboard/pos");
  await page.evaluate(() => localStorage.setItem("payflowTestMode", "false"));
  await page.reload();
  await page.getByRole("combobox", { name: label("Compte de paiement") }).click();
  await page.getByRole("option", { name: new RegExp(mtn) }).click();
  await page.getByLabel(label("Numéro du payeur")).fill("0500000001");
  await page.getByLabel(label("Montant (FCFA)")).fill("3000");
  await submit.click();
  await expect(page.getByText("Clé API non configurée pour MTN Mobile Money.").first()).toBeVisible();
  await expect(page.getByTestId("pos-panel")).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem("payflowTestMode", "true"));
});

test("a payer who opens a POS payment's link stays on their receipt, never sent to the staff sign-in page", async ({
  page,
  browser,
}) => {
  const wave = await addAccount("Wave", "0102030405");
  await signInAsAdmin(page);
  await page.goto("/dashboard/pos");
  await requestPayment(page, wave, "0700000001", "4000");
  await expect(page.getByTestId("pos-panel")).toHaveAttribute("data-status", "succeeded", { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get("tx_ref");
  expect(id).toMatch(/^pay_/);

  // The payer's own phone: not signed in, 375 px wide.
  const payer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const phone = await payer.newPage();
    await phone.goto(`/pay/${id}`);
    await expect(phone.getByTestId("checkout-final")).toHaveAttribute("data-status", "succeeded");
    await expect(phone.getByRole("heading", { level: 2, name: "Paiement réussi" })).toBeVisible();
    await expect(phone.getByRole("link", { name: "Retour chez le marchand" })).toHaveCount(0);
    await expect(phone.getByText(/Retour chez le marchand dans/)).toHaveCount(0);
    expect(new URL(phone.url()).pathname).toBe(`/pay/${id}`);
  } finally {
    await payer.close();
  }
});
