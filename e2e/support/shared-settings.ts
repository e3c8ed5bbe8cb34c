import { mkdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { adminApi } from "./admin-api";
import { E2E } from "./env";

// The seeded company's settings are shared by every spec, and specs run two at a time. A spec
// that changes them for a while (the payment delay to fund payouts, the payout rules, the
// settings form's own test) holds this lock while it does, so no other spec sees them changed
// under its feet. The lock is a directory (mkdir is atomic across the workers' processes); one
// left by a worker that died is taken over after 5 minutes.

const LOCK = path.join(os.tmpdir(), `payflow-e2e-company-settings-${E2E.port}`);
const STALE_MS = 5 * 60_000;

export async function holdingCompanySettings<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

type Balances = { operators: { operator: string; available: number }[] };
const TEST_MODE = { "x-payflow-mode": "test" };

/**
 * Money to pay out in test mode on `operator`'s account: `pay` makes payments while the
 * company's payment delay is 0 days, so they settle into the available balance, which is
 * awaited; the delay is put back after. Call it while holding the company's settings.
 */
async function settledInto(operator: string, needed: number, pay: (api: APIRequestContext) => Promise<void>) {
  const api = await adminApi();
  const company = (await (await api.get("/api/settings/company")).json()) as { paymentDelayDays: number };
  try {
    expect((await api.patch("/api/settings/company", { data: { paymentDelayDays: 0 } })).status()).toBe(200);
    await pay(api);
    await expect
      .poll(
        async () => {
          const b = (await (await api.get("/api/balances", { headers: TEST_MODE })).json()) as Balances;
          return b.operators.find((o) => o.operator === operator)?.available ?? 0;
        },
        { timeout: 40_000 },
      )
      .toBeGreaterThanOrEqual(needed);
  } finally {
    await api.patch("/api/settings/company", { data: { paymentDelayDays: company.paymentDelayDays } });
    await api.dispose();
  }
}

/** Money to pay out on MTN: payments the sandbox pays at once. */
export function fundMtn(needed: number) {
  return settledInto("mtn_momo", needed, async (api) => {
    for (let i = 0; i < 2; i++) {
      const paid = await api.post("/api/payments", {
        headers: TEST_MODE,
        data: { amount: 40_000, operator: "mtn_momo", phone: "0500000001" },
      });
      expect(paid.status()).toBe(201);
    }
  });
}

/** Money to pay out from the bank account: a bank transfer to a bank payment account, marked received. */
export function fundBank(needed: number) {
  return settledInto("bank_transfer", needed, async (api) => {
    const account = await api.post("/api/payment-accounts", {
      headers: TEST_MODE,
      data: {
        accountName: "Banque des versements",
        operatorBank: "Ecobank",
        accountNumberPhone: "CI0080100100123456789012",
        holderName: "PayFlow Démo",
      },
    });
    expect(account.status(), await account.text()).toBe(201);
    const payment = await api.post("/api/payments", {
      headers: TEST_MODE,
      // Twice what is needed: the transfer's fee comes off it.
      data: { amount: needed * 2, operator: "bank_transfer", description: "Fonds des versements bancaires" },
    });
    expect(payment.status(), await payment.text()).toBe(201);
    const { id } = (await payment.json()) as { id: string };
    const received = await api.post(`/api/payments/${id}/mark-received`, { headers: TEST_MODE });
    expect(received.status(), await received.text()).toBe(200);
  });
}
