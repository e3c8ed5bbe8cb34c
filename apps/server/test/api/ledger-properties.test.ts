import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLedger, settleDue } from "../../src/modules/ledger";
import { applyOperatorStatus } from "../../src/modules/payments/engine/outcomes";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode } from "../support/payments";

// The books over random sequences of what happens to payments (docs/LEDGER.md): successes,
// late successes (after a cancel), partial and full refunds, settlements, and corrections
// reversed. Whatever the order, every journal transaction balances and the books agree with the
// payments and refunds (checkLedger rebuilds them from those alone).

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

type Op =
  | { kind: "succeed"; payment: number }
  | { kind: "cancelThenSucceed"; payment: number }
  | { kind: "refund"; payment: number; percent: number }
  | { kind: "settle" }
  | { kind: "correction"; amount: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("succeed" as const), payment: fc.nat(3) }),
  fc.record({ kind: fc.constant("cancelThenSucceed" as const), payment: fc.nat(3) }),
  fc.record({ kind: fc.constant("refund" as const), payment: fc.nat(3), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("settle" as const) }),
  fc.record({ kind: fc.constant("correction" as const), amount: fc.integer({ min: 1, max: 1_000_000 }) }),
);

let runs = 0;

async function play(ops: Op[]) {
  const run = ++runs;
  const api = inMode(admin, "test");
  // Four open Wave payments (…04: the sandbox never settles them by itself).
  const payments: Array<{ id: string; amount: number }> = [];
  for (let i = 0; i < 4; i++) {
    const amount = 1_000 + 250 * i + run;
    const created = await createPayment(admin, { amount, operator: "wave", phone: "0700000004" });
    payments.push({ id: created.id, amount });
  }
  const at = (n: number) => payments[n] as { id: string; amount: number };
  const success = (id: string) =>
    applyOperatorStatus(ctx.deps, id, { state: "succeeded", operatorTransactionId: `T_${id}`, reported: undefined });
  for (const [i, step] of ops.entries()) {
    if (step.kind === "succeed") await success(at(step.payment).id);
    if (step.kind === "cancelThenSucceed") {
      await api.post(`/api/payments/${at(step.payment).id}/cancel`);
      await success(at(step.payment).id);
    }
    if (step.kind === "refund") {
      const { id, amount } = at(step.payment);
      const part = Math.max(1, Math.floor((amount * step.percent) / 100));
      // Refused when not refundable or more than is left: the books must not move then either.
      await api.post(`/api/payments/${id}/refund`, { amount: part, reason: "Retour" });
    }
    if (step.kind === "settle") {
      await ctx.pool.query("update ledger_settlements_due set settles_at = now() - interval '1 second'");
      await settleDue(ctx.db, 10_000);
    }
    if (step.kind === "correction") {
      // A correction posted, then undone by its reversing transaction.
      const id = `ljt_correction_${run}_${i}`;
      await ctx.pool.query(
        "insert into ledger_journal (id, company_id, is_test_data, source, source_id, lines) select $1, company_id, true, 'correction', substr($1, 5), $2 from transactions where id = $3",
        [
          id,
          JSON.stringify([
            { account: "sales", amount: -step.amount },
            { account: "fees", amount: step.amount },
          ]),
          at(0).id,
        ],
      );
      await ctx.pool.query("select ledger_reverse($1)", [id]);
    }
  }
}

describe("the books over random sequences", () => {
  it("balance every journal transaction and agree with the payments and refunds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await play(ops);
        const { rows } = await ctx.pool.query(
          "select count(*)::int as n from ledger_journal j where (select sum((l->>'amount')::bigint) from jsonb_array_elements(j.lines) l) <> 0",
        );
        expect(rows[0].n).toBe(0);
        expect(await checkLedger(ctx.db)).toEqual([]);
      }),
      {
        numRuns: 20,
        // First, one sequence with every kind of step, so that each kind of posting is surely made.
        examples: [
          [
            [
              { kind: "succeed", payment: 0 },
              { kind: "refund", payment: 0, percent: 40 },
              { kind: "cancelThenSucceed", payment: 1 },
              { kind: "settle" },
              { kind: "refund", payment: 1, percent: 100 },
              { kind: "correction", amount: 700 },
            ],
          ],
        ],
      },
    );
    const { rows } = await ctx.pool.query(
      "select source, count(*)::int as n from ledger_journal group by 1 order by 1",
    );
    expect(rows.map((r) => r.source)).toEqual(["correction", "payment.success", "refund", "reversal", "settlement"]);
  }, 180_000);
});
