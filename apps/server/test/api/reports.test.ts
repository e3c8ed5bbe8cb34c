import { beforeAll, describe, expect, it } from "vitest";
import { clients, transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";

// The dashboard's figures and the reports, checked against sums computed here from the rows
// this test writes (several days, statuses, operators, both modes, another company).

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const dayAt = (daysAgo: number, hourUtc: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY + hourUtc * 3_600_000);

type Row = { amount: number; status: string; operator: string; at: Date; live?: boolean; client?: boolean };
const ROWS: Row[] = [
  { amount: 10_000, status: "succeeded", operator: "wave", at: dayAt(0, 1), client: true },
  { amount: 5_000, status: "succeeded", operator: "orange_money", at: dayAt(0, 2) },
  { amount: 2_500, status: "failed", operator: "orange_money", at: dayAt(0, 3) },
  { amount: 7_000, status: "pending", operator: "mtn_momo", at: dayAt(0, 0.5) },
  { amount: 4_000, status: "succeeded", operator: "wave", at: dayAt(1, 10), client: true },
  { amount: 3_000, status: "expired", operator: "moov_money", at: dayAt(1, 11) },
  // 23:30 UTC three days ago: the next day in GMT+01:00.
  { amount: 20_000, status: "succeeded", operator: "bank_transfer", at: dayAt(3, 23.5) },
  { amount: 9_000, status: "succeeded", operator: "wave", at: dayAt(45, 12) },
  { amount: 99_000, status: "succeeded", operator: "wave", at: dayAt(0, 1), live: true },
];

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  const clientId = newId("cus");
  await ctx.db.insert(clients).values([
    { id: clientId, companyId, name: "Maquis Chez Tantie", email: "tantie@example.ci", createdAt: dayAt(0, 0.2) },
    { id: newId("cus"), companyId, name: "Hier", email: "hier@example.ci", createdAt: dayAt(1, 9) },
    { id: newId("cus"), companyId, name: "Avant-hier", email: "ah@example.ci", createdAt: dayAt(1, 8) },
  ]);
  await ctx.db.insert(transactions).values(
    ROWS.map((r) => ({
      id: newId("pay"),
      companyId,
      isTestData: !r.live,
      amount: r.amount,
      status: r.status,
      operator: r.operator,
      clientId: r.client ? clientId : null,
      createdAt: r.at,
      expiresAt: r.status === "pending" ? new Date(Date.now() - 60_000) : null,
    })),
  );
  await ctx.db.insert(transactions).values({
    id: newId("pay"),
    companyId: await otherCompany(ctx),
    isTestData: true,
    amount: 55_555,
    status: "succeeded",
    operator: "wave",
    createdAt: dayAt(0, 1),
  });
});

const testRows = (from: number, to: number) =>
  ROWS.filter((r) => !r.live && r.at.getTime() >= from && r.at.getTime() < to);
const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.amount, 0);

describe("dashboard summary", () => {
  it("computes today's and yesterday's figures, pending, alerts and 30 days from the rows", async () => {
    const res = await inMode(admin, "test").get("/api/dashboard/summary?tz=GMT%2B00:00");
    expect(res.status).toBe(200);
    const start = Date.parse(`${today}T00:00:00Z`);
    const succeeded = (from: number, to: number) => sum(testRows(from, to).filter((r) => r.status === "succeeded"));
    const volumeToday = succeeded(start, start + DAY);
    const volumeYesterday = succeeded(start - DAY, start);
    expect(res.body).toMatchObject({
      mode: "test",
      today,
      volumeToday,
      volumeYesterday,
      volumeChange: Math.round(((volumeToday - volumeYesterday) / volumeYesterday) * 1000) / 10,
      newClientsToday: 1,
      newClientsYesterday: 2,
      newClientsChange: -50,
      pendingPayments: 1,
    });
    expect(res.body.alerts).toEqual([{ kind: "overduePending", count: 1, items: [] }]);
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.daily.at(-1)).toEqual({ date: today, amount: volumeToday, count: 2 });
    expect(res.body.daily.reduce((s: number, d: { amount: number }) => s + d.amount, 0)).toBe(
      succeeded(start - 29 * DAY, start + DAY),
    );
    // Live mode: its own payment, and the operators without live credentials as an alert.
    const live = await inMode(admin, "live").get("/api/dashboard/summary");
    expect(live.body.volumeToday).toBe(99_000);
    expect(live.body.alerts[0]).toMatchObject({ kind: "liveOperatorsMissing", count: 4 });
  });
});

describe("reports", () => {
  it("gives the spec's summary for the last 30 days, per day in the person's time zone", async () => {
    const res = await inMode(admin, "test").post("/api/reports", { reportType: "transactions", tz: "GMT+01:00" });
    expect(res.status).toBe(200);
    const inPeriod = ROWS.filter((r) => !r.live && r.at.getTime() > Date.now() - 31 * DAY);
    expect(res.body).toMatchObject({
      reportType: "transactions",
      isTestMode: true,
      totalTransactions: inPeriod.length,
      totalAmount: sum(inPeriod),
      succeededTransactions: inPeriod.filter((r) => r.status === "succeeded").length,
      pendingTransactions: 1,
      failedTransactions: 1,
      totalSucceededAmount: sum(inPeriod.filter((r) => r.status === "succeeded")),
      filters: { timeZone: "GMT+01:00", to: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10) },
    });
    expect(Object.keys(res.body.dailySales)).toHaveLength(30);
    // The 23:30 UTC transfer counts on the next day in GMT+01:00.
    const shifted = new Date(dayAt(3, 23.5).getTime() + 3_600_000).toISOString().slice(0, 10);
    expect(res.body.dailySales[shifted]).toBe(20_000);
    const wave = res.body.byOperator.find((o: { operator: string }) => o.operator === "wave");
    expect(wave).toMatchObject({
      totalTransactions: 2,
      succeededTransactions: 2,
      totalSucceededAmount: 14_000,
      successRate: 100,
    });
    const orange = res.body.byOperator.find((o: { operator: string }) => o.operator === "orange_money");
    expect(orange).toMatchObject({ succeededTransactions: 1, failedTransactions: 1, successRate: 50 });
    expect(res.body.clients).toMatchObject({
      newClients: 3,
      payingClients: 1,
      top: [{ name: "Maquis Chez Tantie", amount: 14_000, count: 2 }],
    });
  });

  it("covers a custom range of whole days, and refuses one without both dates", async () => {
    const from = dayAt(50, 0).toISOString().slice(0, 10);
    const res = await inMode(admin, "test").post("/api/reports", { reportType: "custom", from, to: today });
    expect(res.body.totalTransactions).toBe(ROWS.filter((r) => !r.live).length);
    expect(Object.keys(res.body.dailySales)).toHaveLength(51);
    const missing = await inMode(admin, "test").post("/api/reports", { reportType: "custom", from });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: "reportPeriodRequired", field: "to" });
    const unknown = await inMode(admin, "test").post("/api/reports", { reportType: "sales" });
    expect(unknown.body.error.code).toBe("unknownReportType");
  });

  it("downloads the spec's JSON file and a CSV for generateReports holders only", async () => {
    const json = await inMode(admin, "test").post("/api/reports/download", { reportType: "payments", format: "json" });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toMatch(
      /attachment; filename="payflow-report-payments-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json"/,
    );
    expect(json.body).toMatchObject({ reportType: "payments", isTestMode: true });
    const csv = await inMode(admin, "test").post("/api/reports/download", { reportType: "payments", format: "csv" });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const manager = await signedInPerson(ctx, { role: "manager", companyId });
    expect((await inMode(manager.client, "test").post("/api/reports", { reportType: "payments" })).status).toBe(200);
    const refused = await inMode(manager.client, "test").post("/api/reports/download", {
      reportType: "payments",
      format: "json",
    });
    expect(refused.status).toBe(403);
    const user = await signedInPerson(ctx, { role: "user", companyId });
    expect((await inMode(user.client, "test").post("/api/reports", { reportType: "payments" })).status).toBe(403);
  });
});
