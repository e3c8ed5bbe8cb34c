import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adminApi } from "../support/admin-api";
import { signInAsAdmin } from "../support/helpers";

// Operator health as a payer and a business see it (docs/OPERATORS.md, Operator health): Moov is
// made to fail through the sandbox's scenario number (…06, Moov answers 500 on create) five times
// in the seeded business's test mode; within the same window the dashboard's panel says Moov is
// down, and a payer who picks Moov on the checkout page is warned and offered the others.

const TEST_MODE = { "x-payflow-mode": "test" };

test("an operator made to fail turns down on the dashboard, and the checkout warns a payer who picks it", async ({
  page,
}) => {
  const api = await adminApi();
  const create = async (extra: Record<string, unknown>) => {
    const res = await api.post("/api/payments", {
      headers: TEST_MODE,
      data: { amount: 15_000, description: `Santé e2e ${randomBytes(3).toString("hex")}`, ...extra },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; checkoutUrl: string; status: string };
  };
  for (let n = 0; n < 5; n++) {
    const refused = await create({ operator: "moov_money", phone: "0100000006" });
    expect(refused.status).toBe("failed");
  }
  const open = await create({});
  await api.dispose();

  await page.goto(new URL(open.checkoutUrl).pathname);
  const methods = page.getByRole("radiogroup", { name: "Choisissez votre moyen de paiement" });
  await expect(methods.getByRole("radio", { name: "Moov Money" })).toBeVisible();
  await expect(methods.getByText("Perturbé")).toHaveCount(1);
  await methods.getByRole("radio", { name: "Moov Money" }).click();
  const warning = page.getByRole("status").filter({ hasText: "Moov Money rencontre des difficultés en ce moment" });
  await expect(warning).toContainText("Vous pouvez payer plutôt avec");
  await expect(warning).toContainText("Wave");
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => v.id)).toEqual([]);
  // Another choice clears the warning; the payer was never stopped from picking Moov.
  await methods.getByRole("radio", { name: "Wave" }).click();
  await expect(warning).toHaveCount(0);

  await signInAsAdmin(page);
  const panel = page.getByTestId("operator-status");
  await expect(panel.locator('[data-operator="moov_money"]')).toContainText("En panne");
  await expect(panel.locator('[data-operator="wave"]')).not.toContainText("En panne");
});
