import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { zoneOf } from "../../src/lib/period";
import { grouped } from "../../src/modules/reports/queries";
import { compactTotals } from "../../src/modules/reports/totals";
import { createTestContext, type TestContext } from "../support/context";
import { defaultCompanyId, otherCompany } from "../support/people";

// The hourly payment totals the reports read (db/schema/totals.ts): kept by triggers as payments
// are created, change status or amount, in bulk or one by one, and always equal to what the
// payments themselves add up to — before and after the deltas are moved into the hourly table.

let ctx: TestContext;
let companyId: string;
const HOUR = 3_600_000;
const start = new Date(Math.floor(Date.now() / HOUR) * HOUR - 72 * HOUR);
const range = { from: start, to: new Date(start.getTime() + 96 * HOUR) };
const OPERATORS = ["wave", "orange_money", "mtn_momo", "moov_money", "bank_transfer", null];
const STATUSES = ["pending", "succeeded", "failed", "expired"];

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = await defaultCompanyId(ctx);
});

/** What the payments themselves add up to, per day of the zone, operator and status. */
async function fromPayments(mode: "test" | "live", offsetHours: number) {
  const { rows } = await ctx.db.execute(sql`
    SELECT to_char(created_at + make_interval(hours => ${offsetHours}), 'YYYY-MM-DD') AS day, operator, status,
           count(*)::int AS count, sum(amount)::bigint AS amount
    FROM transactions
    WHERE company_id = ${companyId} AND is_test_data = ${mode === "test"}
      AND created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1, 2, 3`);
  return rows
    .map((r) => ({
      day: r.day,
      operator: r.operator ?? null,
      status: r.status,
      count: r.count,
      amount: Number(r.amount),
    }))
    .sort(order);
}

const order = (a: { day: unknown; operator: unknown; status: unknown }, b: typeof a) =>
  `${a.day}|${a.operator}|${a.status}`.localeCompare(`${b.day}|${b.operator}|${b.status}`);

async function expectTotalsMatch() {
  for (const mode of ["test", "live"] as const) {
    for (const label of ["GMT+00:00", "GMT+01:00", "GMT-05:00"] as const) {
      const zone = zoneOf(label);
      const totals = (await grouped(ctx.pool, { companyId, mode }, range, zone)).sort(order);
      expect(totals, `${mode} ${label}`).toEqual(await fromPayments(mode, zone.offsetMs / HOUR));
    }
  }
}

describe("payment totals", () => {
  it("equal the payments' own sums through bulk inserts, changes, compaction and deletes", async () => {
    // 3,000 payments in one statement, over 72 hours, every operator and status, both modes.
    await ctx.db.insert(transactions).values(
      Array.from({ length: 3000 }, (_, i) => ({
        id: newId("pay"),
        companyId,
        isTestData: i % 7 !== 0,
        amount: 100 + ((i * 37) % 50_000),
        status: STATUSES[i % STATUSES.length] as string,
        operator: OPERATORS[i % OPERATORS.length] ?? null,
        createdAt: new Date(start.getTime() + ((i * 86_413) % (72 * HOUR))),
      })),
    );
    // Another company's payments never count.
    await ctx.db.insert(transactions).values({
      id: newId("pay"),
      companyId: await otherCompany(ctx),
      isTestData: true,
      amount: 55_555,
      status: "succeeded",
      operator: "wave",
      createdAt: new Date(start.getTime() + HOUR),
    });
    await expectTotalsMatch();

    // Status changes one by one and in bulk, an amount change, an operator chosen later.
    const { rows } = await ctx.db.execute<{ id: string }>(
      sql`SELECT id FROM transactions WHERE company_id = ${companyId} AND status = 'pending' ORDER BY id LIMIT 50`,
    );
    for (const r of rows.slice(0, 10)) {
      await ctx.db.execute(sql`UPDATE transactions SET status = 'succeeded' WHERE id = ${r.id}`);
    }
    await ctx.db.execute(
      sql`UPDATE transactions SET status = 'expired' WHERE id IN (SELECT id FROM transactions WHERE company_id = ${companyId} AND status = 'pending' ORDER BY id LIMIT 200)`,
    );
    await ctx.db.execute(sql`UPDATE transactions SET amount = amount + 1 WHERE id = ${rows[20]?.id}`);
    await ctx.db.execute(sql`UPDATE transactions SET operator = 'wave' WHERE id IN (
      SELECT id FROM transactions WHERE company_id = ${companyId} AND operator IS NULL ORDER BY id LIMIT 30)`);
    // Changes that do not touch a total add no delta.
    const before = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_totals_pending`);
    await ctx.db.execute(sql`UPDATE transactions SET next_check_at = now() WHERE company_id = ${companyId}`);
    const after = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_totals_pending`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    await expectTotalsMatch();

    // Moved in small batches, then all: the figures never change.
    expect(await compactTotals(ctx.db, 5)).toBe(5);
    await expectTotalsMatch();
    while ((await compactTotals(ctx.db, 1000)) > 0) {}
    const left = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payment_totals_pending`);
    expect(left.rows[0]?.n).toBe(0);
    await expectTotalsMatch();

    // More changes on top of moved totals, then a delete.
    await ctx.db.execute(
      sql`UPDATE transactions SET status = 'failed' WHERE id IN (SELECT id FROM transactions WHERE company_id = ${companyId} AND status = 'succeeded' ORDER BY id LIMIT 100)`,
    );
    await ctx.db.execute(
      sql`DELETE FROM transactions WHERE id IN (SELECT id FROM transactions WHERE company_id = ${companyId} AND status = 'failed' ORDER BY id LIMIT 5)`,
    );
    await expectTotalsMatch();
    // A range off whole hours is read from the payments themselves, and still right.
    const odd = { from: new Date(start.getTime() + 1_800_000), to: range.to };
    const zone = zoneOf("GMT+00:00");
    const direct = (await grouped(ctx.pool, { companyId, mode: "test" }, odd, zone)).reduce((s, g) => s + g.count, 0);
    const { rows: count } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transactions WHERE company_id = ${companyId} AND is_test_data AND created_at >= ${odd.from} AND created_at < ${odd.to}`,
    );
    expect(direct).toBe(count[0]?.n);
  }, 120_000);
});
