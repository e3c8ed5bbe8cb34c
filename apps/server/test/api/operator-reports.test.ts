import { beforeAll, describe, expect, it } from "vitest";
import { companyWaveCredentials } from "../../src/sandboxes/company-credentials";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, eventsOf, inMode, reconciledUntil } from "../support/payments";
import { fund } from "../support/payouts";
import { defaultCompanyId } from "../support/people";
import { pollUntil } from "../support/sandbox";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// What an operator says is applied only when it is about this payment, and never dropped:
// a success that does not match the payment's operator id, amount or currency changes nothing
// and is held for review; a success for a payment PayFlow had cancelled or expired is a late
// success (docs/PAYMENTS.md, "What an operator says").

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true, jobs: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

async function paymentRow(id: string) {
  const { rows } = await ctx.pool.query(
    "select status, late_from, next_check_at, operator_reference, operator_attempt_id, operator_data from transactions where id = $1",
    [id],
  );
  return rows[0];
}

async function heldReports(id: string): Promise<Array<{ mismatches: string[]; source: string }>> {
  const { rows } = await ctx.pool.query(
    "select mismatches, source from held_operator_reports where payment_id = $1 order by created_at",
    [id],
  );
  return rows;
}

async function notificationKeys(): Promise<string[]> {
  const list = await admin.get("/api/notifications");
  return list.body.items.map((n: { titleKey: string }) => n.titleKey);
}

const postWave = (body: string, secret: string) => postWaveWebhook(ctx, body, secret);

/** The payer approves on the sandbox's simulated phone (MTN, Moov) or payment page (Orange). */
async function approveOnSandbox(path: string) {
  const res = await fetch(`${ctx.deps.selfUrl}/sandbox/${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "decision=approve",
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

describe("an operator's success must match the payment", () => {
  it("Wave: a validly signed success for another amount, currency or session changes nothing, is held and alerts", async () => {
    const created = await createPayment(admin, { amount: 75_000, operator: "wave", phone: "0700000004" });
    const row = await paymentRow(created.id);
    const secret = await waveTestWebhookSecret(ctx, companyId);
    const session = { id: row.operator_reference, amount: "75000", currency: "XOF" };

    const forged = [
      { ...session, amount: "1" },
      { ...session, currency: "EUR" },
      { ...session, id: "cos-another-session" },
    ];
    for (const s of forged) expect((await postWave(waveEvent(created.id, s), secret)).status).toBe(200);

    expect((await paymentRow(created.id)).status).toBe("pending");
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending"]);
    expect((await heldReports(created.id)).map((r) => [r.mismatches, r.source])).toEqual([
      [["amount"], "callback"],
      [["currency"], "callback"],
      [["operator_reference"], "callback"],
    ]);
    await pollUntil(notificationKeys, (keys) => keys.includes("notif.operatorMismatch.title"));
    // Staff see them on the payment, with what the operator said.
    const detail = (await inMode(admin, "test").get(`/api/payments/${created.id}`)).body;
    expect(detail.heldReports.map((r: { mismatches: string[] }) => r.mismatches)).toEqual([
      ["amount"],
      ["currency"],
      ["operator_reference"],
    ]);
    expect(detail.heldReports[0].reported).toMatchObject({ amount: "1", paymentId: created.id });

    // The same message, about this payment, settles it: the checks above were the only obstacle.
    expect((await postWave(waveEvent(created.id, session), secret)).status).toBe(200);
    expect((await paymentRow(created.id)).status).toBe("succeeded");
  });

  it("MTN: a callback confirmed by a status read for another amount changes nothing and is held", async () => {
    const created = await createPayment(admin, { amount: 20_000, operator: "mtn_momo", phone: "0500000004" });
    const { operator_attempt_id: reference } = await paymentRow(created.id);
    // MTN's own record says another amount was approved.
    await ctx.pool.query(
      `update sandbox_records set data = jsonb_set(jsonb_set(jsonb_set(data, '{request,amount}', '"200"'),
         '{life,decision}', '"approve"'), '{life,decidedAt}', to_jsonb((extract(epoch from now()) * 1000)::bigint))
       where operator = 'mtn_momo' and key = $1`,
      [reference],
    );
    const claim = JSON.stringify({ externalId: created.id, status: "SUCCESSFUL" });
    const res = await fetch(`${ctx.deps.selfUrl}/callbacks/mtn_momo/${created.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: claim,
    });
    expect(res.status).toBe(200);
    expect((await paymentRow(created.id)).status).toBe("pending");
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending"]);
    expect((await heldReports(created.id)).map((r) => r.mismatches)).toEqual([["amount"]]);
  });

  it("Orange: a success with the right notif_token that Orange does not confirm for this payment changes nothing", async () => {
    const created = await createPayment(admin, { amount: 30_000, operator: "orange_money", phone: "0700000004" });
    const row = await paymentRow(created.id);
    // Orange's record is for another amount: its status call does not confirm this payment.
    await ctx.pool.query(
      `update sandbox_records set data = jsonb_set(data, '{amount}', '300') where operator = 'orange_money' and key = $1`,
      [row.operator_reference],
    );
    const body = JSON.stringify({ status: "SUCCESS", notif_token: row.operator_data.notifToken, txnid: "MP-X" });
    const res = await fetch(`${ctx.deps.selfUrl}/callbacks/orange_money/${created.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(401);
    expect((await paymentRow(created.id)).status).toBe("pending");
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending"]);
  });
});

describe("each company's own test-mode Wave secret", () => {
  it("a success signed with the published sandbox secret, or another company's, settles nothing", async () => {
    const created = await createPayment(admin, { amount: 4_000, operator: "wave", phone: "0700000004" });
    const row = await paymentRow(created.id);
    const event = waveEvent(created.id, { id: row.operator_reference, amount: "4000", currency: "XOF" });
    const other = await waveTestWebhookSecret(ctx, "cmp_another_company");
    expect((await postWave(event, SANDBOX_CREDENTIALS.wave.webhookSecret)).status).toBe(401);
    expect((await postWave(event, other)).status).toBe(401);
    expect((await paymentRow(created.id)).status).toBe("pending");
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending"]);
    // The company's own secret is what the sandbox signs with: that one is heard.
    expect((await postWave(event, await waveTestWebhookSecret(ctx, companyId))).status).toBe(200);
    expect((await paymentRow(created.id)).status).toBe("succeeded");
  });

  it("the Wave sandbox knows the published key and this installation's company keys, no forged one", async () => {
    const sessions = `${ctx.deps.selfUrl}/sandbox/wave/v1/checkout/sessions/search?client_reference=x`;
    const as = (key: string) => fetch(sessions, { headers: { authorization: `Bearer ${key}` } });
    const mine = companyWaveCredentials(ctx.deps.secretKey, companyId).apiKey;
    const forged = companyWaveCredentials("another-installation-secret-0123456789", companyId).apiKey;
    expect((await as(SANDBOX_CREDENTIALS.wave.apiKey)).status).toBe(200);
    expect((await as(mine)).status).toBe(200);
    expect((await as(forged)).status).toBe(401);
  });
});

describe("a payment PayFlow stopped can still be paid: the money is never dropped", () => {
  it("MTN: cancelled, then approved by the payer → succeeded, marked late, one event, an alert, refundable", async () => {
    const created = await createPayment(admin, { amount: 15_000, operator: "mtn_momo", phone: "0500000004" });
    const cancelled = await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: "cancelled", late: false });
    const row = await paymentRow(created.id);
    // MTN has no cancel: PayFlow keeps following the request.
    expect(row.next_check_at).not.toBeNull();

    await approveOnSandbox(`mtn_momo/phone/0500000004/${row.operator_attempt_id}`);
    const detail = await pollUntil(
      async () => (await inMode(admin, "test").get(`/api/payments/${created.id}`)).body,
      (d) => d.payment.status === "succeeded",
    );
    expect(detail.payment).toMatchObject({ status: "succeeded", late: true, failure: null });
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.cancelled", "payment.success"]);
    const { rows } = await ctx.pool.query(
      "select data from payment_events where payment_id = $1 and type = 'payment.success'",
      [created.id],
    );
    // Events keep the payment in the merchant API's latest shape (docs/API.md § Versions).
    expect(rows[0].data).toMatchObject({
      previous_status: "cancelled",
      payment: { status: "succeeded", late_from: "cancelled" },
    });
    expect((await paymentRow(created.id)).next_check_at).toBeNull();
    await pollUntil(notificationKeys, (keys) => keys.includes("notif.paymentLate.title"));

    const v1 = await inMode(admin, "test").get(`/api/payments/${created.id}`);
    expect(v1.body.payment.late).toBe(true);
    // The whole amount back: PayFlow's fee of it comes from money already available.
    await fund(ctx, companyId, "mtn_momo", 1_000);
    const refund = await inMode(admin, "test").post(`/api/payments/${created.id}/refund`, {
      amount: 15_000,
      method: "manual",
      reason: "Paid after cancellation",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
  });

  it("Orange: cancelled, then paid on Orange's page → a late success through its notification", async () => {
    const created = await createPayment(admin, { amount: 12_000, operator: "orange_money", phone: "0700000004" });
    expect((await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`)).body.status).toBe("cancelled");
    const row = await paymentRow(created.id);
    await approveOnSandbox(`orange_money/payment/${row.operator_reference}`);
    await pollUntil(paymentRow.bind(null, created.id), (r) => r.status === "succeeded");
    expect((await paymentRow(created.id)).late_from).toBe("cancelled");
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.cancelled", "payment.success"]);
  });

  it("Moov (no callbacks): cancelled, approved, found by reconciliation's follow-up", async () => {
    const created = await createPayment(admin, { amount: 9_000, operator: "moov_money", phone: "0100000004" });
    expect((await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`)).body.status).toBe("cancelled");
    const row = await paymentRow(created.id);
    await approveOnSandbox(`moov_money/phone/0100000004/${row.operator_reference}`);
    await ctx.pool.query("update transactions set next_check_at = now() where id = $1", [created.id]);
    const found = await reconciledUntil(
      ctx.deps,
      () => paymentRow(created.id),
      (r) => r.status !== "cancelled",
    );
    expect(found).toMatchObject({ status: "succeeded", late_from: "cancelled" });
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.cancelled", "payment.success"]);
  });

  it("expired by PayFlow while MTN still waited, then approved → a late success; a decline ends the follow-up", async () => {
    const paid = await createPayment(admin, { amount: 8_000, operator: "mtn_momo", phone: "0500000004" });
    const declined = await createPayment(admin, { amount: 8_000, operator: "mtn_momo", phone: "0500000004" });
    await ctx.pool.query(
      "update transactions set expires_at = now() - interval '1 second', next_check_at = now() where id = any($1)",
      [[paid.id, declined.id]],
    );
    const expired = await reconciledUntil(
      ctx.deps,
      () => Promise.all([paid, declined].map((p) => paymentRow(p.id))),
      (rows) => rows.every((r) => r.status !== "pending"),
    );
    for (const r of expired) {
      expect(r.status).toBe("expired");
      expect(r.next_check_at).not.toBeNull();
    }
    await approveOnSandbox(`mtn_momo/phone/0500000004/${(await paymentRow(paid.id)).operator_attempt_id}`);
    await pollUntil(paymentRow.bind(null, paid.id), (r) => r.status === "succeeded");
    expect((await paymentRow(paid.id)).late_from).toBe("expired");

    await fetch(
      `${ctx.deps.selfUrl}/sandbox/mtn_momo/phone/0500000004/${(await paymentRow(declined.id)).operator_attempt_id}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "decision=decline",
        redirect: "manual",
      },
    );
    await ctx.pool.query("update transactions set next_check_at = now() where id = $1", [declined.id]);
    // Its follow-up ends when the operator's word is final: no next check.
    const ended = await reconciledUntil(
      ctx.deps,
      () => paymentRow(declined.id),
      (r) => r.next_check_at === null,
    );
    expect(ended).toMatchObject({ status: "expired", late_from: null, next_check_at: null });
    expect(await eventsOf(ctx, declined.id)).toEqual(["payment.pending", "payment.expired"]);
  });

  it("Wave: a cancel expires the session at Wave, so nothing is left to follow", async () => {
    const created = await createPayment(admin, { amount: 5_000, operator: "wave", phone: "0700000004" });
    expect((await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`)).body.status).toBe("cancelled");
    expect((await paymentRow(created.id)).next_check_at).toBeNull();
  });
});
