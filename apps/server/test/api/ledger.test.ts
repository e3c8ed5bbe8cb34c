import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger, settleDue } from "../../src/modules/ledger";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode, settled } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// The books (docs/LEDGER.md): PostgreSQL posts each money event in the statement that records
// it, once, balanced, and never lets a posting change or go.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

type Line = { account: string; amount: number };
type Journal = { id: string; source: string; source_id: string; lines: Line[] };

async function journalsOf(paymentId: string): Promise<Journal[]> {
  const { rows } = await ctx.pool.query(
    "select id, source, source_id, lines from ledger_journal where payment_id = $1 order by seq",
    [paymentId],
  );
  return rows;
}

async function paymentRow(id: string) {
  const { rows } = await ctx.pool.query("select amount, fee, operator, settles_at from transactions where id = $1", [
    id,
  ]);
  return rows[0] as { amount: string; fee: string; operator: string; settles_at: Date };
}

/** Each account's balance over the payment's journals (debits positive). */
function balances(journals: Journal[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const j of journals) for (const l of j.lines) out[l.account] = (out[l.account] ?? 0) + l.amount;
  for (const [k, v] of Object.entries(out)) if (v === 0) delete out[k];
  return out;
}

/** A Wave payment of `amount` whose session the sandbox opened (it never settles by itself: …04). */
async function openWavePayment(amount: number) {
  const created = await createPayment(admin, { amount, operator: "wave", phone: "0700000004" });
  const { rows } = await ctx.pool.query("select operator_reference from transactions where id = $1", [created.id]);
  const session = { id: rows[0].operator_reference, amount: String(amount), currency: "XOF" };
  return { id: created.id as string, session };
}

describe("the ledger", () => {
  it("posts a success once, balanced: the amount into the operator's pending wallet, the fee out of it", async () => {
    const created = await createPayment(admin, { amount: 25_000, operator: "mtn_momo", phone: "0500001234" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");
    const p = await paymentRow(created.id);
    const journals = await journalsOf(created.id);
    expect(journals.map((j) => j.source)).toEqual(["payment.success"]);
    const fee = Number(p.fee);
    expect(balances(journals)).toEqual({
      "operator:mtn_momo:pending": 25_000 - fee,
      sales: -25_000,
      ...(fee > 0 ? { fees: fee } : {}),
    });
  });

  it("posts one journal when twenty copies of the operator's success arrive at once", async () => {
    const secret = await waveTestWebhookSecret(ctx, companyId);
    const { id, session } = await openWavePayment(7_000);
    const body = waveEvent(id, session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWaveWebhook(ctx, body, secret)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const journals = await journalsOf(id);
    expect(journals.map((j) => j.source)).toEqual(["payment.success"]);
    expect(balances(journals).sales).toBe(-7_000);
  });

  it("posts nothing for a success that changed nothing (a forged amount is held for review)", async () => {
    const secret = await waveTestWebhookSecret(ctx, companyId);
    const { id, session } = await openWavePayment(9_000);
    expect((await postWaveWebhook(ctx, waveEvent(id, { ...session, amount: "1" }), secret)).status).toBe(200);
    expect(await journalsOf(id)).toEqual([]);
  });

  it("posts a refund out of the payment's wallet, by hand too", async () => {
    const secret = await waveTestWebhookSecret(ctx, companyId);
    const { id, session } = await openWavePayment(12_000);
    expect((await postWaveWebhook(ctx, waveEvent(id, session), secret)).status).toBe(200);
    const fee = Number((await paymentRow(id)).fee);
    const api = inMode(admin, "test");
    // A partial refund is by hand (with a reason); the rest, in full, would go through Wave.
    const refund = await api.post(`/api/payments/${id}/refund`, { amount: 2_000, reason: "Article manquant" });
    expect(refund.status, JSON.stringify(refund.body)).toBeLessThan(300);
    const journals = await journalsOf(id);
    expect(journals.map((j) => j.source)).toEqual(["payment.success", "refund"]);
    expect(balances(journals)).toEqual({
      "operator:wave:pending": 12_000 - fee - 2_000,
      sales: -12_000,
      ...(fee > 0 ? { fees: fee } : {}),
      refunds: 2_000,
    });
  });

  it("moves what is left pending to available once the payment settles, once", async () => {
    const secret = await waveTestWebhookSecret(ctx, companyId);
    const { id, session } = await openWavePayment(30_000);
    expect((await postWaveWebhook(ctx, waveEvent(id, session), secret)).status).toBe(200);
    const fee = Number((await paymentRow(id)).fee);
    // Its settlement date comes (the work list, not the books, may be moved for the test).
    await ctx.pool.query(
      "update ledger_settlements_due set settles_at = now() - interval '1 second' where payment_id = $1",
      [id],
    );
    expect(await settleDue(ctx.db, 10_000)).toBeGreaterThanOrEqual(1);
    expect(await settleDue(ctx.db, 10_000)).toBe(0);
    const journals = await journalsOf(id);
    expect(journals.map((j) => j.source)).toEqual(["payment.success", "settlement"]);
    expect(balances(journals)).toEqual({
      "operator:wave:available": 30_000 - fee,
      sales: -30_000,
      ...(fee > 0 ? { fees: fee } : {}),
    });
  });

  it("refuses in the database a journal that does not balance, a line without an amount, a change and a removal", async () => {
    const insert = (lines: unknown, id = `ljt_test_${Math.random()}`) =>
      ctx.pool.query(
        "insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines) values ($1, $2, true, 'test', substr($1, 5), $3)",
        [id, companyId, JSON.stringify(lines)],
      );
    const refused = async (p: Promise<unknown>) => {
      await expect(p).rejects.toThrow();
    };
    const malformed = [
      // not balanced
      [
        { account: "a", amount: 100 },
        { account: "b", amount: -99 },
      ],
      // zero amounts
      [
        { account: "a", amount: 0 },
        { account: "b", amount: 0 },
      ],
      // one line
      [{ account: "a", amount: 100 }],
      // not whole francs
      [
        { account: "a", amount: 100.5 },
        { account: "b", amount: -100.5 },
      ],
      // no account
      [
        { account: "", amount: 100 },
        { account: "b", amount: -100 },
      ],
      // an amount that is not a number
      [
        { account: "a", amount: "100" },
        { account: "b", amount: -100 },
      ],
      // a line that is not an object, beside balanced ones
      [{ account: "a", amount: 100 }, { account: "b", amount: -100 }, 7],
      // not a list of lines
      { account: "a", amount: 100 },
    ];
    for (const lines of malformed) await refused(insert(lines));
    await insert(
      [
        { account: "a", amount: 100 },
        { account: "b", amount: -100 },
      ],
      "ljt_test_ok",
    );
    await refused(ctx.pool.query("update ledger_journal set lines = lines where id = 'ljt_test_ok'"));
    await refused(ctx.pool.query("delete from ledger_journal where id = 'ljt_test_ok'"));
    await refused(ctx.pool.query("truncate ledger_journal"));
    // The same source posts once.
    await refused(
      ctx.pool.query(
        "insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines) values ('ljt_test_ok', $1, true, 'test', 'test_ok', $2)",
        [
          companyId,
          JSON.stringify([
            { account: "a", amount: 1 },
            { account: "b", amount: -1 },
          ]),
        ],
      ),
    );
    // …nor under another id: a journal's id is its source's.
    await refused(
      ctx.pool.query(
        "insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines) values ('ljt_test_again', $1, true, 'test', 'test_ok', $2)",
        [
          companyId,
          JSON.stringify([
            { account: "a", amount: 1 },
            { account: "b", amount: -1 },
          ]),
        ],
      ),
    );
    // A correction is a reversing transaction: the original stays, the sum comes back to zero.
    await ctx.pool.query("select ledger_reverse('ljt_test_ok')");
    await ctx.pool.query("select ledger_reverse('ljt_test_ok')");
    const { rows } = await ctx.pool.query(
      "select count(*)::int as n, sum((l->>'amount')::bigint)::int as a from ledger_journal j, jsonb_array_elements(j.lines) l where j.id in ('ljt_test_ok', 'ljt_rev_ljt_test_ok') and l->>'account' = 'a'",
    );
    expect(rows[0]).toEqual({ n: 2, a: 0 });
  });

  it("agrees with the payments and refunds, and the check names a posting that does not", async () => {
    // Everything the scenarios above posted, rebuilt from the payments and refunds alone.
    expect(await checkLedger(ctx.db)).toEqual([]);
    // A balanced journal the payments do not explain (a fee booked as a sale).
    await ctx.pool.query(
      "insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines) values ('ljt_stray', $1, true, 'test', 'stray', $2)",
      [
        companyId,
        JSON.stringify([
          { account: "sales", amount: -500 },
          { account: "fees", amount: 500 },
        ]),
      ],
    );
    const differences = await checkLedger(ctx.db);
    expect(differences.map((d) => [d.mode, d.account, d.booked - d.expected])).toEqual([
      ["test", "fees", 500],
      ["test", "sales", -500],
    ]);
  });

  it("keeps each account's running total equal to its journal, and the check names one that is not", async () => {
    const journal = await ctx.pool.query(
      "select l->>'account' as account, sum((l->>'amount')::bigint)::int as amount from ledger_journal j, jsonb_array_elements(j.lines) l where company_id = $1 and is_test_data group by 1 order by 1",
      [companyId],
    );
    const totals = await ctx.pool.query(
      "select account, sum(amount)::int as amount from ledger_balances where company_id = $1 and is_test_data group by 1 order by 1",
      [companyId],
    );
    expect(totals.rows).toEqual(journal.rows);
    await ctx.pool.query(
      "update ledger_balances set amount = amount + 7 where company_id = $1 and is_test_data and account = 'fees' and slot = (select min(slot) from ledger_balances where company_id = $1 and is_test_data and account = 'fees')",
      [companyId],
    );
    const differences = await checkLedger(ctx.db);
    expect(differences.map((d) => [d.account, d.booked - d.expected])).toEqual([
      ["fees", 500],
      ["sales", -500],
      ["fees (running total)", 7],
    ]);
  });
});
