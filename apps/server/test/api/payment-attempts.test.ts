import { beforeAll, describe, expect, it } from "vitest";
import { reconcileDue } from "../../src/modules/payments";
import { ADMIN, createTestContext, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { pollUntil } from "../support/sandbox";

// Each request to an operator is a row (payment_attempts), and a payment whose process died
// between storing its attempt and hearing the operator is carried on by the retry of its
// Idempotency-Key or by reconciliation: sent once, or failed with a clear code — never left
// for a payer who is never asked (docs/PAYMENTS.md, "Attempts").

let ctx: TestContext;
let api: ReturnType<typeof merchant>;

beforeAll(async () => {
  // A short operator time-out: reconciliation's "the dead process's call has surely ended".
  ctx = await createTestContext(
    { PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0", PAYFLOW_OPERATOR_TIMEOUT_MS: "1500" },
    { listen: true },
  );
  const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  api = merchant(ctx, await newKey(admin, "test"));
});

type Attempt = { id: string; status: string; operator: string; operator_reference: string | null };
const attemptsOf = async (paymentId: string): Promise<Attempt[]> =>
  (
    await ctx.pool.query(
      "select id, status, operator, operator_reference from payment_attempts where payment_id = $1 order by created_at, id",
      [paymentId],
    )
  ).rows;

async function pay(operator: string, phone: string, key?: string) {
  const res = await api.post(
    "/v1/payments",
    { amount: 2_500, currency: "XOF", description: "attempts", operator, phone },
    key ? { "idempotency-key": key } : {},
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; next_action: { url?: string | null } | null };
}

/**
 * What a process killed between storing the payment and hearing the operator leaves behind: the
 * attempt "sending", no answer on the payment, its Idempotency-Key still "in progress".
 */
async function cutOff(paymentId: string, key: string | null) {
  await ctx.pool.query(
    "update transactions set operator_reference = null, operator_data = '{}', next_action = null where id = $1",
    [paymentId],
  );
  await ctx.pool.query(
    "update payment_attempts set status = 'sending', operator_reference = null, answer = null, answered_at = null where payment_id = $1",
    [paymentId],
  );
  if (key)
    await ctx.pool.query(
      "update idempotency_keys set state = 'in_progress', response_status = null, response_body = null, created_at = now() - interval '10 minutes' where key = $1",
      [key],
    );
}

const sandboxRequests = async (operator: string, attemptId: string) =>
  (
    await ctx.pool.query("select count(*)::int as n from sandbox_records where operator like $1 and key = $2", [
      `${operator}%`,
      attemptId,
    ])
  ).rows[0].n;

describe("payment attempts as rows", () => {
  it("records each request to an operator with how far it got and how it ended", async () => {
    const ok = await pay("mtn_momo", "0500000001");
    const done = await pollUntil(
      () => attemptsOf(ok.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ operator: "mtn_momo", status: "succeeded" });
    // MTN knows the request by the reference PayFlow chose: the attempt id.
    expect(done[0]?.operator_reference).toBe(done[0]?.id);

    const declined = await pay("wave", "0700000002");
    const failed = await pollUntil(
      () => attemptsOf(declined.id),
      (rows) => rows[0]?.status === "failed",
    );
    expect(failed).toHaveLength(1);
  });

  it("refuses a second open attempt on one payment in the database itself", async () => {
    const open = await pay("moov_money", "0100000004");
    const [attempt] = await attemptsOf(open.id);
    expect(attempt?.status).toBe("sent");
    await expect(
      ctx.pool.query(
        "insert into payment_attempts (id, payment_id, company_id, is_test_data, operator, status) select 'second', id, company_id, true, 'mtn_momo', 'sending' from transactions where id = $1",
        [open.id],
      ),
    ).rejects.toThrow(/payment_attempts_one_open/);
  });
});

describe("a retry after the sending process died", () => {
  it("Wave: nobody had the page, so a new attempt is sent and the retry answers its page", async () => {
    const key = `attempt-wave-${Date.now()}`;
    const first = await pay("wave", "0700000004", key);
    await cutOff(first.id, key);
    const retry = await pay("wave", "0700000004", key);
    expect(retry.id).toBe(first.id);
    expect(retry.status).toBe("pending");
    expect(retry.next_action?.url).toMatch(/^http/);
    const rows = await attemptsOf(first.id);
    expect(rows.map((r) => r.status)).toEqual(["abandoned", "sent"]);
  });

  it("MTN: the same attempt is sent again, and MTN (by its reference id) asks the payer once", async () => {
    const key = `attempt-mtn-${Date.now()}`;
    const first = await pay("mtn_momo", "0500000004", key);
    await cutOff(first.id, key);
    const retry = await pay("mtn_momo", "0500000004", key);
    expect(retry.id).toBe(first.id);
    const rows = await attemptsOf(first.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("sent");
    expect(await sandboxRequests("mtn", rows[0]?.id ?? "")).toBe(1);
  });

  it("Moov: cannot be sent twice safely, so it fails at once with a clear code and Moov is still followed", async () => {
    const key = `attempt-moov-${Date.now()}`;
    const first = await pay("moov_money", "0100000004", key);
    await cutOff(first.id, key);
    const retry = await api.post(
      "/v1/payments",
      { amount: 2_500, currency: "XOF", description: "attempts", operator: "moov_money", phone: "0100000004" },
      { "idempotency-key": key },
    );
    expect(retry.body).toMatchObject({ id: first.id, status: "failed", failure: { code: "operator_unavailable" } });
    const followed = await ctx.pool.query("select next_check_at from transactions where id = $1", [first.id]);
    expect(followed.rows[0].next_check_at).not.toBeNull();
  });
});

describe("reconciliation of an attempt whose answer was lost", () => {
  it("fails an Orange payment whose pay token was never stored, once its call has surely ended", async () => {
    const first = await pay("orange_money", "0700000004");
    await cutOff(first.id, null);
    await ctx.pool.query(
      "update transactions set created_at = now() - interval '1 minute', next_check_at = now() where id = $1",
      [first.id],
    );
    await reconcileDue(ctx.deps);
    const after = await api.get(`/v1/payments/${first.id}`);
    expect(after.body).toMatchObject({ status: "failed", failure: { code: "operator_unavailable" } });
    expect((await attemptsOf(first.id)).map((r) => r.status)).toEqual(["failed"]);
  });

  it("leaves a payment whose call is still within its time-out to the process making it", async () => {
    const first = await pay("orange_money", "0700000004");
    await cutOff(first.id, null);
    await ctx.pool.query("update transactions set next_check_at = now() where id = $1", [first.id]);
    await reconcileDue(ctx.deps);
    expect((await api.get(`/v1/payments/${first.id}`)).body.status).toBe("pending");
  });
});
