import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment } from "../support/payments";
import { pollUntil } from "../support/sandbox";

// The payer's side through the public checkout API: choosing how to pay, then the outcome.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true, jobs: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("paying from the checkout page", () => {
  it("reaches the operator's outcome after the payer chooses, for every operator", async () => {
    // A failed attempt leaves the payment open for another try (docs/PAYMENTS.md § Another try).
    for (const [operator, phone, expected] of [
      ["mtn_momo", "0500000002", "attempt failed"],
      ["wave", "0700000002", "attempt failed"],
      ["moov_money", "0100000002", "attempt failed"],
      ["orange_money", "0700000001", "succeeded"],
      ["mtn_momo", "0500000001", "succeeded"],
    ] as const) {
      const payment = await createPayment(admin, { amount: 2000, description: "checkout" });
      const payer = ctx.client();
      const chosen = await payer.post(`/api/checkout/${payment.id}/pay`, { operator, phone });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      const view = await pollUntil(
        async () => (await payer.get(`/api/checkout/${payment.id}`)).body,
        (v) => v.status !== "pending" || v.failedAttempt !== null,
        15_000,
      );
      const outcome = view.failedAttempt?.operator === operator ? "attempt failed" : view.status;
      expect(outcome, `${operator} ${phone}`).toBe(expected);
      if (expected !== "succeeded")
        expect(view).toMatchObject({ status: "pending", failure: { code: "insufficient_funds" } });
    }
  });

  it("shows the payer nothing beyond the payment and refuses a second choice", async () => {
    const payment = await createPayment(admin, { amount: 2000, description: "une fois", reference: "SECRET-REF" });
    const payer = ctx.client();
    const view = await payer.get(`/api/checkout/${payment.id}`);
    expect(view.body).toMatchObject({
      status: "pending",
      amount: 2000,
      businessName: "Mon Entreprise",
      operator: null,
    });
    expect(JSON.stringify(view.body)).not.toContain("SECRET-REF");
    expect(view.body).not.toHaveProperty("fee");
    await payer.post(`/api/checkout/${payment.id}/pay`, { operator: "mtn_momo", phone: "0500000004" });
    const again = await payer.post(`/api/checkout/${payment.id}/pay`, { operator: "wave", phone: "0700000001" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("paymentMethodLocked");
    const wrong = await ctx.client().post(`/api/checkout/${(await createPayment(admin, { amount: 500 })).id}/pay`, {
      operator: "orange_money",
      phone: "0501020304",
    });
    expect(wrong.body.error).toMatchObject({ code: "operatorPrefixMismatch", field: "phone" });
  });
});
