import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "../../src/bootstrap";
import { reconcileDue } from "../../src/modules/payments/engine/reconcile";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, eventsOf, inMode, reconciledUntil, settled } from "../support/payments";
import { fund } from "../support/payouts";
import { addCompany, defaultCompanyId, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// The payments engine end to end: the dashboard API, the real operator sandboxes over loopback
// HTTP, their callbacks and reconciliation, on a real PostgreSQL.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true, jobs: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

const OPERATORS = [
  ["wave", "0700000001"],
  ["orange_money", "0700000001"],
  ["mtn_momo", "0500000001"],
  ["moov_money", "0100000001"],
] as const;

describe("creating a payment", () => {
  it("takes the money on every operator in test mode (…01 succeeds at once), with fee, net and settlement date", async () => {
    for (const [operator, phone] of OPERATORS) {
      const created = await createPayment(admin, { amount: 10_000, operator, phone, description: `Test ${operator}` });
      expect(created).toMatchObject({ status: "pending", amount: 10_000, fee: 250, net: 9750, mode: "test", operator });
      expect(created.id).toMatch(/^pay_/);
      expect(created.checkoutUrl).toBe(`http://localhost:3000/pay/${created.id}`);
      const done = await settled(admin, created.id);
      expect(done.payment.status, operator).toBe("succeeded");
      expect(done.payment.paidAt).not.toBeNull();
      const days = (Date.parse(done.payment.settlesAt) - Date.parse(done.payment.paidAt)) / 86_400_000;
      expect(days).toBe(2);
      expect(done.events.map((e: { type: string }) => e.type)).toEqual(["payment.pending", "payment.success"]);
    }
  });

  it("stores a new payment as its first event describes it: SQL NULLs, JSON objects, one event, one sandbox record", async () => {
    const created = await createPayment(admin, {
      amount: 2_000,
      operator: "wave",
      phone: "0700000004",
      metadata: { order: "A-1", customer: "Kouassi" },
    });
    const { rows } = await ctx.pool.query(
      `select jsonb_typeof(t.metadata) as metadata, jsonb_typeof(t.operator_data) as operator_data,
              jsonb_typeof(t.next_action) as next_action, t.failure is null as no_failure, t.paid_at is null as unpaid,
              t.refunded_amount, t.check_count, t.created_at = t.updated_at as untouched
       from transactions t where t.id = $1`,
      [created.id],
    );
    expect(rows[0]).toEqual({
      metadata: "object",
      operator_data: "object",
      next_action: "object",
      no_failure: true,
      unpaid: true,
      refunded_amount: "0",
      check_count: 0,
      untouched: false,
    });
    const events = await ctx.pool.query("select type, data from payment_events where payment_id = $1 order by seq", [
      created.id,
    ]);
    expect(events.rows.map((e) => e.type)).toEqual(["payment.pending"]);
    expect(events.rows[0].data.payment).toMatchObject({
      id: created.id,
      status: "pending",
      amount: 2_000,
      fee: 50,
      net: 1_950,
      metadata: { order: "A-1", customer: "Kouassi" },
      failure: null,
      next_action: null,
    });
    const sandbox = await ctx.pool.query(
      "select jsonb_typeof(data) as data from sandbox_records where operator = 'wave' and data->>'client_reference' = $1",
      [created.id],
    );
    expect(sandbox.rows).toEqual([{ data: "object" }]);
  });

  it("normalises the number and refuses another network's number before calling anyone", async () => {
    const normalised = await createPayment(admin, { amount: 500, operator: "mtn_momo", phone: "+225 05 01 02 03 04" });
    expect(normalised.phone).toBe("0501020304");
    const before = await ctx.pool.query("select count(*)::int as n from transactions");
    for (const [operator, phone, code] of [
      ["orange_money", "0501020304", "operatorPrefixMismatch"],
      ["moov_money", "0701020304", "operatorPrefixMismatch"],
      ["mtn_momo", "05010203", "invalidPhone"],
    ] as const) {
      const res = await inMode(admin, "test").post("/api/payments", { amount: 500, operator, phone });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code, field: "phone" });
    }
    for (const [amount, code] of [
      [99, "amountOutOfRange"],
      [10_000_001, "amountOutOfRange"],
      [12.5, "invalidAmount"],
    ] as const) {
      const res = await inMode(admin, "test").post("/api/payments", { amount, operator: "wave" });
      expect(res.body.error.code).toBe(code);
    }
    const after = await ctx.pool.query("select count(*)::int as n from transactions");
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it("normalises failures across operators and keeps the operator's own code", async () => {
    for (const [operator, phone] of [
      ["wave", "0700000002"],
      ["orange_money", "0700000002"],
      ["mtn_momo", "0500000002"],
      ["moov_money", "0100000002"],
    ] as const) {
      const created = await createPayment(admin, { amount: 1000, operator, phone });
      const done = await settled(admin, created.id);
      expect(done.payment.status, operator).toBe("failed");
      // Orange's status and notification say only FAILED: the reason is not known.
      expect(done.payment.failure.code, operator).toBe(
        operator === "orange_money" ? "payment_failed" : "insufficient_funds",
      );
      expect(done.payment.failure.operatorCode, operator).toBeTruthy();
    }
  });

  it("marks a create the operator answered with 500 as failed, operator_unavailable", async () => {
    const created = await createPayment(admin, { amount: 1000, operator: "mtn_momo", phone: "0500000006" });
    expect(created.status).toBe("failed");
    expect(created.failure).toMatchObject({ code: "operator_unavailable" });
  });
});

describe("test and live mode", () => {
  it("keeps each mode's payments invisible from the other", async () => {
    const testPayment = await createPayment(admin, { amount: 700, description: "test only" });
    expect((await inMode(admin, "live").get(`/api/payments/${testPayment.id}`)).status).toBe(404);
    const live = await inMode(admin, "live").get("/api/payments");
    expect(live.body.items.map((p: { id: string }) => p.id)).not.toContain(testPayment.id);
    const listed = await inMode(admin, "test").get("/api/payments");
    expect(listed.body.items.map((p: { id: string }) => p.id)).toContain(testPayment.id);
  });

  it("refuses a live payment through an operator without credentials, with the spec's message", async () => {
    const res = await inMode(admin, "live").post("/api/payments", {
      amount: 1000,
      operator: "wave",
      phone: "0701020304",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "apiKeyMissingForAccount",
      message: "API Key not configured for Wave.",
      params: { operator: "Wave" },
    });
    // A live payment without an operator is fine: the payer chooses among what the business can take.
    const open = await createPayment(admin, { amount: 1000 }, "live");
    const view = await ctx.client().get(`/api/checkout/${open.id}`);
    expect(view.body).toMatchObject({ mode: "live", operators: [] });
  });

  it("answers 404 for another company's payment", async () => {
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) });
    const mine = await createPayment(admin, { amount: 900 });
    expect((await inMode(other.client, "test").get(`/api/payments/${mine.id}`)).status).toBe(404);
    expect((await inMode(other.client, "test").post(`/api/payments/${mine.id}/cancel`)).status).toBe(404);
  });
});

describe("the state machine under callbacks", () => {
  it("50 concurrent duplicate callbacks leave one terminal state and one event", async () => {
    const created = await createPayment(admin, { amount: 3000, operator: "orange_money", phone: "0700000004" });
    const row = (
      await ctx.pool.query("select operator_data, operator_reference from transactions where id = $1", [created.id])
    ).rows[0];
    // The payer pays on Orange's page (Orange then confirms a success notification by its status call).
    const paid = await fetch(`${ctx.deps.selfUrl}/sandbox/orange_money/payment/${row.operator_reference}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approve",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const body = JSON.stringify({ status: "SUCCESS", notif_token: row.operator_data.notifToken, txnid: "MP-DUP-1" });
    const url = `${ctx.deps.selfUrl}/callbacks/orange_money/${created.id}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.success"]);
    // A failure arriving after the success changes nothing.
    const late = JSON.stringify({ status: "FAILED", notif_token: row.operator_data.notifToken, txnid: "MP-DUP-1" });
    await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: late });
    const detail = await inMode(admin, "test").get(`/api/payments/${created.id}`);
    expect(detail.body.payment).toMatchObject({
      status: "succeeded",
      operatorTransactionId: expect.stringMatching(/^MP/),
    });
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.success"]);
  });

  it("refuses forged, stale and unconfirmed callbacks; nothing changes", async () => {
    const wave = await createPayment(admin, { amount: 3000, operator: "wave", phone: "0700000004" });
    const event = JSON.stringify({
      id: "EV_forged",
      type: "checkout.session.completed",
      data: {
        id: "cos-x",
        client_reference: wave.id,
        checkout_status: "complete",
        payment_status: "succeeded",
        transaction_id: "T_X",
      },
    });
    const sign = (secret: string, t: number) => createHmac("sha256", secret).update(`${t}${event}`).digest("hex");
    const now = Math.floor(Date.now() / 1000);
    const post = (headers: Record<string, string>, path = "/callbacks/wave", body = event) =>
      fetch(`${ctx.deps.selfUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
    expect((await post({ "wave-signature": `t=${now},v1=${sign("not-the-secret", now)}` })).status).toBe(401);
    expect(
      (await post({ "wave-signature": `t=${now - 600},v1=${sign("wave_sandbox_whsec_0000", now - 600)}` })).status,
    ).toBe(401);
    expect((await post({})).status).toBe(401);

    const orange = await createPayment(admin, { amount: 3000, operator: "orange_money", phone: "0700000004" });
    const wrongToken = JSON.stringify({ status: "SUCCESS", notif_token: "guessed", txnid: "MP-FORGED" });
    expect((await post({}, `/callbacks/orange_money/${orange.id}`, wrongToken)).status).toBe(401);

    // MTN callbacks are not signed: PayFlow asks MTN, which still says pending.
    const mtn = await createPayment(admin, { amount: 3000, operator: "mtn_momo", phone: "0500000004" });
    const claim = JSON.stringify({ externalId: mtn.id, status: "SUCCESSFUL", financialTransactionId: "FORGED" });
    await post({}, `/callbacks/mtn_momo/${mtn.id}`, claim);

    for (const p of [wave, orange, mtn]) {
      const detail = await inMode(admin, "test").get(`/api/payments/${p.id}`);
      expect(detail.body.payment.status).toBe("pending");
      expect(await eventsOf(ctx, p.id)).toEqual(["payment.pending"]);
    }
  });
});

describe("reconciliation", () => {
  it("finds a success whose callback was lost, and finishes pending payments after a restart", async () => {
    const lost: Array<{ id: string }> = [];
    for (const [operator, phone] of [
      ["wave", "0700000005"],
      ["orange_money", "0700000005"],
      ["mtn_momo", "0500000005"],
      ["moov_money", "0100000005"],
    ] as const) {
      lost.push(await createPayment(admin, { amount: 2000, operator, phone }));
    }
    // "Restart": a second process's dependencies on the same database run the rounds.
    const restarted = await createDeps({
      config: ctx.deps.config,
      databaseUrl: ctx.deps.pool.options.connectionString as string,
      dataDir: ctx.deps.dataDir,
      logger: ctx.deps.logger,
    });
    restarted.selfUrl = ctx.deps.selfUrl;
    await ctx.pool.query("update transactions set next_check_at = now() where id = any($1)", [lost.map((p) => p.id)]);
    const statuses = await pollUntil(
      async () => {
        await reconcileDue(restarted);
        const rows = await ctx.pool.query("select status from transactions where id = any($1)", [
          lost.map((p) => p.id),
        ]);
        return rows.rows.map((r: { status: string }) => r.status);
      },
      (s) => s.every((x) => x === "succeeded"),
      15_000,
    );
    expect(statuses).toEqual(["succeeded", "succeeded", "succeeded", "succeeded"]);
    await restarted.pool.end();
  });

  it("asks again later about a payment still pending: the check is counted, the next one scheduled, no second claim before it", async () => {
    const waiting = await createPayment(admin, { amount: 2000, operator: "moov_money", phone: "0100000004" });
    const before = Date.now();
    await ctx.pool.query("update transactions set next_check_at = now() where id = $1", [waiting.id]);
    // This round claims it, or this file's background reconciliation (every second) did first:
    // the same code either way. While a check runs, its claim's lease holds the row (7 s here:
    // the operator's 1.5 s time-out and a margin); it has ended when the next check is further off.
    const row = await reconciledUntil(
      ctx.deps,
      async () =>
        (
          await ctx.pool.query("select status, check_count, next_check_at from transactions where id = $1", [
            waiting.id,
          ])
        ).rows[0],
      (r) => (r.next_check_at as Date).getTime() > Date.now() + 8_000,
    );
    const after = Date.now();
    expect(row).toMatchObject({ status: "pending", check_count: 1 });
    // 5 s after creation came this first check; the next is 10 s after it (reconcile-schedule.ts),
    // not the claim's lease.
    const next = (row.next_check_at as Date).getTime();
    expect(next).toBeGreaterThanOrEqual(before + 10_000);
    expect(next).toBeLessThanOrEqual(after + 10_000);
    await reconcileDue(ctx.deps);
    const again = await ctx.pool.query("select check_count from transactions where id = $1", [waiting.id]);
    expect(again.rows[0].check_count).toBe(1);
  });

  it("expires what nobody approves once its time is up", async () => {
    const created = await createPayment(admin, { amount: 2000, operator: "moov_money", phone: "0100000004" });
    await ctx.pool.query(
      "update transactions set expires_at = now() - interval '1 second', next_check_at = now() where id = $1",
      [created.id],
    );
    const detail = await reconciledUntil(
      ctx.deps,
      () => inMode(admin, "test").get(`/api/payments/${created.id}`),
      (d) => d.body.payment.status !== "pending",
    );
    expect(detail.body.payment).toMatchObject({ status: "expired", failure: { code: "expired" } });
    expect(await eventsOf(ctx, created.id)).toEqual(["payment.pending", "payment.expired"]);
  });
});

describe("refunds and cancellation", () => {
  it("refunds Wave through the operator, others manually on request with a reason, several partials up to the amount", async () => {
    // A full refund gives back PayFlow's fee too, which must come from money already available.
    await fund(ctx, await defaultCompanyId(ctx), "wave", 1_000);
    await fund(ctx, await defaultCompanyId(ctx), "mtn_momo", 1_000);
    const wave = await createPayment(admin, { amount: 5000, operator: "wave", phone: "0700000001" });
    await settled(admin, wave.id);
    const full = await inMode(admin, "test").post(`/api/payments/${wave.id}/refund`, {});
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ amount: 5000, method: "operator" });
    expect(full.body.id).toMatch(/^re_/);

    const mtn = await createPayment(admin, { amount: 5000, operator: "mtn_momo", phone: "0500000001" });
    await settled(admin, mtn.id);
    const noReason = await inMode(admin, "test").post(`/api/payments/${mtn.id}/refund`, {
      amount: 1000,
      method: "manual",
    });
    expect(noReason.body.error.code).toBe("refundReasonRequired");
    expect(
      (
        await inMode(admin, "test").post(`/api/payments/${mtn.id}/refund`, {
          amount: 2000,
          method: "manual",
          reason: "Article rendu",
        })
      ).status,
    ).toBe(200);
    const tooMuch = await inMode(admin, "test").post(`/api/payments/${mtn.id}/refund`, {
      amount: 3001,
      method: "manual",
      reason: "x",
    });
    expect(tooMuch.body.error.code).toBe("refundExceedsAmount");
    expect(
      (
        await inMode(admin, "test").post(`/api/payments/${mtn.id}/refund`, {
          amount: 3000,
          method: "manual",
          reason: "Le reste",
        })
      ).status,
    ).toBe(200);
    const detail = await inMode(admin, "test").get(`/api/payments/${mtn.id}`);
    expect(detail.body.payment).toMatchObject({ status: "refunded", refundedAmount: 5000 });
    expect(detail.body.refunds).toHaveLength(2);
    expect(await eventsOf(ctx, mtn.id)).toEqual([
      "payment.pending",
      "payment.success",
      "refund.succeeded",
      "refund.succeeded",
    ]);
  });

  it("cancels a pending payment, and only a pending one", async () => {
    const created = await createPayment(admin, { amount: 1500, operator: "wave", phone: "0700000004" });
    const cancelled = await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    const again = await inMode(admin, "test").post(`/api/payments/${created.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("paymentNotPending");
  });
});

describe("bank transfers", () => {
  it("gives instructions with the reference, is marked received by staff (audited)", async () => {
    const account = await admin.post("/api/payment-accounts", {
      accountName: "Compte courant",
      operatorBank: "Ecobank",
      accountNumberPhone: "CI0080100100123456789012",
      holderName: "SARL Koffi Distribution",
    });
    expect(account.status).toBe(201);
    const created = await createPayment(admin, { amount: 250_000, operator: "bank_transfer" });
    expect(created.nextAction).toMatchObject({ type: "bank_transfer" });
    expect(created.nextAction.instructions).toContain(created.code);
    expect(created.code).toMatch(/^PF-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const received = await inMode(admin, "test").post(`/api/payments/${created.id}/mark-received`);
    expect(received.body).toMatchObject({ status: "succeeded" });
    const audit = await admin.get("/api/audit-log?action=payment.markedReceived");
    expect(audit.body.items[0]).toMatchObject({ targetLabel: created.code });
  });

  it("imports a CSV statement: preview, apply, unmatched lines listed, the same file twice changes nothing", async () => {
    const a = await createPayment(admin, { amount: 10_000, operator: "bank_transfer" });
    const b = await createPayment(admin, { amount: 20_000, operator: "bank_transfer" });
    const csv = [
      "date;montant;libellé",
      `2026-11-20;10 000;VIR ${a.code} KONE AWA`,
      `2026-11-20;19 000;VIR ${b.code} YAO`,
      "2026-11-21;5000;VIR SANS REFERENCE",
      "pas une ligne",
    ].join("\n");
    const preview = await inMode(admin, "test").post("/api/payments/bank-statement", { csv });
    expect(preview.body).toMatchObject({ applied: false, matched: 1, unmatched: 2 });
    expect(preview.body.lines.map((l: { outcome: string }) => l.outcome)).toEqual([
      "matched",
      "unmatched",
      "unmatched",
      "invalid",
    ]);
    expect((await inMode(admin, "test").get(`/api/payments/${a.id}`)).body.payment.status).toBe("pending");

    const applied = await inMode(admin, "test").post("/api/payments/bank-statement", { csv, apply: true });
    expect(applied.body).toMatchObject({ applied: true, matched: 1 });
    expect((await inMode(admin, "test").get(`/api/payments/${a.id}`)).body.payment.status).toBe("succeeded");
    const twice = await inMode(admin, "test").post("/api/payments/bank-statement", { csv, apply: true });
    expect(twice.body.matched).toBe(0);
    expect(twice.body.lines[0].outcome).toBe("alreadyApplied");
    expect(await eventsOf(ctx, a.id)).toEqual(["payment.pending", "payment.success"]);
    expect((await inMode(admin, "test").get(`/api/payments/${b.id}`)).body.payment.status).toBe("pending");
  });
});

describe("notifications", () => {
  it("tells staff who see transactions and the client the payment is for", async () => {
    const companyId = await defaultCompanyId(ctx);
    const support = await signedInPerson(ctx, { role: "support", companyId });
    const created = await createPayment(admin, { amount: 4000, operator: "wave", phone: "0700000001" });
    await settled(admin, created.id);
    const list = await pollUntil(
      async () => (await support.client.get("/api/notifications")).body.items,
      (items: Array<{ titleKey: string; params?: unknown }>) =>
        items.some((n) => n.titleKey === "notif.paymentSucceeded.title"),
    );
    const notification = list.find(
      (n: { titleKey: string; params?: unknown }) => n.titleKey === "notif.paymentSucceeded.title",
    );
    // The operator's id: the web names it in the reader's language ("bank transfer" / "virement bancaire").
    expect(notification?.params).toMatchObject({
      amount: "4000",
      code: created.code,
      operator: "wave",
    });
  });
});
