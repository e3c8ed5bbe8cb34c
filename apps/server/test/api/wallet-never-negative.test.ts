import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger, settleDue } from "../../src/modules/ledger";
import type { TestClient, TestContext } from "../support/context";
import { merchant, merchantContext, newKey } from "../support/merchant";
import { inMode, paidBySandbox } from "../support/payments";
import { booked, fund } from "../support/payouts";
import { defaultCompanyId, signedInPerson } from "../support/people";

// Wallets never go below zero, and refunds go back to whoever paid (docs/LEDGER.md § Rules,
// docs/PAYMENTS.md § Refunds). Each test is an attack that worked before: a manual or Wave refund
// overdrew a wallet, a cashier could send an Orange refund to a number they typed, a fresh sale
// could not be refunded through its operator, a retried refund could make a second one.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let companyId: string;

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
});

const test = () => inMode(admin, "test");
const refundCount = async (paymentId: string) =>
  (await ctx.pool.query("select count(*)::int as n from refunds where payment_id = $1", [paymentId])).rows[0].n;

/** A payment made through the engine and its sandbox, succeeded. */
const paid = async (operator: string, phone: string, amount = 10_000, by: TestClient = admin) =>
  (await paidBySandbox(ctx, by, { operator, phone, amount })).id;

/** Brings a payment's settlement date to now and posts it, as the settlement round would. */
async function settle(paymentId: string) {
  await ctx.pool.query(
    "update ledger_settlements_due set settles_at = now() - interval '1 second' where payment_id = $1",
    [paymentId],
  );
  await settleDue(ctx.db, 100);
}

describe("wallets never go below zero", () => {
  it("a manual refund cannot overdraw a wallet held by a payout", async () => {
    const payment = await fund(ctx, companyId, "mtn_momo", 500_290);
    // Everything but 1,000 is reserved by a payout the operator never finishes (…04).
    const held = await admin.post("/api/payouts", { amount: 499_290, phone: "0505000004" });
    expect(held.body, JSON.stringify(held.body)).toMatchObject({ status: "queued" });
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(1_000);
    const refund = await test().post(`/api/payments/${payment}/refund`, {
      amount: 200_000,
      method: "manual",
      reason: "Rendu",
    });
    expect(refund.status).toBe(422);
    expect(refund.body.error).toMatchObject({
      code: "refundNotCovered",
      field: "amount",
      params: { amount: "200000", pending: "0", available: "1000" },
    });
    expect(await refundCount(payment)).toBe(0);
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(1_000);
    // What the wallet holds, it gives.
    const small = await test().post(`/api/payments/${payment}/refund`, {
      amount: 1_000,
      method: "manual",
      reason: "Rendu",
    });
    expect(small.status).toBe(200);
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(0);
  });

  it("a full Wave refund of a settled first sale is refused before Wave is asked, not left at -250", async () => {
    const payment = await paid("wave", "0700000001");
    await settle(payment);
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(9_750);
    const refund = await test().post(`/api/payments/${payment}/refund`, {});
    expect(refund.status).toBe(422);
    expect(refund.body.error).toMatchObject({ code: "refundNotCovered", params: { available: "9750", pending: "0" } });
    expect(await refundCount(payment)).toBe(0);
    expect((await test().get(`/api/payments/${payment}`)).body.payment.status).toBe("succeeded");
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(9_750);
  });

  it("refunds of concurrent requests never take a wallet below zero together", async () => {
    const payments = await Promise.all(Array.from({ length: 6 }, () => fund(ctx, companyId, "moov_money", 10_000)));
    // 60,000 available; a payout the operator never finishes holds 55,000 of it.
    const held = await admin.post("/api/payouts", { amount: 55_000, phone: "0101000004" });
    expect(held.body.status).toBe("queued");
    const answers = await Promise.all(
      payments.map((id) =>
        test().post(`/api/payments/${id}/refund`, { amount: 2_000, method: "manual", reason: "Rendu" }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.error.code === "refundNotCovered")).toBe(true);
    expect(await booked(ctx, companyId, "operator:moov_money:available")).toBe(1_000);
  });

  it("the books themselves refuse a posting that overdraws an available account, not a correction", async () => {
    const attempt = ctx.pool.query(
      `insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines, posted_at)
       values ('ljt_re_forged', $1, true, 'refund', 're_forged',
         '[{"account":"refunds","amount":999999999},{"account":"operator:orange_money:available","amount":-999999999}]', now())`,
      [companyId],
    );
    await expect(attempt).rejects.toMatchObject({ constraint: "ledger_available_not_negative" });
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("an operator fee above the one reserved never overdraws: what the wallet lacks is booked to suspense", async () => {
    await fund(ctx, companyId, "wave", 10_100);
    const payout = await admin.post("/api/payouts", { amount: 10_000, phone: "0707000004", operator: "wave" });
    expect(payout.body, JSON.stringify(payout.body)).toMatchObject({ status: "queued" });
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(9_750);
    // Wave reports a fee of 10,000 where 100 was reserved: the wallet gives its 9,750, the rest is in suspense.
    await ctx.pool.query("update payouts set status = 'succeeded', fee = 10000 where id = $1", [payout.body.id]);
    expect(await booked(ctx, companyId, "operator:wave:available")).toBe(0);
    expect(await booked(ctx, companyId, "operator:wave:suspense")).toBe(-150);
    expect(await booked(ctx, companyId, "payout_fees")).toBeGreaterThanOrEqual(10_000);
  });
});

describe("a refund draws on its own payment's money first", () => {
  it("a sale minutes old is refunded through its operator although nothing is available yet", async () => {
    const payment = await paid("mtn_momo", "0500000001", 20_000);
    const available = await booked(ctx, companyId, "operator:mtn_momo:available");
    const pending = await booked(ctx, companyId, "operator:mtn_momo:pending");
    const refund = await test().post(`/api/payments/${payment}/refund`, { amount: 5_000 });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body).toMatchObject({ status: "pending", method: "operator" });
    expect(available).toBeGreaterThanOrEqual(0);
    expect(await booked(ctx, companyId, "operator:mtn_momo:pending")).toBe(pending - 5_000);
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(available);
    // Its settlement then moves only what is left of it.
    await settle(payment);
    expect(await booked(ctx, companyId, "operator:mtn_momo:available")).toBe(available + 19_500 - 5_000);
    expect(await checkLedger(ctx.db)).toEqual([]);
  });
});

describe("refunds go back to whoever paid", () => {
  it("a cashier cannot send an Orange refund to the number they typed; an approver who did not make the payment confirms it", async () => {
    const cashier = await signedInPerson(ctx, { role: "manager", companyId });
    const payment = await paid("orange_money", "0700000009", 10_000, cashier.client);
    const payouts = async () => (await ctx.pool.query("select count(*)::int as n from payouts")).rows[0].n;
    const before = await payouts();
    const own = await inMode(cashier.client, "test").post(`/api/payments/${payment}/refund`, { method: "operator" });
    expect(own.status).toBe(409);
    expect(own.body.error).toMatchObject({ code: "refundPayerUnconfirmed", field: "method" });
    // Typing the number back is no confirmation from someone who cannot approve.
    const typed = await inMode(cashier.client, "test").post(`/api/payments/${payment}/refund`, {
      confirmPayerPhone: "0700000009",
    });
    expect(typed.body.error.code).toBe("refundPayerUnconfirmed");
    const owner = await signedInPerson(ctx, { role: "admin", companyId });
    const approver = await signedInPerson(ctx, { role: "admin", companyId });
    const wrong = await inMode(approver.client, "test").post(`/api/payments/${payment}/refund`, {
      confirmPayerPhone: "0700000001",
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatchObject({ code: "refundPayerUnconfirmed", field: "confirmPayerPhone" });
    expect(await payouts()).toBe(before);
    expect(await refundCount(payment)).toBe(0);
    const right = await inMode(approver.client, "test").post(`/api/payments/${payment}/refund`, {
      amount: 5_000,
      confirmPayerPhone: "+225 07 00 00 00 09",
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const row = await ctx.pool.query("select phone from payouts where refund_id = $1", [right.body.id]);
    expect(row.rows[0].phone).toBe("0700000009");
    const audit = await ctx.pool.query(
      "select details from audit_log where action = 'payment.refunded' and target_id = $1",
      [payment],
    );
    expect(audit.rows[0].details).toMatchObject({ payerPhoneConfirmedBy: approver.userId });
    expect(owner.userId).not.toBe(approver.userId);
  });

  it("the admin who made an Orange payment cannot confirm its number either, with a key neither", async () => {
    const maker = await signedInPerson(ctx, { role: "admin", companyId });
    const payment = await paid("orange_money", "0700000019", 10_000, maker.client);
    const byHand = await inMode(maker.client, "test").post(`/api/payments/${payment}/refund`, {
      confirmPayerPhone: "0700000019",
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.error.code).toBe("refundPayerUnconfirmed");
    const key = await newKey(maker.client, "test", "maker refunds");
    const byKey = await merchant(ctx, key).post("/v1/refunds", { payment, confirm_payer_phone: "0700000019" });
    expect(byKey.status).toBe(409);
    expect(byKey.body.error.code).toBe("refund_payer_unconfirmed");
    // MTN and Moov stand behind their payer: no confirmation asked.
    const mtn = await paid("mtn_momo", "0500000001", 10_000, maker.client);
    expect((await inMode(maker.client, "test").post(`/api/payments/${mtn}/refund`, { amount: 1_000 })).status).toBe(
      200,
    );
  });
});

describe("a retried refund after a crash", () => {
  it("answers the refund it made, never a second one", async () => {
    const payment = await fund(ctx, companyId, "bank_transfer", 30_000);
    const api = merchant(ctx, testKey);
    const key = `refund-died-${Date.now()}`;
    const body = { payment, amount: 1_000, method: "manual", reason: "Geste" };
    const first = await api.post("/v1/refunds", body, { "idempotency-key": key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The process died after the refund committed, before its answer was recorded.
    await ctx.pool.query(
      "update idempotency_keys set state = 'in_progress', response_status = null, response_body = null, created_at = now() - interval '10 minutes' where key = $1",
      [key],
    );
    const retry = await api.post("/v1/refunds", body, { "idempotency-key": key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await refundCount(payment)).toBe(1);
    expect(await booked(ctx, companyId, "refunds")).toBeGreaterThanOrEqual(1_000);
  });
});
