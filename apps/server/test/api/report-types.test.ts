import { beforeAll, describe, expect, it } from "vitest";
import { clients, transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { defaultCompanyId } from "../support/people";

// The three report types are not one page under three names: each holds what its name says — customers: per client; payments: per operator and status;
// transactions: the rows — and the JSON file keeps the summary shape of docs/PRODUCT.md §3.

let ctx: TestContext;
let admin: TestClient;
const tantie = newId("cus");
const kone = newId("cus");
const ids: string[] = [];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const companyId = await defaultCompanyId(ctx);
  await ctx.db.insert(clients).values([
    { id: tantie, companyId, name: "Maquis Chez Tantie", email: "tantie@example.ci" },
    { id: kone, companyId, name: "Koné & Fils", email: "kone@example.ci" },
  ]);
  const rows = [
    { amount: 10_000, status: "succeeded", operator: "wave", clientId: tantie, at: minutesAgo(50) },
    {
      amount: 5_000,
      status: "partially_refunded",
      operator: "wave",
      clientId: tantie,
      refunded: 2_000,
      at: minutesAgo(40),
    },
    { amount: 3_000, status: "failed", operator: "orange_money", clientId: kone, at: minutesAgo(30) },
    { amount: 8_000, status: "succeeded", operator: "mtn_momo", clientId: kone, at: minutesAgo(20) },
    { amount: 6_000, status: "expired", operator: null, clientId: null, at: minutesAgo(10) },
  ];
  for (const r of rows) {
    const id = newId("pay");
    ids.push(id);
    await ctx.db.insert(transactions).values({
      id,
      companyId,
      isTestData: true,
      amount: r.amount,
      status: r.status,
      operator: r.operator,
      clientId: r.clientId,
      refundedAmount: r.refunded ?? 0,
      createdAt: r.at,
      paidAt: r.status === "failed" || r.status === "expired" ? null : r.at,
    });
  }
});

const report = async (reportType: string) =>
  (await inMode(admin, "test").post("/api/reports", { reportType, tz: "GMT+00:00" })).body;
const csv = async (reportType: string) => {
  const res = await inMode(admin, "test").post("/api/reports/download", { reportType, format: "csv" });
  expect(res.status).toBe(200);
  return res.body as string;
};

describe("report types", () => {
  it("customers: per client its payments, volume, refunds and last payment, in the page and the CSV", async () => {
    const body = await report("customers");
    // Largest gross volume first; the refund is counted, the failed attempt is not a payment made.
    expect(body.customers).toHaveLength(2);
    expect(body.customers[0]).toEqual({
      id: tantie,
      name: "Maquis Chez Tantie",
      email: "tantie@example.ci",
      payments: 2,
      grossVolume: 15_000,
      refunds: 2_000,
      netVolume: 13_000,
      lastPaymentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
    });
    expect(body.customers[1]).toMatchObject({ id: kone, payments: 1, grossVolume: 8_000, refunds: 0 });
    const text = await csv("customers");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("client_id,name,email,payments,gross_volume,refunds,net_volume,last_payment_at");
    expect(lines.find((l) => l.startsWith(tantie))).toMatch(
      /^cus_\w+,Maquis Chez Tantie,tantie@example\.ci,2,15000,2000,13000,\d{4}-/,
    );
  });

  it("payments: per operator its counts by status and money; the CSV lists operator, method and status", async () => {
    const body = await report("payments");
    const wave = body.byOperator.find((o: { operator: string | null }) => o.operator === "wave");
    expect(wave.statuses).toEqual({
      succeeded: { count: 1, amount: 10_000 },
      partially_refunded: { count: 1, amount: 5_000 },
    });
    const none = body.byOperator.find((o: { operator: string | null }) => o.operator === null);
    expect(none.statuses).toEqual({ expired: { count: 1, amount: 6_000 } });
    const lines = (await csv("payments")).trim().split("\r\n");
    expect(lines[0]).toBe("operator,method,status,payments,amount");
    expect(lines).toContain("Wave,mobile_money,partially_refunded,1,5000");
    expect(lines).toContain("Orange Money,mobile_money,failed,1,3000");
    expect(lines).toContain(",,expired,1,6000");
  });

  it("transactions: the CSV is the period's payments, one row each", async () => {
    const text = await csv("transactions");
    for (const id of ids) expect(text).toContain(id);
    expect(text.trim().split("\r\n")).toHaveLength(ids.length + 1);
    expect(await csv("customers")).not.toBe(text);
    const body = await report("transactions");
    expect(body.byStatus).toEqual(
      expect.arrayContaining([
        { status: "succeeded", count: 2, amount: 18_000 },
        { status: "expired", count: 1, amount: 6_000 },
      ]),
    );
  });

  it("keeps the spec's summary in every JSON file", async () => {
    for (const reportType of ["transactions", "customers", "payments"]) {
      const res = await inMode(admin, "test").post("/api/reports/download", { reportType, format: "json" });
      expect(res.headers.get("content-disposition")).toContain(`payflow-report-${reportType}-`);
      expect(res.body).toMatchObject({
        reportType,
        generatedAt: expect.any(String),
        filters: { from: expect.any(String), to: expect.any(String) },
        totalTransactions: 5,
        succeededTransactions: 3,
        totalSucceededAmount: 23_000,
      });
    }
  });
});
