import { beforeAll, describe, expect, it } from "vitest";
import { checkDueBalances, scheduleBalanceChecks, settleDue } from "../../src/modules/ledger";
import { judge } from "../../src/modules/ledger/operator-balance";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode, settled } from "../support/payments";
import { sendRound } from "../support/payouts";
import { defaultCompanyId } from "../support/people";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// The operator balance check (docs/LEDGER.md § Operator balance check): the sandboxes tell each
// business's own balance on MTN's and Wave's real formats, PayFlow compares it with the books,
// names what explains a difference (its fees, refunds made by hand, payments in flight), and
// alerts once when nothing does — here, a success PayFlow recorded that Wave never received.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

type Check = {
  operator: string;
  status: string;
  operatorAmount: number | null;
  booksAmount: number;
  fees: number;
  manualRefunds: number;
  unexplained: number | null;
  error: string | null;
};

/** A check on demand, the last one made long enough ago (a check within 30 s answers the last one). */
async function checkNow(mode: "test" | "live" = "test"): Promise<Record<string, Check>> {
  await ctx.pool.query("update operator_balance_checks set checked_at = checked_at - interval '1 minute'");
  return checkNowAsIs(mode);
}

async function checkNowAsIs(mode: "test" | "live" = "test"): Promise<Record<string, Check>> {
  const res = await admin.request("POST", "/api/balances/checks", { headers: { "x-payflow-mode": mode } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries((res.body.checks as Check[]).map((c) => [c.operator, c]));
}

/** The books' side computed here from the payments and refunds alone. */
async function independent(operator: string) {
  const { rows } = await ctx.pool.query(
    `select coalesce(sum(amount - refunded_amount - fee), 0)::int as books, coalesce(sum(fee), 0)::int as fees,
       (select coalesce(sum(r.amount), 0)::int from refunds r join transactions t on t.id = r.payment_id
        where t.company_id = $1 and t.is_test_data and t.operator = $2 and r.method = 'manual') as manual
     from transactions where company_id = $1 and is_test_data and operator = $2
       and status in ('succeeded', 'partially_refunded', 'refunded')`,
    [companyId, operator],
  );
  return rows[0] as { books: number; fees: number; manual: number };
}

const alerts = async () =>
  Number(
    (
      await ctx.pool.query(
        "select count(*) from notifications where company_id = $1 and title_key = 'notif.balanceUnexplained.title'",
        [companyId],
      )
    ).rows[0].count,
  );

describe("the operator balance check", () => {
  it("finds MTN's collection account explained by PayFlow's fee, and Wave's empty wallet matched", async () => {
    const created = await createPayment(admin, { amount: 25_000, operator: "mtn_momo", phone: "0500001234" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");
    const checks = await checkNow();
    const want = await independent("mtn_momo");
    expect(checks.mtn_momo).toMatchObject({
      status: "explained",
      operatorAmount: 25_000,
      booksAmount: want.books,
      fees: want.fees,
      manualRefunds: 0,
      unexplained: 0,
    });
    expect(want.fees).toBeGreaterThan(0);
    expect(checks.wave).toMatchObject({ status: "matched", operatorAmount: 0, booksAmount: 0, unexplained: 0 });
  });

  it("names a refund made by hand, which Wave never saw, as explaining its part", async () => {
    const created = await createPayment(admin, { amount: 12_000, operator: "wave", phone: "0700000001" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");
    const refund = await inMode(admin, "test").post(`/api/payments/${created.id}/refund`, {
      amount: 2_000,
      reason: "Article manquant",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
    const want = await independent("wave");
    expect(want.manual).toBe(2_000);
    expect((await checkNow()).wave).toMatchObject({
      status: "explained",
      operatorAmount: 12_000,
      booksAmount: want.books,
      fees: want.fees,
      manualRefunds: 2_000,
      unexplained: 0,
    });
  });

  it("alerts once when the books hold a success Wave never received", async () => {
    // A session that never settles at Wave (…04), its success reported by a signed webhook.
    const created = await createPayment(admin, { amount: 7_000, operator: "wave", phone: "0700000004" });
    const { rows } = await ctx.pool.query("select operator_reference from transactions where id = $1", [created.id]);
    const session = { id: rows[0].operator_reference, amount: "7000", currency: "XOF" };
    const secret = await waveTestWebhookSecret(ctx, companyId);
    expect((await postWaveWebhook(ctx, waveEvent(created.id, session), secret)).status).toBe(200);
    expect(await alerts()).toBe(0);
    const first = (await checkNow()).wave;
    expect(first).toMatchObject({ status: "unexplained", operatorAmount: 12_000, unexplained: -7_000 });
    expect(await alerts()).toBe(1);
    expect((await checkNow()).wave?.status).toBe("unexplained");
    expect(await alerts()).toBe(1);
    const shown = await inMode(admin, "test").get("/api/balances/checks");
    expect(shown.body.checks.find((c: Check) => c.operator === "wave")).toMatchObject({ unexplained: -7_000 });
  });

  it("answers a check asked again within 30 s with the last one, without asking the operators", async () => {
    const first = await checkNow();
    const again = await checkNowAsIs();
    expect(again).toEqual(first);
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from operator_balance_checks where is_test_data and checked_at > now() - interval '30 seconds'",
    );
    expect(rows[0].n).toBe(2);
  });

  it("says live mode's figure could not be read without the business's credentials", async () => {
    const checks = await checkNow("live");
    expect(checks.mtn_momo).toMatchObject({ status: "unavailable", operatorAmount: null, unexplained: null });
    expect(checks.mtn_momo?.error).toBe("not_configured");
  });

  it("checks each account the books hold on a schedule, once per round however many instances ask", async () => {
    await scheduleBalanceChecks(ctx.db);
    await ctx.pool.query("update operator_balance_checks set next_at = now() - interval '1 second'");
    const [a, b] = await Promise.all([checkDueBalances(ctx.deps, 50), checkDueBalances(ctx.deps, 50)]);
    // Test mode's MTN and Wave accounts, and live mode's two checked on demand above: each once.
    expect(a + b).toBe(4);
    expect(await checkDueBalances(ctx.deps, 50)).toBe(0);
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from operator_balance_checks where next_at > now() + interval '10 minutes'",
    );
    expect(rows[0].n).toBe(4);
  });

  it("counts a payout the operator has not paid yet as in flight, not as an alert", async () => {
    // Money available at once (no payment delay), then a payout MTN keeps processing (…04): the
    // books hold it reserved, MTN's account still holds it.
    expect((await admin.patch("/api/settings/company", { paymentDelayDays: 0 })).status).toBe(200);
    const created = await createPayment(admin, { amount: 20_000, operator: "mtn_momo", phone: "0500000001" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");
    await settleDue(ctx.db, 100);
    const before = alerts();
    const payout = await admin.post("/api/payouts", { amount: 10_000, phone: "0505000004" });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    await sendRound(ctx, 10);
    expect((await admin.get(`/api/payouts/${payout.body.id}`)).body.payout.status).toBe("processing");
    const check = (await checkNow()).mtn_momo;
    expect(check).toMatchObject({ status: "in_flight", unexplained: 10_000, inFlight: 10_000 });
    expect(await alerts()).toBe(await before);
  });

  it("judges a difference by the rules: in flight only when pending payments can cover it", () => {
    const books = { books: 9_750, fees: 250, manual_refunds: 0, in_flight: 5_000, in_flight_payments: 1 };
    const plain = { books: 10_000, fees: 0, manual_refunds: 0, in_flight: 0, in_flight_payments: 0 };
    expect(judge(10_000, plain)).toEqual({ status: "matched", unexplained: 0 });
    // The fee the operator never took, missing from its figure: nothing explains that.
    expect(judge(9_750, books)).toEqual({ status: "unexplained", unexplained: -250 });
    expect(judge(10_000, books)).toEqual({ status: "explained", unexplained: 0 });
    expect(judge(15_000, books)).toEqual({ status: "in_flight", unexplained: 5_000 });
    expect(judge(15_001, books)).toEqual({ status: "unexplained", unexplained: 5_001 });
    expect(judge(9_999, books)).toEqual({ status: "unexplained", unexplained: -1 });
  });
});
