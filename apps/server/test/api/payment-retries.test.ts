import { PAYER_ATTEMPTS_PER_PAYMENT, V1Event, WebhookPayload } from "@payflow/contracts";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { reconcileDue } from "../../src/modules/payments";
import { deliverDue } from "../../src/modules/webhooks";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { eventsOf } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { pollUntil, type Received, startCallbackSink } from "../support/sandbox";
import { postWaveWebhook, waveEvent, waveTestWebhookSecret } from "../support/wave";

// Another try (docs/PAYMENTS.md § Another try): a payment whose payer chooses the operator on
// the checkout page stays open after a failed attempt, so the payer may pay another way; the
// business hears payment.attempt_failed; the failure is final on the last allowed attempt, at
// the end of the window, or at once when the business fixed the operator. An operator's word
// about an earlier attempt is that attempt's: never a second settlement, never dropped.

let ctx: TestContext;
let admin: TestClient;
let api: ReturnType<typeof merchant>;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext(
    { PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0", PAYFLOW_RATE_LIMIT_CHECKOUT: "0" },
    { listen: true },
  );
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  api = merchant(ctx, await newKey(admin, "test"));
  companyId = await defaultCompanyId(ctx);
});

type View = {
  status: string;
  operator: string | null;
  operators: string[];
  failure: { code: string } | null;
  failedAttempt: { operator: string; attemptsLeft: number } | null;
};

async function create(body: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await api.post("/v1/payments", { amount: 4_000, currency: "XOF", description: "retry", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const view = async (id: string): Promise<View> => (await ctx.client().get(`/api/checkout/${id}`)).body;
const pay = (id: string, operator: string, phone?: string) =>
  ctx.client().post(`/api/checkout/${id}/pay`, phone ? { operator, phone } : { operator });

/** The payer pays and the attempt fails: the page offers another try. */
async function failedTry(id: string, operator: string, phone: string): Promise<View> {
  expect((await pay(id, operator, phone)).status).toBe(200);
  return pollUntil(
    () => view(id),
    (v) => v.failedAttempt !== null || v.status !== "pending",
    10_000,
  );
}

async function attemptsOf(id: string): Promise<Array<{ operator: string; status: string }>> {
  const { rows } = await ctx.pool.query(
    "select operator, status from payment_attempts where payment_id = $1 order by created_at, id",
    [id],
  );
  return rows;
}

/** A Wave webhook about the payment's session `id`: paid, or its payment failed. */
async function sendWave(paymentId: string, id: string, paid: boolean) {
  const session = { id, amount: "4000", currency: "XOF" };
  const body = paid
    ? waveEvent(paymentId, session)
    : waveEvent(
        paymentId,
        {
          ...session,
          checkout_status: "open",
          payment_status: "cancelled",
          transaction_id: null,
          last_payment_error: { code: "insufficient-funds", message: "Solde insuffisant" },
        },
        "checkout.session.payment_failed",
      );
  return postWaveWebhook(ctx, body, await waveTestWebhookSecret(ctx, companyId));
}

/** A payment whose first try, through Wave, failed on the session `session` the operator knew. */
async function afterFailedWaveSession(session: string): Promise<string> {
  const { id } = await create();
  await failedTry(id, "wave", "0700000002");
  await ctx.pool.query(
    "update payment_attempts set operator_reference = $2 where payment_id = $1 and operator = 'wave'",
    [id, session],
  );
  return id;
}

describe("another try after a failed attempt", () => {
  it("keeps the payment open, tells the business, and lets the payer pay with another operator", async () => {
    const sink = await startCallbackSink();
    const endpoint = (
      await api.post("/v1/webhook_endpoints", {
        url: sink.url,
        events: ["payment.attempt_failed", "payment.success", "payment.failed"],
      })
    ).body as { secret: string };
    const { id } = await create();

    const afterFailure = await failedTry(id, "mtn_momo", "0500000002");
    expect(afterFailure).toMatchObject({
      status: "pending",
      operator: null,
      failure: { code: "insufficient_funds" },
      failedAttempt: { operator: "mtn_momo", attemptsLeft: PAYER_ATTEMPTS_PER_PAYMENT - 1 },
    });
    expect(afterFailure.operators).toEqual(expect.arrayContaining(["wave", "mtn_momo", "orange_money", "moov_money"]));
    // The business's view of it: pending, with why its last attempt failed.
    const reopened = (await api.get(`/v1/payments/${id}`)).body;
    expect(reopened).toMatchObject({
      status: "pending",
      operator: "mtn_momo",
      failure: { code: "insufficient_funds" },
    });

    expect((await pay(id, "orange_money", "0700000001")).status).toBe(200);
    const paid = await pollUntil(
      () => view(id),
      (v) => v.status !== "pending",
      10_000,
    );
    expect(paid).toMatchObject({ status: "succeeded", operator: "orange_money", failure: null, failedAttempt: null });
    expect(await attemptsOf(id)).toEqual([
      { operator: "mtn_momo", status: "failed" },
      { operator: "orange_money", status: "succeeded" },
    ]);
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.attempt_failed", "payment.success"]);

    // The webhook of the failed attempt is typed like every other, and GET /v1/events shows the same data.
    await deliverDue(ctx.deps);
    const bodies = sink.received.map((r: Received) =>
      new Webhook(endpoint.secret).verify(r.body, {
        "webhook-id": String(r.headers["webhook-id"]),
        "webhook-timestamp": String(r.headers["webhook-timestamp"]),
        "webhook-signature": String(r.headers["webhook-signature"]),
      }),
    ) as Array<{ type: string; data: { id: string; status: string } }>;
    // Deliveries go out side by side: their order is not the events' order.
    expect(bodies.map((b) => b.type).sort()).toEqual(["payment.attempt_failed", "payment.success"]);
    for (const body of bodies) expect(WebhookPayload.parse(body)).toEqual(body);
    const attemptFailed = bodies.find((b) => b.type === "payment.attempt_failed");
    expect(attemptFailed?.data).toMatchObject({ id, status: "pending", failure: { code: "insufficient_funds" } });
    const events = (await api.get("/v1/events?limit=100")).body.data as V1Event[];
    const listed = events.find((e) => e.type === "payment.attempt_failed" && e.data.id === id);
    expect(V1Event.parse(listed)).toEqual(listed);
    expect(listed?.data).toEqual(attemptFailed?.data);
  });

  it("fails for good on the last allowed attempt, and refuses another", async () => {
    const { id } = await create();
    const tries = [
      ["mtn_momo", "0500000002"],
      ["wave", "0700000002"],
      ["mtn_momo", "0500000003"],
    ] as const;
    expect(tries).toHaveLength(PAYER_ATTEMPTS_PER_PAYMENT);
    for (const [i, [operator, phone]] of tries.entries()) {
      const after = await failedTry(id, operator, phone);
      const last = i === tries.length - 1;
      expect(after.status, `${operator} try ${i + 1}`).toBe(last ? "failed" : "pending");
      expect(after.failedAttempt).toEqual(last ? null : { operator, attemptsLeft: tries.length - i - 1 });
    }
    expect((await view(id)).failure).toEqual({ code: "payer_declined" });
    expect(await attemptsOf(id)).toEqual(tries.map(([operator]) => ({ operator, status: "failed" })));
    expect(await eventsOf(ctx, id)).toEqual([
      "payment.pending",
      "payment.attempt_failed",
      "payment.attempt_failed",
      "payment.failed",
    ]);
    const again = await pay(id, "orange_money", "0700000001");
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("paymentNotPending");
  });

  it("fails at once when the business fixed the operator", async () => {
    const { id } = await create({ operator: "mtn_momo" });
    const after = await failedTry(id, "mtn_momo", "0500000002");
    expect(after).toMatchObject({ status: "failed", failedAttempt: null, failure: { code: "insufficient_funds" } });
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.failed"]);
  });

  it("fails with the last attempt's reason when the payer does not choose again within the window", async () => {
    const { id } = await create();
    await failedTry(id, "wave", "0700000002");
    const { rows } = await ctx.pool.query("select expires_at, next_check_at from transactions where id = $1", [id]);
    // Opened for RETRY_WINDOW_SECONDS: reconciliation ends it then.
    expect(rows[0].next_check_at.getTime()).toBe(rows[0].expires_at.getTime());
    await ctx.pool.query(
      "update transactions set expires_at = now() - interval '1 second', next_check_at = now() - interval '1 second' where id = $1",
      [id],
    );
    await reconcileDue(ctx.deps);
    expect(await view(id)).toMatchObject({ status: "failed", failure: { code: "insufficient_funds" } });
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.attempt_failed", "payment.failed"]);
  });

  it("starts one attempt when the payer's two tabs choose at the same moment, first or again", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await create();
      if (round > 0) await failedTry(id, "mtn_momo", "0500000002");
      const answers = await Promise.all([pay(id, "mtn_momo", "0500000004"), pay(id, "wave", "0700000004")]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const open = (await attemptsOf(id)).filter((a) => a.status !== "failed");
      expect(open).toHaveLength(1);
      // The winner's operator and number, never one tab's operator with the other's attempt.
      const { rows } = await ctx.pool.query("select operator, phone from transactions where id = $1", [id]);
      expect(rows[0]).toEqual(
        open[0]?.operator === "wave"
          ? { operator: "wave", phone: "0700000004" }
          : { operator: "mtn_momo", phone: "0500000004" },
      );
    }
  });
});

describe("an operator's word about an earlier attempt", () => {
  it("settles the payment by that attempt when none other is under way (debited but reported failed)", async () => {
    // …14: the operator reports a failure, then the success 3 s later: the payer did pay.
    const { id } = await create();
    const after = await failedTry(id, "mtn_momo", "0500000014");
    expect(after.failedAttempt).not.toBeNull();
    const paid = await pollUntil(
      () => view(id),
      (v) => v.status !== "pending",
      15_000,
    );
    expect(paid).toMatchObject({ status: "succeeded", operator: "mtn_momo", failure: null });
    expect(await attemptsOf(id)).toEqual([{ operator: "mtn_momo", status: "succeeded" }]);
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.attempt_failed", "payment.success"]);
  });

  it("holds an earlier attempt's success for review while another attempt is under way: never settled twice", async () => {
    const id = await afterFailedWaveSession("cos-first-try");
    expect((await pay(id, "mtn_momo", "0500000004")).status).toBe(200);
    expect((await sendWave(id, "cos-first-try", true)).status).toBe(200);

    const { rows } = await ctx.pool.query("select status, operator from transactions where id = $1", [id]);
    expect(rows[0]).toEqual({ status: "pending", operator: "mtn_momo" });
    const held = await ctx.pool.query("select mismatches from held_operator_reports where payment_id = $1", [id]);
    expect(held.rows.map((r) => r.mismatches)).toEqual([["attempt"]]);
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.attempt_failed"]);
  });

  it("lets a replayed failure of an earlier session change nothing about the current one", async () => {
    const id = await afterFailedWaveSession("cos-replayed");
    expect((await pay(id, "wave", "0700000004")).status).toBe(200);
    expect((await sendWave(id, "cos-replayed", false)).status).toBe(200);
    const now = await view(id);
    expect(now).toMatchObject({ status: "pending", operator: "wave", failedAttempt: null });
    expect((await attemptsOf(id)).map((a) => a.status)).toEqual(["failed", "sent"]);
    expect(await eventsOf(ctx, id)).toEqual(["payment.pending", "payment.attempt_failed"]);
  });

  it("answers 404 to a callback of an operator the payment never tried", async () => {
    const { id } = await create();
    await failedTry(id, "mtn_momo", "0500000002");
    expect((await sendWave(id, "cos-never", true)).status).toBe(404);
    expect((await view(id)).status).toBe("pending");
  });
});
