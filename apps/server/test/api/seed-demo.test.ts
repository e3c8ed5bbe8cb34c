import { beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../src/db/schema";
import { seedDemoHistory } from "../../src/demo/history";
import { newId } from "../../src/lib/ids";
import { checkLedger } from "../../src/modules/ledger";
import { SALE_SQL } from "../../src/modules/reports/money";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { defaultCompanyId, otherCompany } from "../support/people";

// `npm run seed:demo` (demo/history.ts): a 90-day history in the default company's test mode,
// the same on every run, never touching live data or another company, and read by the reports
// like any payment.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;
const liveId = newId("pay");
const elsewhereId = newId("pay");

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  await ctx.db.insert(transactions).values([
    { id: liveId, companyId, isTestData: false, amount: 77_700, status: "succeeded", operator: "wave" },
    {
      id: elsewhereId,
      companyId: await otherCompany(ctx),
      isTestData: true,
      amount: 5_500,
      status: "pending",
      operator: "mtn_momo",
    },
  ]);
});

const counts = async () => {
  const { rows } = await ctx.pool.query(
    `SELECT
       (SELECT count(*)::int FROM transactions WHERE company_id = $1 AND is_test_data) AS payments,
       (SELECT count(*)::int FROM transactions WHERE company_id = $1 AND NOT is_test_data) AS live,
       (SELECT count(*)::int FROM transactions WHERE company_id <> $1) AS elsewhere,
       (SELECT count(*)::int FROM refunds WHERE company_id = $1) AS refunds,
       (SELECT count(*)::int FROM payment_events WHERE company_id = $1) AS events,
       (SELECT count(*)::int FROM webhook_deliveries WHERE company_id = $1) AS deliveries,
       (SELECT count(*)::int FROM clients WHERE company_id = $1) AS clients,
       (SELECT count(DISTINCT operator)::int FROM transactions WHERE company_id = $1 AND is_test_data) AS operators,
       (SELECT count(DISTINCT status)::int FROM transactions WHERE company_id = $1 AND is_test_data) AS statuses,
       (SELECT min(created_at) FROM transactions WHERE company_id = $1 AND is_test_data) AS first`,
    [companyId],
  );
  return rows[0];
};

describe("the demo history", () => {
  it("fills 90 days of the test mode, the same on every run, and leaves live data and other companies alone", async () => {
    const now = new Date();
    const summary = await seedDemoHistory(ctx.deps, companyId, now);
    expect(summary.payments).toBeGreaterThan(18_000);
    expect(summary.payments).toBeLessThan(23_000);
    const first = await counts();
    expect(first).toMatchObject({
      payments: summary.payments,
      live: 1,
      elsewhere: 1,
      refunds: summary.refunds,
      deliveries: summary.deliveries,
      operators: 5,
      statuses: 7,
    });
    expect(first.refunds).toBeGreaterThan(100);
    expect(first.clients).toBe(300);
    expect(now.getTime() - new Date(first.first).getTime()).toBeGreaterThan(88 * 86_400_000);
    expect(now.getTime() - new Date(first.first).getTime()).toBeLessThan(91 * 86_400_000);

    // Again: replaced, not added to.
    const again = await seedDemoHistory(ctx.deps, companyId, now);
    expect(again).toEqual(summary);
    expect(await counts()).toEqual(first);
    // The books: the first history's postings reversed, the second's posted, all as the payments say.
    expect(await checkLedger(ctx.db)).toEqual([]);
    const { rows } = await ctx.pool.query(
      "SELECT amount, status FROM transactions WHERE id = ANY($1) ORDER BY amount",
      [[liveId, elsewhereId]],
    );
    expect(rows).toEqual([
      { amount: "5500", status: "pending" },
      { amount: "77700", status: "succeeded" },
    ]);
  }, 300_000);

  it("is what the reports and the transactions list show", async () => {
    const report = await inMode(admin, "test").post("/api/reports", { reportType: "transactions" });
    expect(report.status).toBe(200);
    const { rows } = await ctx.pool.query(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS succeeded FROM transactions
       WHERE company_id = $1 AND is_test_data AND created_at >= $2::date - 29 AND ${SALE_SQL}`,
      [companyId, report.body.filters.to],
    );
    expect(report.body.succeededTransactions).toBe(rows[0].n);
    expect(report.body.totalSucceededAmount).toBe(Number(rows[0].succeeded));
    expect(report.body.succeededTransactions).toBeGreaterThan(3000);
    const list = await inMode(admin, "test").get("/api/payments?limit=5&status=refunded");
    expect(list.body.items).toHaveLength(5);
    const detail = await inMode(admin, "test").get(`/api/payments/${list.body.items[0].id}`);
    expect(detail.body.events.map((e: { type: string }) => e.type)).toEqual([
      "payment.pending",
      "payment.success",
      "refund.succeeded",
    ]);
    expect(detail.body.refunds).toHaveLength(1);
  });
});

// The demo's clients are test data. A real client of a business pays in both
// modes, so clients are not split by mode; only the demo's are marked and kept out of live.
describe("the demo's clients and payment account", () => {
  it("stay out of the live clients list and the live figures, and are in test mode's", async () => {
    const real = await admin.post("/api/clients", { name: "Client réel de Koffi" });
    expect(real.status).toBe(201);
    // One demo client made today, so the dashboard's "new clients" has one to count.
    await ctx.pool.query(
      "UPDATE clients SET created_at = now() WHERE id = (SELECT id FROM clients WHERE company_id = $1 AND id LIKE 'cus_demo_%' ORDER BY id LIMIT 1)",
      [companyId],
    );

    const live = await inMode(admin, "live").get("/api/clients");
    expect(live.status).toBe(200);
    expect(live.body.items.map((c: { id: string }) => c.id)).toEqual([real.body.client.id]);
    const test = await inMode(admin, "test").get("/api/clients");
    expect(test.body.total).toBe(301);

    const liveHome = await inMode(admin, "live").get("/api/dashboard/summary");
    expect(liveHome.body.newClientsToday).toBe(1);
    const testHome = await inMode(admin, "test").get("/api/dashboard/summary");
    expect(testHome.body.newClientsToday).toBe(2);

    const liveReport = await inMode(admin, "live").post("/api/reports", { reportType: "customers" });
    expect(liveReport.status).toBe(200);
    expect(liveReport.body.clients.newClients).toBe(1);
    const testReport = await inMode(admin, "test").post("/api/reports", { reportType: "customers" });
    expect(testReport.body.clients.newClients).toBeGreaterThan(50);
  });

  it("cannot be named by a live payment", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT id FROM clients WHERE company_id = $1 AND id LIKE 'cus_demo_%' LIMIT 1",
      [companyId],
    );
    const res = await inMode(admin, "live").post("/api/payments", {
      amount: 1000,
      clientId: rows[0].id,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.field).toBe("clientId");
  });

  it("come with a payment account, so the point of sale can collect at once", async () => {
    const accounts = await inMode(admin, "test").get("/api/pos/accounts");
    expect(accounts.status).toBe(200);
    expect(accounts.body.items.length).toBeGreaterThan(0);
    expect(accounts.body.items.some((a: { ready: boolean }) => a.ready)).toBe(true);
  });
});
