import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clients, companies, transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, registration, type TestContext } from "../support/context";
import { defaultCompanyId, portalLogin, TEMPORARY_PASSWORD } from "../support/people";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

async function clientWithLogin(name: string) {
  const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.ci`;
  const res = await admin.post("/api/clients", { name, email, password: TEMPORARY_PASSWORD });
  expect(res.status).toBe(201);
  return { clientId: res.body.client.id as string, login: await portalLogin(ctx, email) };
}

describe("client portal transactions", () => {
  it("shows a client only the rows of its own client record, newest first", async () => {
    const companyId = await defaultCompanyId(ctx);
    const awa = await clientWithLogin("Awa");
    const yao = await clientWithLogin("Yao");
    const row = (clientId: string, amount: number, minutesAgo: number, status = "pending") => ({
      id: newId("pay"),
      companyId,
      clientId,
      amount,
      status,
      description: `Facture ${amount}`,
      isTestData: false,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await ctx.db
      .insert(transactions)
      .values([
        row(awa.clientId, 15000, 30, "succeeded"),
        row(awa.clientId, 2500, 5),
        row(yao.clientId, 990000, 1, "failed"),
      ]);

    const mine = await awa.login.get("/api/portal/transactions");
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((t: { amount: number }) => t.amount)).toEqual([2500, 15000]);
    expect(mine.body.items[1]).toMatchObject({ description: "Facture 15000", status: "succeeded", currency: "XOF" });
    const theirs = await yao.login.get("/api/portal/transactions");
    expect(theirs.body.items.map((t: { amount: number }) => t.amount)).toEqual([990000]);
    // A pending one carries its checkout link so the client can pay it; a final one does not.
    expect(mine.body.items[0].checkoutUrl).toBe(`http://localhost:3000/pay/${mine.body.items[0].id}`);
    expect(mine.body.items[1].checkoutUrl).toBeNull();
    expect(mine.body.items[1].code).toMatch(/^PF-/);
    // Search by description, by code; never another client's rows.
    const found = await awa.login.get("/api/portal/transactions?q=15000");
    expect(found.body.items.map((t: { amount: number }) => t.amount)).toEqual([15000]);
    const byCode = await awa.login.get(`/api/portal/transactions?q=${mine.body.items[0].code}`);
    expect(byCode.body.items.map((t: { amount: number }) => t.amount)).toEqual([2500]);
    expect((await awa.login.get("/api/portal/transactions?q=990000")).body.items).toEqual([]);
    expect((await awa.login.get("/api/portal/transactions?q=%25")).body.items).toEqual([]);
  });

  // The portal names the business that was paid, not the company the client typed when
  // registering, and a business's test payments stay out of its real client's portal.
  it("names the paying business and lists live payments unless asked for test mode", async () => {
    const companyId = await defaultCompanyId(ctx);
    const [business] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    const login = ctx.client();
    const reg = await login.post("/api/register", registration({ company: "Boutique Awa" }));
    expect(reg.status).toBe(201);
    const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, reg.body.userId));
    const row = (amount: number, isTestData: boolean) => ({
      id: newId("pay"),
      companyId,
      clientId: record?.id as string,
      amount,
      status: "succeeded",
      description: `Facture ${amount}`,
      isTestData,
    });
    await ctx.db.insert(transactions).values([row(31000, false), row(4200, true)]);

    const live = await login.get("/api/portal/transactions");
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ mode: "live", company: business?.name });
    expect(live.body.company).not.toBe("Boutique Awa");
    expect(live.body.items.map((t: { amount: number }) => t.amount)).toEqual([31000]);
    // The staff app's mode header does not put a client's portal in test mode.
    const header = await login.request("GET", "/api/portal/transactions", { headers: { "x-payflow-mode": "test" } });
    expect(header.body.items.map((t: { amount: number }) => t.amount)).toEqual([31000]);

    const test = await login.get("/api/portal/transactions?mode=test");
    expect(test.body).toMatchObject({ mode: "test", company: business?.name });
    expect(test.body.items).toEqual([expect.objectContaining({ amount: 4200, isTestData: true })]);
    expect((await login.get("/api/portal/transactions?mode=sandbox")).status).toBe(400);
  });

  it("is empty for a client without rows and refused to staff", async () => {
    const { login } = await clientWithLogin("Kone");
    expect((await login.get("/api/portal/transactions")).body).toMatchObject({ mode: "live", items: [] });
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    expect((await admin.get("/api/portal/transactions")).status).toBe(403);
    expect((await ctx.client().get("/api/portal/transactions")).status).toBe(401);
  });

  it("the database keeps amounts positive integers with the spec's defaults", async () => {
    const companyId = await defaultCompanyId(ctx);
    await expect(
      ctx.pool.query("INSERT INTO transactions (id, company_id, amount) VALUES ('pay_x', $1, 0)", [companyId]),
    ).rejects.toThrow(/transactions_amount_positive/);
    const { rows } = await ctx.pool.query(
      "INSERT INTO transactions (id, company_id, amount) VALUES ('pay_y', $1, 100) RETURNING currency, status, metadata",
      [companyId],
    );
    expect(rows[0]).toEqual({ currency: "XOF", status: "pending", metadata: {} });
  });
});
