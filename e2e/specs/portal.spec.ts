import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signIn } from "../support/helpers";

// A client follows their own payments in the portal: a pending one with its way to pay, turned
// "Réussi" live when the business marks the transfer received, a receipt headed by the business
// paid — and none of another client's payments, nor the business's test payments outside the
// portal's test mode.

const TEST_MODE = { "x-payflow-mode": "test" };
const LIVE_MODE = { "x-payflow-mode": "live" };

test("a client sees their payments live, pays a pending one's link, and keeps a receipt", async ({ page }) => {
  test.setTimeout(90_000);
  const id = randomBytes(3).toString("hex");
  const client = { name: `Boutique ${id}`, email: `portal.${id}@example.ci`, password: "Temp-pass-123" };
  const api = await adminApi();
  const created = await api.post("/api/clients", { data: client });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = ((await created.json()) as { client: { id: string } }).client.id;
  const other = await api.post("/api/clients", { data: { name: `Autre ${id}`, email: `autre.${id}@example.ci` } });
  const otherId = ((await other.json()) as { client: { id: string } }).client.id;
  const bank = await api.post("/api/payment-accounts", {
    headers: TEST_MODE,
    data: {
      accountName: `Banque ${id}`,
      operatorBank: "Ecobank",
      accountNumberPhone: "CI0080100100123456789012",
      holderName: "SARL Koffi Distribution",
    },
  });
  expect(bank.status()).toBe(201);
  const pay = async (data: Record<string, unknown>, headers = LIVE_MODE) => {
    const res = await api.post("/api/payments", { headers, data: { amount: 4200, ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; code: string };
  };
  const invoice = await pay({ clientId, operator: "bank_transfer", description: `Facture ${id}` });
  await pay({ clientId: otherId, description: `Pas pour vous ${id}` });
  const trial = await pay({ clientId, amount: 1500, description: `Essai ${id}` }, TEST_MODE);

  await page.goto("/login");
  await signIn(page, client.email, client.password);
  await page.getByLabel(label("Mot de passe temporaire")).fill(client.password);
  await page.getByLabel(label("Nouveau mot de passe")).fill("My-own-pass-1");
  await page.getByLabel(label("Confirmer le nouveau mot de passe")).fill("My-own-pass-1");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole("link", { name: "Mes transactions" }).click();

  const table = page.getByTestId("portal-transactions");
  const row = table.getByRole("row").filter({ hasText: `Facture ${id}` });
  await expect(row).toContainText("En attente");
  await expect(row).toContainText(invoice.code);
  await expect(table).not.toContainText(`Pas pour vous ${id}`);
  await expect(table).not.toContainText(`Essai ${id}`);
  await expect(page.getByTestId("portal-mode")).toHaveText("Paiements réels");
  // The business paid is named, not the company the client record is called by.
  await expect(page.getByText(/^Vos paiements à /)).not.toContainText(client.name);
  await expect(row.getByRole("link", { name: `Payer ${invoice.code} maintenant` })).toHaveAttribute(
    "href",
    new RegExp(`/pay/${invoice.id}$`),
  );

  // The business marks the transfer received: the row turns "Réussi" without a reload.
  const received = await api.post(`/api/payments/${invoice.id}/mark-received`, { headers: LIVE_MODE });
  expect(received.status()).toBe(200);
  await expect(row).toContainText("Réussi", { timeout: 15_000 });
  await expect(row.getByRole("link", { name: /Payer/ })).toHaveCount(0);

  await row.getByRole("button", { name: `Reçu de ${invoice.code}` }).click();
  const receipt = page.getByTestId("receipt");
  await expect(receipt).toContainText(invoice.code);
  await expect(receipt).toContainText("4 200");
  await expect(receipt).toContainText("Virement bancaire");
  await expect(receipt).not.toContainText(client.name);
  await expect(receipt.getByTestId("receipt-test-notice")).toHaveCount(0);
  await receipt.getByRole("button", { name: "Fermer" }).click();

  // Search by code; a search for nothing says so.
  await page.getByLabel("Rechercher par description, code ou référence").fill(invoice.code);
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Rechercher par description, code ou référence").fill(`rien-${id}`);
  await expect(page.getByText("Aucune transaction ne correspond à votre recherche.")).toBeVisible();

  // The portal's test mode shows the business's test payment, and its receipt says it is not real.
  await page.goto("/client-dashboard/transactions?mode=test");
  await expect(page.getByTestId("portal-mode")).toHaveText("Mode test");
  await expect(page.getByTestId("portal-test-mode")).toContainText("aucun argent n'a circulé");
  const trialRow = table.getByRole("row").filter({ hasText: `Essai ${id}` });
  await expect(table).not.toContainText(`Facture ${id}`);
  await trialRow.getByRole("button", { name: `Reçu de ${trial.code}` }).click();
  await expect(receipt.getByTestId("receipt-test-notice")).toHaveText(
    "Paiement de test — ce n'est pas un vrai paiement : aucun argent n'a été débité.",
  );
  await api.dispose();
});
