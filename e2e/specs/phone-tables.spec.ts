import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, request, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { E2E } from "../support/env";
import { signIn, signInAsAdmin } from "../support/helpers";

// On a 375 px phone the transaction lists (the business's and the client's "Mes transactions")
// show each payment whole: amount, status and the "Payer" button on screen without scrolling
// sideways, and the payment's code on one line.

const TEST_MODE = { "x-payflow-mode": "test" };
const LIVE_MODE = { "x-payflow-mode": "live" };
test.use({ viewport: { width: 375, height: 812 } });

/** Nothing in the page scrolls sideways: neither the page nor a container inside it. */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return (x === "auto" || x === "scroll") && el.scrollWidth > el.clientWidth + 1;
    };
    const page = document.documentElement.scrollWidth > document.documentElement.clientWidth + 1 ? ["page"] : [];
    return [
      ...page,
      ...[...document.querySelectorAll("main *")]
        .filter(scrolls)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
    ];
  });
}

/** The element fits on one line of its text (a code broken onto several lines does not). */
async function oneLine(locator: Locator) {
  const { height, lineHeight } = await locator.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
}

/** A bank transfer waiting for its money: pending, with a way to pay it. */
async function pendingTransfer(
  api: Awaited<ReturnType<typeof adminApi>>,
  id: string,
  clientId: string,
  mode: Record<string, string>,
) {
  const bank = await api.post("/api/payment-accounts", {
    headers: TEST_MODE,
    data: {
      accountName: `Banque ${id}`,
      operatorBank: "Ecobank",
      accountNumberPhone: "CI0080100100123456789012",
      holderName: "SARL Koffi Distribution",
    },
  });
  expect(bank.status(), await bank.text()).toBe(201);
  const res = await api.post("/api/payments", {
    headers: mode,
    data: { amount: 4200, clientId, operator: "bank_transfer", description: `Facture ${id}`, reference: `REF-${id}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; code: string };
}

test("Transactions at 375 px: each payment is a card with its amount and status on screen", async ({ page }) => {
  test.setTimeout(90_000);
  const id = randomBytes(3).toString("hex");
  const api = await adminApi();
  const created = await api.post("/api/clients", { data: { name: `Quincaillerie ${id}` } });
  const clientId = ((await created.json()) as { client: { id: string } }).client.id;
  const payment = await pendingTransfer(api, id, clientId, TEST_MODE);
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto(`/dashboard/transactions?q=${payment.id}`);
  const row = page.getByTestId("transaction-row");
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-id", payment.id);
  await expect(row).toHaveAttribute("data-status", "pending");
  await expect(row.getByText(/^4[\s\u202f]200 FCFA$/)).toBeInViewport({ ratio: 1 });
  await expect(row.getByText("En attente")).toBeInViewport({ ratio: 1 });
  await expect(row).toContainText(`Quincaillerie ${id}`);
  await expect(row).toContainText("Virement bancaire");
  const open = row.getByRole("button", { name: new RegExp(payment.code) });
  await expect(open).toBeInViewport({ ratio: 1 });
  await oneLine(open);
  await page.waitForLoadState("networkidle");
  expect(await sidewaysScrollers(page)).toEqual([]);
  // The card still opens the payment's details.
  await open.click();
  await expect(page).toHaveURL(new RegExp(`payment=${payment.id}`));
});

test("Mes transactions at 375 px: amount, status and Payer on screen, no sideways scroll", async ({ page }) => {
  test.setTimeout(90_000);
  const id = randomBytes(3).toString("hex");
  const client = { name: `Boutique ${id}`, email: `phone.${id}@example.ci`, password: "Temp-pass-123" };
  const api = await adminApi();
  const created = await api.post("/api/clients", { data: client });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = ((await created.json()) as { client: { id: string } }).client.id;
  // The portal shows real payments.
  const payment = await pendingTransfer(api, id, clientId, LIVE_MODE);
  await api.dispose();
  // The client chooses their own password (what their first sign-in asks).
  const own = await request.newContext({ baseURL: E2E.baseURL, extraHTTPHeaders: { origin: E2E.baseURL } });
  await own.post("/api/auth/sign-in/email", { data: { email: client.email, password: client.password } });
  const changed = await own.post("/api/me/password", {
    data: { currentPassword: client.password, newPassword: "My-own-pass-1", confirmPassword: "My-own-pass-1" },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await own.dispose();

  await page.goto("/login");
  await signIn(page, client.email, "My-own-pass-1");
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto("/client-dashboard/transactions");
  const list = page.getByTestId("portal-transactions");
  const row = list.getByTestId("portal-transaction").filter({ hasText: `Facture ${id}` });
  await expect(row.getByText(/^4[\s\u202f]200 FCFA$/)).toBeInViewport({ ratio: 1 });
  await expect(row.getByText("En attente")).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("link", { name: `Payer ${payment.code} maintenant` })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole("button", { name: `Reçu de ${payment.code}` })).toBeInViewport({ ratio: 1 });
  await oneLine(row.getByText(payment.code, { exact: true }));
  await page.waitForLoadState("networkidle");
  expect(await sidewaysScrollers(page)).toEqual([]);
});
