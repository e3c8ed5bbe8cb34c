import { beforeAll, describe, expect, it } from "vitest";
import { settleDue } from "../../src/modules/ledger";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { createPayment, inMode, settled } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// The settlement report (docs/LEDGER.md § Settlement report) ties to the books to the franc: each
// day and operator account equals a sum computed here over the payments and refunds themselves,
// and each account's nets over the whole history add up to its balance (GET /v1/balance).

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  // Sales through two operators, one refunded in part, one settled.
  const mtn = await createPayment(admin, { amount: 25_000, operator: "mtn_momo", phone: "0500001234" });
  expect((await settled(admin, mtn.id)).payment.status).toBe("succeeded");
  const secret = await waveTestWebhookSecret(ctx, companyId);
  for (const amount of [12_000, 4_000]) {
    const created = await createPayment(admin, { amount, operator: "wave", phone: "0700000004" });
    const { rows } = await ctx.pool.query("select operator_reference from transactions where id = $1", [created.id]);
    const session = { id: rows[0].operator_reference, amount: String(amount), currency: "XOF" };
    expect((await postWaveWebhook(ctx, waveEvent(created.id, session), secret)).status).toBe(200);
    if (amount === 12_000) {
      const refund = await inMode(admin, "test").post(`/api/payments/${created.id}/refund`, {
        amount: 2_000,
        reason: "Article manquant",
      });
      expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
    }
  }
  await ctx.pool.query(
    "update ledger_settlements_due set settles_at = now() - interval '1 second' where payment_id = $1",
    [mtn.id],
  );
  await settleDue(ctx.db, 10_000);
});

type Day = {
  day: string;
  operator: string;
  payments: number;
  gross: number;
  refunds: number;
  fees: number;
  net: number;
};

/** The same figures, from the payments and refunds alone (days in UTC). */
async function independent(from: string, to: string): Promise<Day[]> {
  const { rows } = await ctx.pool.query(
    `with sales as (
       select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, operator, count(*) as payments,
         sum(amount) as gross, sum(fee) as fees
       from transactions
       where company_id = $1 and is_test_data and status in ('succeeded', 'partially_refunded', 'refunded')
       group by 1, 2
     ), given as (
       select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.operator, sum(r.amount) as refunds
       from refunds r join transactions t on t.id = r.payment_id
       where r.company_id = $1 and r.is_test_data and r.status = 'succeeded'
       group by 1, 2
     )
     select coalesce(s.day, g.day) as day, coalesce(s.operator, g.operator) as operator,
       coalesce(s.payments, 0)::int as payments, coalesce(s.gross, 0)::int as gross,
       coalesce(g.refunds, 0)::int as refunds, coalesce(s.fees, 0)::int as fees
     from sales s full join given g on g.day = s.day and g.operator = s.operator
     where coalesce(s.day, g.day) between $2 and $3`,
    [companyId, from, to],
  );
  const order = ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer"];
  return rows
    .map((r) => ({ ...r, net: r.gross - r.refunds - r.fees }))
    .sort((a, b) => a.day.localeCompare(b.day) || order.indexOf(a.operator) - order.indexOf(b.operator));
}

describe("the settlement report", () => {
  it("gives each day and operator account the sums of its payments and refunds, and each account's nets its balance", async () => {
    const from = daysAgo(365);
    const res = await inMode(admin, "test").get(`/api/reports/settlements?from=${from}&to=${today()}&tz=GMT%2B00:00`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body;
    const want = await independent(from, today());
    expect(want.some((d) => d.operator === "wave" && d.refunds >= 2_000)).toBe(true);
    expect(
      report.days.map(({ expectedSettlement: _e, settled: _s, ...d }: Day & Record<string, unknown>) => d),
    ).toEqual(want);
    const sum = (key: keyof Day) => want.reduce((s, d) => s + (d[key] as number), 0);
    expect(report.totals).toEqual({ gross: sum("gross"), refunds: sum("refunds"), fees: sum("fees"), net: sum("net") });

    // The whole history is in the period: each account's nets are what it holds.
    const balance = (await merchant(ctx, await newKey(admin, "test")).get("/v1/balance")).body;
    for (const account of balance.operators as { operator: string; available: number; pending: number }[]) {
      const nets = report.days
        .filter((d: Day) => d.operator === account.operator)
        .reduce((s: number, d: Day) => s + d.net, 0);
      expect(nets, account.operator).toBe(account.available + account.pending);
    }

    // Today's Wave sales are expected at the latest of their settlement dates.
    const { rows } = await ctx.pool.query(
      "select to_char(max(settles_at) at time zone 'UTC', 'YYYY-MM-DD') as d from transactions where company_id = $1 and is_test_data and operator = 'wave' and to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') = $2",
      [companyId, today()],
    );
    expect(report.days.find((d: Day) => d.day === today() && d.operator === "wave").expectedSettlement).toBe(rows[0].d);
  });

  it("gives the same figures as a CSV file, totals last", async () => {
    const from = daysAgo(365);
    const query = `from=${from}&to=${today()}&tz=GMT%2B00:00`;
    const json = (await inMode(admin, "test").get(`/api/reports/settlements?${query}`)).body;
    const res = await inMode(admin, "test").get(`/api/reports/settlements.csv?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="payflow-settlements-${from}-${today()}.csv"`,
    );
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toBe("day,operator,payments,gross,refunds,fees,net,expected_settlement,settled");
    expect(lines.length).toBe(json.days.length + 2);
    const first = json.days[0];
    expect(lines[1]).toBe(
      [
        first.day,
        first.operator,
        first.payments,
        first.gross,
        first.refunds,
        first.fees,
        first.net,
        first.expectedSettlement ?? "",
        first.settled ? "yes" : "no",
      ].join(","),
    );
    expect(lines.at(-1)).toBe(
      `total,,,${json.totals.gross},${json.totals.refunds},${json.totals.fees},${json.totals.net},,`,
    );
  });

  it("refuses a period that ends before it starts or lasts more than 366 days, at its end", async () => {
    for (const [from, to] of [
      [today(), daysAgo(1)],
      [daysAgo(400), today()],
    ]) {
      const res = await inMode(admin, "test").get(`/api/reports/settlements?from=${from}&to=${to}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "reportPeriodInvalid", field: "to" });
    }
    const bad = await inMode(admin, "test").get("/api/reports/settlements?from=yesterday&to=today");
    expect(bad.status).toBe(400);
  });
});
