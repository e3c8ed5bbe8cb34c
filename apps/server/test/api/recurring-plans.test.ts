import { cycleDate } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { runDuePlans } from "../../src/modules/recurring-plans";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { addDays } from "../support/dates";
import { newClient, RICE_AND_MILK } from "../support/invoices";
import { inMode } from "../support/payments";
import { addCompany, signedInPerson } from "../support/people";

// Recurring billing as the business lives it: a plan issues, certifies and sends each cycle's
// invoice on its date; time moved forward issues the next cycle once, whatever the retries and
// the instances; cycles a downtime missed are issued once each; a pause bills nothing; a plan
// ends after its cycles; and no other company sees or touches it.

let ctx: TestContext;
let admin: TestClient;
const TODAY = new Date().toISOString().slice(0, 10);
/** A moment `days` after now: the rounds are run "then", as after that many days of running. */
const later = (days: number) => new Date(Date.now() + days * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

async function newPlan(body: Record<string, unknown>, by = admin) {
  const client = await newClient(by);
  const res = await inMode(by, "test").post("/api/recurring-plans", {
    clientId: client.id,
    template: "B2C",
    lines: RICE_AND_MILK,
    interval: "month",
    startDate: TODAY,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const plan = async (id: string) => (await inMode(admin, "test").get(`/api/recurring-plans/${id}`)).body;

async function cycles(planId: string) {
  const { rows } = await ctx.pool.query(
    `select c.cycle, c.date::text as date, i.state, i.certification_status as cert, i.due_date::text as due, c.sent_at is not null as sent
     from recurring_plan_cycles c join invoices i on i.id = c.invoice_id where c.plan_id = $1 order by c.cycle`,
    [planId],
  );
  return rows;
}

describe("a monthly plan", () => {
  it("issues, certifies and sends its first invoice on its start date, then each month once", async () => {
    const made = await newPlan({ dueDays: 10 });
    expect(made).toMatchObject({ status: "active", totalTtc: 20_629, cyclesIssued: 1 });
    expect(made.nextCycleDate).toBe(cycleDate(TODAY, { count: 1, unit: "month" }, 1));
    await runDuePlans(ctx.deps, 50, new Date());
    const first = await cycles(made.id);
    expect(first).toEqual([
      { cycle: 0, date: TODAY, state: "open", cert: "certified", due: addDays(TODAY, 10), sent: true },
    ]);
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n from email_outbox where template = 'invoiceSent' and text_body like $1",
      [`%/i/${made.issued[0].invoiceId}%`],
    );
    expect(rows[0].n).toBe(2);

    // Time moved forward: a month and a few days later, the round runs — twice, at once, as two instances would.
    await Promise.all([runDuePlans(ctx.deps, 50, later(33)), runDuePlans(ctx.deps, 50, later(33))]);
    await runDuePlans(ctx.deps, 50, later(33));
    const second = await cycles(made.id);
    expect(second.map((c: { cycle: number }) => c.cycle)).toEqual([0, 1]);
    expect(second[1]).toMatchObject({ date: made.nextCycleDate, state: "open", cert: "certified", sent: true });
    const numbers = await ctx.pool.query(
      "select count(distinct i.number)::int as n from recurring_plan_cycles c join invoices i on i.id = c.invoice_id where c.plan_id = $1",
      [made.id],
    );
    expect(numbers.rows[0].n).toBe(2);
  });

  it("issues every cycle a downtime missed, once each, in order", async () => {
    const made = await newPlan({ interval: "week" });
    // Three weeks and a day without a round: then one round, and another.
    await runDuePlans(ctx.deps, 50, later(22));
    await runDuePlans(ctx.deps, 50, later(22));
    const issued = await cycles(made.id);
    expect(issued.map((c: { date: string }) => c.date)).toEqual([0, 1, 2, 3].map((n) => addDays(TODAY, 7 * n)));
    expect((await plan(made.id)).nextCycleDate).toBe(addDays(TODAY, 28));
  });

  it("sends a cycle whose sending a crash interrupted, once", async () => {
    const made = await newPlan({});
    await ctx.pool.query("update recurring_plan_cycles set sent_at = null where plan_id = $1", [made.id]);
    const invoiceId = made.issued[0].invoiceId;
    const sentBefore = await ctx.pool.query(
      "select count(*)::int as n from invoice_activity where invoice_id = $1 and kind = 'sent'",
      [invoiceId],
    );
    await runDuePlans(ctx.deps, 50, new Date());
    await runDuePlans(ctx.deps, 50, new Date());
    const sentAfter = await ctx.pool.query(
      "select count(*)::int as n from invoice_activity where invoice_id = $1 and kind = 'sent'",
      [invoiceId],
    );
    expect(sentAfter.rows[0].n - sentBefore.rows[0].n).toBe(2);
    expect((await cycles(made.id))[0].sent).toBe(true);
  });

  it("ends after its number of cycles", async () => {
    const made = await newPlan({ interval: "custom", customEvery: { count: 10, unit: "day" }, cycles: 2 });
    await runDuePlans(ctx.deps, 50, later(45));
    expect((await cycles(made.id)).map((c: { date: string }) => c.date)).toEqual([TODAY, addDays(TODAY, 10)]);
    expect(await plan(made.id)).toMatchObject({ status: "ended", nextCycleDate: null, cyclesIssued: 2 });
  });
});

describe("the test clock", () => {
  it("issues the next cycle now, as on its date, in test mode only", async () => {
    const made = await newPlan({});
    const res = await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/advance-test-clock`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.issued.map((c: { date: string }) => c.date)).toEqual([TODAY, made.nextCycleDate]);
    expect(res.body.issued[1]).toMatchObject({ state: "open" });
    const live = await inMode(admin, "live").post(`/api/recurring-plans/${made.id}/advance-test-clock`);
    expect(live.status).toBe(404);
  });
});

describe("pausing, resuming and cancelling", () => {
  it("bills nothing while paused or once cancelled", async () => {
    const made = await newPlan({ interval: "week" });
    const paused = await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/pause`);
    expect(paused.body.status).toBe("paused");
    await runDuePlans(ctx.deps, 50, later(15));
    expect(await cycles(made.id)).toHaveLength(1);
    const resumed = await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/resume`);
    expect(resumed.body).toMatchObject({ status: "active", nextCycleDate: addDays(TODAY, 7) });
    const cancelled = await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: "cancelled", nextCycleDate: null });
    await runDuePlans(ctx.deps, 50, later(30));
    expect(await cycles(made.id)).toHaveLength(1);
    const again = await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/resume`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("recurringPlanEnded");
  });
});

describe("changing a plan", () => {
  it("bills the next cycles the new way and leaves the invoices already issued as they were", async () => {
    const made = await newPlan({ interval: "week", dueDays: 7 });
    const [first] = await cycles(made.id);
    const changed = await inMode(admin, "test").patch(`/api/recurring-plans/${made.id}`, {
      lines: [{ description: "Riz parfumé 25 kg", quantity: 1, unitPrice: 20_000, taxCode: "TVA" }],
      dueDays: 3,
      reminders: null,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ totalTtc: 23_600, dueDays: 3, reminders: null, interval: "week" });
    await runDuePlans(ctx.deps, 50, later(8));
    const after = await cycles(made.id);
    expect(after).toHaveLength(2);
    // The first invoice kept its total and due date; the second is the new content, due 3 days on.
    const { rows } = await ctx.pool.query(
      `select i.total_ttc::int as total, i.due_date::text as due from recurring_plan_cycles c
       join invoices i on i.id = c.invoice_id where c.plan_id = $1 order by c.cycle`,
      [made.id],
    );
    expect(rows).toEqual([
      { total: made.totalTtc, due: first.due },
      { total: 23_600, due: addDays(addDays(TODAY, 7), 3) },
    ]);
  });

  it("refuses who is billed, the interval or the start (fixed once made), and a cancelled plan", async () => {
    const made = await newPlan({});
    for (const body of [{ interval: "week" }, { startDate: addDays(TODAY, 3) }, { clientId: "cli_x" }]) {
      const res = await inMode(admin, "test").patch(`/api/recurring-plans/${made.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await inMode(admin, "test").post(`/api/recurring-plans/${made.id}/cancel`);
    const late = await inMode(admin, "test").patch(`/api/recurring-plans/${made.id}`, { dueDays: 3 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("recurringPlanEnded");
  });
});

describe("what a plan refuses", () => {
  it("refuses a start in the past and an end before the start, at their fields", async () => {
    const client = await newClient(admin);
    const base = { clientId: client.id, template: "B2C", lines: RICE_AND_MILK, interval: "month" };
    const past = await inMode(admin, "test").post("/api/recurring-plans", { ...base, startDate: "2020-01-01" });
    expect(past.body.error).toMatchObject({ code: "recurringStartInPast", field: "startDate" });
    const start = addDays(TODAY, 5);
    const end = await inMode(admin, "test").post("/api/recurring-plans", { ...base, startDate: start, endDate: TODAY });
    expect(end.body.error).toMatchObject({ code: "recurringEndBeforeStart", field: "endDate" });
  });

  it("is another company's business: 404 to read or act, and no plan for its client", async () => {
    const made = await newPlan({});
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx, `Autre ${Date.now()}`) });
    expect((await inMode(other.client, "test").get(`/api/recurring-plans/${made.id}`)).status).toBe(404);
    for (const action of ["pause", "resume", "cancel"])
      expect((await inMode(other.client, "test").post(`/api/recurring-plans/${made.id}/${action}`)).status).toBe(404);
    const res = await inMode(other.client, "test").post("/api/recurring-plans", {
      clientId: made.clientId,
      template: "B2C",
      lines: RICE_AND_MILK,
      interval: "month",
      startDate: TODAY,
    });
    expect(res.status).toBe(404);
  });
});
