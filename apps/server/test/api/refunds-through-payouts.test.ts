import { V1Event } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../src/modules/ledger";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment } from "../support/merchant";
import { eventsOf, inMode, paidBySandbox } from "../support/payments";
import { setPayoutRules } from "../support/payout-rules";
import { booked, fund, sendRound } from "../support/payouts";
import { defaultCompanyId, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// Refunds through the operator (docs/PAYOUTS.md § Refunds through a payout): an MTN payment is
// refunded by MTN's refund operation, an Orange or Moov payment by a payout to its payer's
// number; the refund is pending while its payout is under way and follows its end. Tried as a
// business would (partial, full, the payer's wallet gone) and as a careless or hostile script
// would (twice at once, more than is left, cancelling the payout, no money in the wallet).

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let companyId: string;

const test = () => inMode(admin, "test");

/** A payment that succeeded with this operator, from this payer. */
const paid = (operator: string, phone: string, amount = 10_000) =>
  paidBySandbox(ctx, admin, { operator, phone, amount });

/** Runs the sender until the refund's payout ends, then answers the refund as the API shows it. */
async function carried(paymentId: string, refundId: string) {
  return pollUntil(
    async () => {
      await ctx.pool.query(
        "update payouts set next_action_at = now() where refund_id = $1 and status in ('queued', 'processing')",
        [refundId],
      );
      await sendRound(ctx, 50);
      const detail = (await test().get(`/api/payments/${paymentId}`)).body;
      return { detail, refund: detail.refunds.find((r: { id: string }) => r.id === refundId) };
    },
    (r) => r.refund?.status !== "pending",
    15_000,
  );
}

/** The sandbox's own records of a store whose data names this text. */
async function sandboxRecords(store: string, text: string) {
  const { rows } = await ctx.pool.query("select data from sandbox_records where operator = $1 and data::text like $2", [
    store,
    `%${text}%`,
  ]);
  return rows.map((r: { data: Record<string, unknown> }) => r.data);
}

beforeAll(async () => {
  ({ ctx, admin, testKey } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
  // No approval nor limit stands in the way of the payout that holds the wallet's money below.
  const rules = { approvalThreshold: 50_000_000, perPayoutLimit: 50_000_000, perBeneficiaryDailyLimit: 50_000_000 };
  // Beyond the bound one approver may raise alone: the company's second approver confirms it.
  const holder = { client: admin, password: ADMIN.password };
  await setPayoutRules(ctx, companyId, holder, { ...rules, companyDailyLimit: 50_000_000 });
  await fund(ctx, companyId, "mtn_momo", 200_000);
  await fund(ctx, companyId, "orange_money", 200_000);
  await fund(ctx, companyId, "moov_money", 200_000);
});

describe("a refund through MTN's refund operation", () => {
  it("is pending while its payout is under way, then succeeds with it: the payment moves, the books post it as a refund", async () => {
    const payment = await paid("mtn_momo", "0500000001");
    const refundsBefore = await booked(ctx, companyId, "refunds");
    const made = await test().post(`/api/payments/${payment.id}/refund`, { amount: 4_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ amount: 4_000, method: "operator", status: "pending" });
    expect(made.body.payoutId).toMatch(/^po_/);
    // Nothing is given back yet: the payment is unchanged, the money is reserved in transit.
    const during = (await test().get(`/api/payments/${payment.id}`)).body;
    expect(during.payment).toMatchObject({ status: "succeeded", refundedAmount: 0 });
    const payout = (await admin.get(`/api/payouts/${made.body.payoutId}`)).body.payout;
    expect(payout).toMatchObject({ operator: "mtn_momo", amount: 4_000, refund: made.body.id, status: "queued" });
    expect(payout.beneficiary.phone).toBe("0500000001");

    const end = await carried(payment.id, made.body.id);
    expect(end.refund).toMatchObject({ status: "succeeded", payoutId: made.body.payoutId });
    expect(end.detail.payment).toMatchObject({ status: "partially_refunded", refundedAmount: 4_000 });
    expect(await eventsOf(ctx, payment.id)).toEqual(["payment.pending", "payment.success", "refund.succeeded"]);
    expect(await booked(ctx, companyId, "refunds")).toBe(refundsBefore + 4_000);
    expect(await booked(ctx, companyId, "payouts:in_transit")).toBe(0);
    expect(await checkLedger(ctx.db)).toEqual([]);

    // MTN's own records: one refund, of this request to pay, under the payout's reference — no transfer.
    const refunds = await sandboxRecords("mtn_momo-refund", made.body.payoutId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ refundOf: payment.operatorReference, amount: 4_000, msisdn: "2250500000001" });
    expect(await sandboxRecords("mtn_momo-transfer", made.body.payoutId)).toHaveLength(0);
  });

  it("counts a pending refund as given back: two at once for the whole payment, one is refused", async () => {
    const payment = await paid("mtn_momo", "0500000001", 6_000);
    const both = await Promise.all([
      test().post(`/api/payments/${payment.id}/refund`, {}),
      test().post(`/api/payments/${payment.id}/refund`, {}),
    ]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = both.find((r) => r.status !== 200);
    expect(refused?.body.error.code).toBe("refundExceedsAmount");
    const more = await test().post(`/api/payments/${payment.id}/refund`, { amount: 1 });
    expect(more.body.error.code).toBe("refundExceedsAmount");
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from payouts where refund_id in (select id from refunds where payment_id = $1)",
      [payment.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("cannot have its payout cancelled, and is refused with nothing recorded when the wallet cannot cover it", async () => {
    const payment = await paid("mtn_momo", "0500000001", 5_000);
    const made = await test().post(`/api/payments/${payment.id}/refund`, { amount: 1_000 });
    const cancel = await admin.post(`/api/payouts/${made.body.payoutId}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe("payoutNotCancellable");

    // Everything available in the MTN wallet is held by a payout the operator never finishes (…04).
    const available = await booked(ctx, companyId, "operator:mtn_momo:available");
    const held = await admin.post("/api/payouts", { amount: available, phone: "0505000004" });
    expect(held.body, JSON.stringify(held.body)).toMatchObject({ status: "queued" });
    const before = (await ctx.pool.query("select count(*)::int as n from refunds where payment_id = $1", [payment.id]))
      .rows[0].n;
    // What is left of the payment's own money still pending (4,875 after its fee, less the 1,000
    // already given back) does not cover the 4,000 left to refund, and the wallet holds nothing
    // available.
    const short = await test().post(`/api/payments/${payment.id}/refund`, { amount: 4_000 });
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({
      code: "refundNotCovered",
      field: "amount",
      params: { amount: "4000", pending: "3875", available: "0" },
    });
    const after = (await ctx.pool.query("select count(*)::int as n from refunds where payment_id = $1", [payment.id]))
      .rows[0].n;
    expect(after).toBe(before);
    // Money for the other tests.
    await fund(ctx, companyId, "mtn_momo", 200_000);
  });

  it("through /v1: created pending, then refund.succeeded with the refund as its data", async () => {
    const api = merchant(ctx, testKey);
    const created = (
      await api.post("/v1/payments", { ...merchantPayment, amount: 8_000, operator: "mtn_momo", phone: "0500000001" })
    ).body;
    await pollUntil(
      async () => (await api.get(`/v1/payments/${created.id}`)).body,
      (p) => p.status === "succeeded",
    );
    const refund = await api.post("/v1/refunds", { payment: created.id, amount: 3_000 });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ object: "refund", status: "pending", method: "operator", amount: 3_000 });
    expect(refund.body.payout_id).toMatch(/^po_/);
    await carried(created.id, refund.body.id);
    expect((await api.get(`/v1/refunds/${refund.body.id}`)).body.status).toBe("succeeded");
    const events = (await api.get("/v1/events?limit=50")).body.data.filter(
      (e: { type: string; data: { id: string } }) => e.type === "refund.succeeded" && e.data.id === refund.body.id,
    );
    expect(events).toHaveLength(1);
    expect(V1Event.parse(events[0])).toEqual(events[0]);
    expect(events[0].data).toMatchObject({
      status: "succeeded",
      payout_id: refund.body.payout_id,
      payment: created.id,
    });
  });
});

describe("a refund by a payout to the payer's number (Orange, Moov)", () => {
  it("pays the Orange payer back and settles the refund", async () => {
    const payment = await paid("orange_money", "0700000001");
    // Orange never says who paid: another approver than the payment's maker confirms the number.
    const approver = await signedInPerson(ctx, { role: "admin", companyId });
    const made = await inMode(approver.client, "test").post(`/api/payments/${payment.id}/refund`, {
      confirmPayerPhone: "07 00 00 00 01",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const end = await carried(payment.id, made.body.id);
    expect(end.refund.status).toBe("succeeded");
    expect(end.detail.payment).toMatchObject({ status: "refunded", refundedAmount: 10_000 });
    const payout = (await admin.get(`/api/payouts/${made.body.payoutId}`)).body.payout;
    expect(payout).toMatchObject({ operator: "orange_money", status: "succeeded", refund: made.body.id });
    expect(await checkLedger(ctx.db)).toEqual([]);
  });

  it("pays the Moov payer back; a payer whose wallet is gone fails the refund and the payment stays as it was", async () => {
    const ok = await paid("moov_money", "0100000001");
    const made = await test().post(`/api/payments/${ok.id}/refund`, { amount: 2_500 });
    expect((await carried(ok.id, made.body.id)).refund.status).toBe("succeeded");

    // Paying the payer back fails (…08: the operator refuses the business's payout for its funds).
    const gone = await paid("moov_money", "0100000008");
    const before = await booked(ctx, companyId, "operator:moov_money:available");
    const pendingBefore = await booked(ctx, companyId, "operator:moov_money:pending");
    const refused = await test().post(`/api/payments/${gone.id}/refund`, { amount: 3_000 });
    expect(refused.status).toBe(200);
    // Reserved from the payment's own money still pending (it has not settled), not the wallet's available.
    expect(await booked(ctx, companyId, "operator:moov_money:pending")).toBe(pendingBefore - 3_000);
    expect(await booked(ctx, companyId, "operator:moov_money:available")).toBe(before);
    const end = await carried(gone.id, refused.body.id);
    expect(end.refund.status).toBe("failed");
    expect(end.detail.payment).toMatchObject({ status: "succeeded", refundedAmount: 0 });
    expect(await eventsOf(ctx, gone.id)).toEqual(["payment.pending", "payment.success", "refund.failed"]);
    // Its reservation is released back to pending: the wallet holds what it held, and the refund can be made another way.
    expect(await booked(ctx, companyId, "operator:moov_money:available")).toBe(before);
    expect(await booked(ctx, companyId, "operator:moov_money:pending")).toBe(pendingBefore);
    const payout = (await admin.get(`/api/payouts/${refused.body.payoutId}`)).body.payout;
    expect(payout).toMatchObject({ status: "failed", failure: { code: "insufficient_operator_funds" } });
    expect(
      (await test().post(`/api/payments/${gone.id}/refund`, { amount: 3_000, method: "manual", reason: "Espèces" }))
        .body,
    ).toMatchObject({ status: "succeeded", method: "manual" });
    expect(await checkLedger(ctx.db)).toEqual([]);
  });
});

describe("the ways a refund can go", () => {
  it("keeps Wave's own refund, manual on request or for a bank transfer, and refuses 'operator' where none can carry it", async () => {
    // A full Wave refund gives back the whole amount; Wave kept PayFlow's fee of it, which must
    // come out of money already available (an earlier, settled sale).
    await fund(ctx, companyId, "wave", 1_000);
    const wave = await paid("wave", "0700000001");
    const full = await test().post(`/api/payments/${wave.id}/refund`, {});
    expect(full.body).toMatchObject({ method: "operator", status: "succeeded", payoutId: null });

    const partWave = await paid("wave", "0700000001");
    const viaOperator = await test().post(`/api/payments/${partWave.id}/refund`, { amount: 1_000, method: "operator" });
    expect(viaOperator.status).toBe(409);
    expect(viaOperator.body.error).toMatchObject({ code: "refundNotThroughOperator", field: "method" });
    const noReason = await test().post(`/api/payments/${partWave.id}/refund`, { amount: 1_000 });
    expect(noReason.body.error.code).toBe("refundReasonRequired");

    const mtn = await paid("mtn_momo", "0500000001");
    const manual = await test().post(`/api/payments/${mtn.id}/refund`, { amount: 1_000, method: "manual" });
    expect(manual.body.error.code).toBe("refundReasonRequired");
    const byHand = await test().post(`/api/payments/${mtn.id}/refund`, {
      amount: 1_000,
      method: "manual",
      reason: "Rendu en boutique",
    });
    expect(byHand.body).toMatchObject({ method: "manual", status: "succeeded", payoutId: null });
    expect((await test().get(`/api/payments/${mtn.id}`)).body.payment.refundedAmount).toBe(1_000);
  });
});
