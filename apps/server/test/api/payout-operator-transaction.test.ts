import { beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/lib/logger";
import { refundFollower } from "../../src/modules/payments";
import { sendDuePayouts } from "../../src/modules/payouts";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { fund, sendRound } from "../support/payouts";
import { defaultCompanyId } from "../support/people";

// One payout per operator transaction (docs/PAYOUTS.md § Sending, never twice): when the
// operator reports a payout paid under a transaction id another payout already carries, that
// payout keeps its state without the id and goes back to its status checks, the report is
// logged for a person with both payouts, the round goes on, and the first payout is untouched.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

/** A number MTN's sandbox keeps processing for ever (…04): its outcome is set by hand below. */
const PROCESSING = "05 05 00 00 04";

async function mtnPayout(): Promise<string> {
  const res = await admin.post("/api/payouts", { amount: 2_000, phone: PROCESSING, reason: "Prime" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** MTN's sandbox now answers this payout's transfer paid, under the transfer id `transactionId` makes. */
async function paidAtOperator(payoutId: string, transactionId: string) {
  const { rows } = await ctx.pool.query("select operator_reference from payouts where id = $1", [payoutId]);
  const changed = await ctx.pool.query(
    `update sandbox_records set data = jsonb_set(jsonb_set(jsonb_set(data,
       '{life,outcome}', '"paid_now"'), '{life,settleAt}', to_jsonb($2::bigint)), '{life,transactionId}', to_jsonb($3::text))
     where operator = 'mtn_momo-transfer' and data->>'reference' = $1`,
    [rows[0].operator_reference, Date.now() - 1_000, transactionId],
  );
  expect(changed.rowCount).toBe(1);
}

const due = (ids: string[]) => ctx.pool.query("update payouts set next_action_at = now() where id = any($1)", [ids]);
const payoutOf = async (id: string) => {
  const res = await admin.get(`/api/payouts/${id}`);
  expect(res.status).toBe(200);
  return res.body.payout;
};

/** One sender round whose error log is kept. */
async function loggedRound(): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const logger = createLogger("error", {}, (line) => lines.push(line));
  await sendDuePayouts({ ...ctx.deps, logger }, 50, refundFollower(ctx.deps));
  return lines.map((l) => JSON.parse(l));
}

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  await fund(ctx, companyId, "mtn_momo", 100_000);
});

describe("an operator transaction reported for a second payout", () => {
  it("is not recorded on it: it stays processing for its checks, the report is logged with both, the first untouched", async () => {
    const first = await mtnPayout();
    const second = await mtnPayout();
    await sendRound(ctx, 50);
    expect((await payoutOf(first)).status).toBe("processing");
    expect((await payoutOf(second)).status).toBe("processing");

    await paidAtOperator(first, "SAMETRANSFER");
    await due([first]);
    await sendRound(ctx, 50);
    const paid = await payoutOf(first);
    expect(paid.status).toBe("succeeded");
    const transactionId = paid.operatorTransactionId as string;
    expect(transactionId).toMatch(/^\d+$/);

    await paidAtOperator(second, "SAMETRANSFER");
    await due([second]);
    const logged = await loggedRound();
    const held = await payoutOf(second);
    expect(held).toMatchObject({ status: "processing", operatorTransactionId: null, completedAt: null });
    // Left to its status checks: asked again later, not held by this round's lease.
    const { rows } = await ctx.pool.query(
      "select next_action_at > now() as later, lease_until is null as free from payouts where id = $1",
      [second],
    );
    expect(rows[0]).toEqual({ later: true, free: true });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: "error",
        payoutId: second,
        holderPayoutId: first,
        operator: "mtn_momo",
        operatorTransactionId: transactionId,
      }),
    );
    expect(await payoutOf(first)).toEqual(paid);
  });

  it("reported for two payouts in one round is booked on one of them only", async () => {
    const a = await mtnPayout();
    const b = await mtnPayout();
    await sendRound(ctx, 50);
    await paidAtOperator(a, "BOTHATONCE01");
    await paidAtOperator(b, "BOTHATONCE01");
    await due([a, b]);
    const logged = await loggedRound();
    const both = [await payoutOf(a), await payoutOf(b)];
    const booked = both.filter((p) => p.status === "succeeded");
    const left = both.filter((p) => p.status === "processing");
    expect(booked).toHaveLength(1);
    expect(left).toHaveLength(1);
    expect(left[0].operatorTransactionId).toBeNull();
    expect(logged).toContainEqual(
      expect.objectContaining({ payoutId: left[0].id, holderPayoutId: booked[0].id, level: "error" }),
    );
  });
});
