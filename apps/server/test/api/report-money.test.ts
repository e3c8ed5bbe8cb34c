import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, refunds, transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { settleDue } from "../../src/modules/ledger";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { inMode } from "../support/payments";
import { defaultCompanyId } from "../support/people";

// Every money figure (dashboard, reports, /v1/balance) is the same definition
// — gross volume (payments that succeeded, refunded or not), refunds, net volume, fees — and
// equals a sum computed here in SQL, independently, over the same rows.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

const HOUR = 3_600_000;
const startOfToday = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
/** Today 00:30 UTC onwards, one payment a minute: all of them today (GMT+00:00) and in the last 30 days. */
const at = (i: number) => new Date(Math.min(startOfToday + HOUR / 2 + i * 60_000, Date.now() - 60_000));

type Row = {
  amount: number;
  status: string;
  operator: string | null;
  refunded?: number;
  late?: string;
  settled?: boolean;
};
const ROWS: Row[] = [
  { amount: 10_000, status: "succeeded", operator: "wave", settled: true },
  { amount: 5_000, status: "partially_refunded", operator: "orange_money", refunded: 2_000, settled: true },
  { amount: 1_000, status: "partially_refunded", operator: "wave", refunded: 1 },
  { amount: 3_000, status: "refunded", operator: "mtn_momo", refunded: 3_000, settled: true },
  { amount: 4_000, status: "succeeded", operator: "moov_money", late: "expired" },
  { amount: 7_000, status: "pending", operator: null },
  { amount: 2_500, status: "failed", operator: "orange_money" },
  { amount: 6_000, status: "expired", operator: null },
  { amount: 8_000, status: "cancelled", operator: "mtn_momo" },
  { amount: 20_000, status: "succeeded", operator: "bank_transfer" },
  // Another MTN sale, settled: the full MTN refund above gives back PayFlow's fee too, which the
  // books take from money available (a wallet never goes below zero).
  { amount: 1_000, status: "succeeded", operator: "mtn_momo", settled: true },
];

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  const rows = ROWS.map((r, i) => {
    const fee = Math.floor((r.amount * 250 + 5000) / 10000);
    const sale = ["succeeded", "partially_refunded", "refunded"].includes(r.status);
    return {
      id: newId("pay"),
      companyId,
      isTestData: true,
      amount: r.amount,
      fee,
      net: r.amount - fee,
      status: r.status,
      operator: r.operator,
      refundedAmount: r.refunded ?? 0,
      lateFrom: r.late ?? null,
      createdAt: at(i),
      paidAt: sale ? at(i) : null,
      settlesAt: sale ? new Date(Date.now() + (r.settled ? -HOUR : 2 * 86_400_000)) : null,
      expiresAt: new Date(Date.now() + (r.status === "pending" ? HOUR : -HOUR)),
    };
  });
  await ctx.db.insert(transactions).values(rows);
  // Each sale's success recorded as the engine records it, so the books post it.
  await ctx.db.insert(paymentEvents).values(
    rows
      .filter((r) => r.paidAt)
      .map((r) => ({
        id: newId("evt"),
        companyId,
        isTestData: true,
        paymentId: r.id,
        type: "payment.success",
        data: {},
        createdAt: r.paidAt as Date,
      })),
  );
  // The payments whose settlement date has come are settled, as the round would have done, before
  // their refunds: a full refund gives back PayFlow's fee too, from money available.
  await settleDue(ctx.db, 100);
  const refunded = rows.filter((r) => r.refundedAmount > 0);
  // The 2 000 of the 5 000 payment in two refunds, as the refund screen records them.
  await ctx.db.insert(refunds).values(
    refunded.flatMap((r) => {
      const parts = r.refundedAmount === 2_000 ? [1_500, 500] : [r.refundedAmount];
      return parts.map((amount) => ({
        id: newId("re"),
        companyId,
        isTestData: true,
        paymentId: r.id,
        amount,
        reason: "Retour",
        method: "manual",
      }));
    }),
  );
});

/** The figures over the company's test payments, computed here without PayFlow's code. */
async function independent() {
  const one = async (q: ReturnType<typeof sql>) => Number((await ctx.db.execute(q)).rows[0]?.v ?? 0);
  const sales = sql`company_id = ${companyId} AND is_test_data AND status IN ('succeeded', 'partially_refunded', 'refunded')`;
  const gross = await one(sql`SELECT coalesce(sum(amount), 0) AS v FROM transactions WHERE ${sales}`);
  const count = await one(sql`SELECT count(*) AS v FROM transactions WHERE ${sales}`);
  const fees = await one(sql`SELECT coalesce(sum(fee), 0) AS v FROM transactions WHERE ${sales}`);
  const given = await one(sql`
    SELECT coalesce(sum(r.amount), 0) AS v FROM refunds r JOIN transactions t ON t.id = r.payment_id
    WHERE t.company_id = ${companyId} AND t.is_test_data AND r.status = 'succeeded'`);
  const all = await one(sql`SELECT count(*) AS v FROM transactions WHERE company_id = ${companyId} AND is_test_data`);
  const settled = await one(
    sql`SELECT coalesce(sum(amount - refunded_amount - fee), 0) AS v FROM transactions WHERE ${sales} AND settles_at <= now()`,
  );
  return { gross, count, fees, refunds: given, net: gross - given, all, settled };
}

describe("money figures", () => {
  it("counts a refunded or late sale in the gross volume, and the report's headline equals its operator table", async () => {
    const want = await independent();
    // The 5 000 sale with 2 000 refunded is 5 000 gross and 3 000 net, not 0.
    expect(want).toMatchObject({ gross: 44_000, count: 7, refunds: 5_001, net: 38_999 });
    const res = await inMode(admin, "test").post("/api/reports", { reportType: "payments", tz: "GMT+00:00" });
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({
      totalTransactions: want.all,
      succeededTransactions: want.count,
      totalSucceededAmount: want.gross,
      grossVolume: want.gross,
      refunds: want.refunds,
      netVolume: want.net,
      fees: want.fees,
    });
    const sum = (key: string) => r.byOperator.reduce((s: number, o: Record<string, number>) => s + (o[key] ?? 0), 0);
    expect(sum("totalTransactions")).toBe(want.all);
    expect(sum("succeededTransactions")).toBe(want.count);
    expect(sum("grossVolume")).toBe(want.gross);
    expect(sum("refunds")).toBe(want.refunds);
    expect(sum("netVolume")).toBe(want.net);
    expect(sum("fees")).toBe(want.fees);
    const orange = r.byOperator.find((o: { operator: string | null }) => o.operator === "orange_money");
    expect(orange).toMatchObject({ grossVolume: 5_000, refunds: 2_000, netVolume: 3_000, succeededTransactions: 1 });
    // Payments nobody chose an operator for: counted, never a sale.
    const unchosen = r.byOperator.find((o: { operator: string | null }) => o.operator === null);
    expect(unchosen).toMatchObject({ totalTransactions: 2, succeededTransactions: 0, grossVolume: 0 });
    const daily = Object.values(r.dailySales as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(daily).toBe(want.gross);
  });

  it("gives the dashboard's today and 30-day chart the same gross volume", async () => {
    const want = await independent();
    const res = await inMode(admin, "test").get("/api/dashboard/summary?tz=GMT%2B00:00");
    expect(res.body.volumeToday).toBe(want.gross);
    const days = res.body.daily as { amount: number; count: number }[];
    expect(days.reduce((s, d) => s + d.amount, 0)).toBe(want.gross);
    expect(days.reduce((s, d) => s + d.count, 0)).toBe(want.count);
  });

  it("gives /v1/balance and the dashboard the net volume less fees, per operator, split by settlement", async () => {
    await settleDue(ctx.db, 100);
    const want = await independent();
    const balance = (await merchant(ctx, await newKey(admin, "test")).get("/v1/balance")).body;
    expect(balance.available).toBe(want.settled);
    expect(balance.available + balance.pending).toBe(want.net - want.fees);
    const { rows } = await ctx.db.execute<{ operator: string; available: string; pending: string }>(sql`
      SELECT operator,
        coalesce(sum(amount - refunded_amount - fee) FILTER (WHERE settles_at <= now()), 0) AS available,
        coalesce(sum(amount - refunded_amount - fee) FILTER (WHERE settles_at > now()), 0) AS pending
      FROM transactions
      WHERE company_id = ${companyId} AND is_test_data AND status IN ('succeeded', 'partially_refunded', 'refunded')
      GROUP BY operator`);
    const perOperator = ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer"].map((operator) => {
      const row = rows.find((r) => r.operator === operator);
      return { operator, available: Number(row?.available ?? 0), pending: Number(row?.pending ?? 0) };
    });
    expect(perOperator.find((o) => o.operator === "bank_transfer")?.pending).toBe(20_000 - 500);
    expect(balance.operators).toEqual(perOperator);
    const dashboard = await inMode(admin, "test").get("/api/balances");
    expect(dashboard.status).toBe(200);
    const { object: _object, ...same } = balance;
    expect(dashboard.body).toEqual(same);
  });
});
