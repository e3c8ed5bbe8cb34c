import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CREDENTIALS } from "../../src/sandboxes/credentials";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment, inMode, reconciledUntil, settled } from "../support/payments";
import { fund } from "../support/payouts";
import { defaultCompanyId } from "../support/people";
import { pollUntil } from "../support/sandbox";

// A payment whose operator reference a crash never stored (the create's answer lost) still
// settles through reconciliation; what reconciliation learns is stored, and its Wave refund finds
// the session by our reference (docs/PAYMENTS.md § Refunds, docs/OPERATORS.md "Wave — Checkout API").
// A refusal no retry can change is told as such, never as "the operator could not be reached".

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

const test = () => inMode(admin, "test");

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true, jobs: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
  // An earlier Wave sale, settled: the wallet holds more than any refund here takes from it.
  await fund(ctx, companyId, "wave", 100_000);
});

type Row = { status: string; operator_reference: string | null; operator_transaction_id: string | null };

async function paymentRow(id: string): Promise<Row> {
  const { rows } = await ctx.pool.query(
    "select status, operator_reference, operator_transaction_id from transactions where id = $1",
    [id],
  );
  return rows[0];
}

/**
 * The crash: the payment's operator reference as if never stored, with its transaction id unless
 * the operator's success had already given it; answers what they were.
 */
async function forgetOperatorIds(id: string, { succeeded = false } = {}): Promise<Row> {
  const before = await paymentRow(id);
  expect(before.operator_reference).not.toBeNull();
  await ctx.pool.query(
    `update transactions set operator_reference = null${succeeded ? "" : ", operator_transaction_id = null"}
      where id = $1`,
    [id],
  );
  const after = await paymentRow(id);
  expect(after.operator_reference).toBeNull();
  expect(after.operator_transaction_id).toBe(succeeded ? before.operator_transaction_id : null);
  return before;
}

/** Reconciliation rounds, the payment due at each, until it has left pending. */
function reconciled(id: string): Promise<Row> {
  return reconciledUntil(
    ctx.deps,
    async () => {
      await ctx.pool.query("update transactions set next_check_at = now() where id = $1 and status = 'pending'", [id]);
      return paymentRow(id);
    },
    (row) => row.status !== "pending",
  );
}

/** Whether the Wave sandbox's session was given back (its record, as Wave keeps it). */
async function sessionRefunded(sessionId: string): Promise<boolean> {
  const { rows } = await ctx.pool.query(
    "select data->>'refunded' as refunded from sandbox_records where operator = 'wave' and key = $1",
    [sessionId],
  );
  return rows[0]?.refunded === "true";
}

describe("a Wave payment whose session id a crash lost", () => {
  it("gets its session and transaction id back from reconciliation, then refunds in full through Wave", async () => {
    // …05: Wave takes the money but its webhook is lost: only reconciliation hears of it.
    const created = await createPayment(admin, { amount: 8_000, operator: "wave", phone: "0700000005" });
    const lost = await forgetOperatorIds(created.id);

    const row = await reconciled(created.id);
    expect(row.status).toBe("succeeded");
    expect(row.operator_reference).toBe(lost.operator_reference);
    expect(row.operator_transaction_id).toMatch(/^T_/);

    const refund = await test().post(`/api/payments/${created.id}/refund`, {});
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body).toMatchObject({ amount: 8_000, method: "operator", status: "succeeded" });
    expect((await test().get(`/api/payments/${created.id}`)).body.payment.status).toBe("refunded");
    expect(await sessionRefunded(lost.operator_reference as string)).toBe(true);
  });

  it("already succeeded without it (stored before this was mended): the refund finds the session by our reference and stores it", async () => {
    const created = await createPayment(admin, { amount: 6_000, operator: "wave", phone: "0700000001" });
    expect((await settled(admin, created.id)).payment.status).toBe("succeeded");
    const lost = await forgetOperatorIds(created.id, { succeeded: true });

    const refund = await test().post(`/api/payments/${created.id}/refund`, {});
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body).toMatchObject({ amount: 6_000, method: "operator", status: "succeeded" });
    expect(await sessionRefunded(lost.operator_reference as string)).toBe(true);
    const row = await pollUntil(
      () => paymentRow(created.id),
      (r) => r.operator_reference !== null,
    );
    expect(row).toMatchObject({ status: "refunded", operator_reference: lost.operator_reference });
  });

  it("with no session of its own at Wave: refused for good (409, with Wave's word), not 'try again', nothing recorded", async () => {
    // A Wave sale the sandbox never saw: no session of this business carries its reference.
    const id = await fund(ctx, companyId, "wave", 3_000);
    // Someone else, with the sandbox's published key, pays a session naming it: not this business's.
    const foreign = await fetch(`${ctx.deps.selfUrl}/sandbox/wave/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${SANDBOX_CREDENTIALS.wave.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: "3000",
        currency: "XOF",
        success_url: "https://shop.example.ci/ok",
        error_url: "https://shop.example.ci/ko",
        client_reference: id,
        restrict_payer_mobile: "+2250700000001",
      }),
    });
    const session = (await foreign.json()) as { id: string };
    expect(foreign.status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const refund = await test().post(`/api/payments/${id}/refund`, {});
      expect(refund.status).toBe(409);
      expect(refund.body.error).toMatchObject({ code: "refundNotPossibleAtOperator" });
      expect(refund.body.error.message).toContain("checkout-session-not-found");
      expect(refund.body.error.message).not.toMatch(/try again/i);
    }
    const detail = (await test().get(`/api/payments/${id}`)).body;
    expect(detail.payment.status).toBe("succeeded");
    expect(detail.refunds).toEqual([]);
    expect(await sessionRefunded(session.id)).toBe(false);
  });

  it("Wave's own refusal (its session was never paid) is refused for good with Wave's reason, not 502", async () => {
    // …04: nobody pays the session; PayFlow's row says succeeded (a success it should never have taken).
    const created = await createPayment(admin, { amount: 4_000, operator: "wave", phone: "0700000004" });
    await ctx.pool.query(
      "update transactions set status = 'succeeded', paid_at = now(), next_check_at = null where id = $1",
      [created.id],
    );
    const refund = await test().post(`/api/payments/${created.id}/refund`, {});
    expect(refund.status).toBe(409);
    expect(refund.body.error.code).toBe("refundNotPossibleAtOperator");
    expect(refund.body.error.message).toContain("checkout-refund-failed");
    expect((await test().get(`/api/payments/${created.id}`)).body.refunds).toEqual([]);
  });
});

describe("MTN and Moov payments whose reference a crash lost", () => {
  it("get it back from reconciliation's status read", async () => {
    for (const [operator, phone] of [
      ["mtn_momo", "0500000005"],
      ["moov_money", "0100000001"],
    ] as const) {
      const created = await createPayment(admin, { amount: 5_000, operator, phone });
      const lost = await forgetOperatorIds(created.id);
      const row = await reconciled(created.id);
      expect(row.status, operator).toBe("succeeded");
      expect(row.operator_reference, operator).toBe(lost.operator_reference);
      expect(row.operator_transaction_id, operator).not.toBeNull();
    }
  });
});
