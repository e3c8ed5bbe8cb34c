import { createHmac, randomBytes } from "node:crypto";
import { expect, request, test } from "@playwright/test";
import { companyWaveCredentials } from "../../apps/server/src/sandboxes/company-credentials";
import { adminApi } from "../support/admin-api";
import { E2E, E2E_SECRET_KEY } from "../support/env";
import { signInAsAdmin } from "../support/helpers";

// Two app instances on one database (e2e/support/server.mjs): a payment created through the
// first and confirmed by the operator's callback to the second appears live in a browser
// connected to the first (PostgreSQL LISTEN/NOTIFY between them), without a reload.

const TEST_MODE = { "x-payflow-mode": "test" };

/**
 * The Wave webhook the sandbox sends when the payer pays: about the payment's own session,
 * signed with the company's test-mode secret (derived from the installation's secret shared by
 * both instances: apps/server/src/sandboxes/company-credentials.ts).
 */
function signedWaveEvent(paymentId: string, sessionId: string, amount: number, companyId: string) {
  const body = JSON.stringify({
    id: `EV_${randomBytes(8).toString("hex")}`,
    type: "checkout.session.completed",
    data: {
      id: sessionId,
      amount: String(amount),
      currency: "XOF",
      client_reference: paymentId,
      checkout_status: "complete",
      payment_status: "succeeded",
      transaction_id: `T_E2E${randomBytes(4).toString("hex").toUpperCase()}`,
      when_completed: new Date().toISOString(),
      last_payment_error: null,
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", companyWaveCredentials(E2E_SECRET_KEY, companyId).webhookSecret)
    .update(`${t}${body}`)
    .digest("hex");
  return { body, signature: `t=${t},v1=${v1}` };
}

test("a callback to the second instance turns the payment succeeded live in the first one's browser", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const second = await request.newContext({ baseURL: E2E.secondURL });
  await expect
    .poll(async () => (await second.get("/health").catch(() => null))?.ok() ?? false, { timeout: 90_000 })
    .toBe(true);

  // …04: the Wave sandbox never settles it by itself; only the callback below does.
  const api = await adminApi();
  const created = await api.post("/api/payments", {
    headers: TEST_MODE,
    data: { amount: 3300, operator: "wave", phone: "0700000004", reference: `MULTI-${randomBytes(3).toString("hex")}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const payment = (await created.json()) as { id: string; code: string; nextAction: { url: string } };
  const me = (await (await api.get("/api/me")).json()) as { companyId: string };
  // Wave's launch URL ends with the session id (…/sandbox/wave/pay/cos-…).
  const sessionId = payment.nextAction.url.split("/").at(-1) as string;

  await signInAsAdmin(page);
  await page.goto(`/dashboard/transactions?q=${payment.id}`);
  const row = page.getByTestId("transaction-row");
  await expect(row).toHaveAttribute("data-status", "pending");
  const marker = await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = "same page";
    return "same page";
  });

  const event = signedWaveEvent(payment.id, sessionId, 3300, me.companyId);
  const callback = await second.post("/callbacks/wave", {
    headers: { "content-type": "application/json", "wave-signature": event.signature },
    data: event.body,
  });
  expect(callback.status(), await callback.text()).toBe(200);

  await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe(marker);
  // The same callback again, to either instance, changes nothing and writes no second event.
  expect(
    (
      await api.post("/callbacks/wave", {
        headers: { "wave-signature": event.signature, "content-type": "application/json" },
        data: event.body,
      })
    ).status(),
  ).toBe(200);
  const detail = (await (await api.get(`/api/payments/${payment.id}`, { headers: TEST_MODE })).json()) as {
    events: { type: string }[];
  };
  expect(detail.events.map((e) => e.type)).toEqual(["payment.pending", "payment.success"]);
  await api.dispose();
  await second.dispose();
});
