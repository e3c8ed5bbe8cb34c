import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { label, signInAsAdmin } from "../support/helpers";
import { fundMtn, holdingCompanySettings } from "../support/shared-settings";

// A refund through the operator, from the transactions drawer (docs/PAYMENTS.md § Refunds): an
// MTN payment is given back by MTN's refund operation — on its way first, then refunded once the
// payout carrying it ends — in French on a 375 px phone.

const TEST_MODE = { "x-payflow-mode": "test" };
const PHONE = { width: 375, height: 812 };

test("an MTN payment refunded through MTN: on its way, then refunded, without a reason", async ({ page }) => {
  test.setTimeout(240_000);
  // The refund is paid from the MTN account's available balance, which fundMtn fills (it changes
  // the company's settings for a moment: held against the other specs that do).
  await holdingCompanySettings(() => fundMtn(10_000));
  const api = await adminApi();
  const made = await api.post("/api/payments", {
    headers: TEST_MODE,
    data: { amount: 6_000, operator: "mtn_momo", phone: "0500000001", description: "e2e refund" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const payment = (await made.json()) as { id: string; code: string };
  await expect
    .poll(
      async () =>
        (
          (await (await api.get(`/api/payments/${payment.id}`, { headers: TEST_MODE })).json()) as {
            payment: { status: string };
          }
        ).payment.status,
      { timeout: 30_000 },
    )
    .toBe("succeeded");
  await api.dispose();

  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.goto(`/dashboard/transactions?q=${payment.code}`);
  await page.getByRole("button", { name: `Ouvrir ${payment.code}` }).click();
  const drawer = page.getByTestId("transaction-detail");
  await drawer.getByRole("button", { name: "Rembourser" }).click();
  const dialog = page.getByRole("dialog", { name: `Rembourser ${payment.code}` });
  // Through MTN by default: no reason needed.
  await expect(dialog.getByRole("radio", { name: "Par MTN Mobile Money" })).toBeChecked();
  const serious = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  await dialog.getByLabel(label("Montant à rembourser (FCFA)")).fill("2500");
  await dialog.getByRole("button", { name: "Rembourser" }).click();
  await expect(page.getByText("Remboursement en cours").first()).toBeVisible();
  // The sender pays it back in the background; the drawer follows once the payout has ended.
  await expect(drawer).toHaveAttribute("data-status", "partially_refunded", { timeout: 60_000 });
  await expect(drawer.getByText(/^Remboursé 2[\s\u202f]500/)).toBeVisible();
});
