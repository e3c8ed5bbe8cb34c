import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment as payment } from "../support/merchant";

// Idempotency-Key on the merchant API's POSTs (docs/API.md): replays, reuse with other
// parameters, concurrent twins, and a retry after its first request's process died.

let ctx: TestContext;
let testKey: string;

beforeAll(async () => {
  ({ ctx, testKey } = await merchantContext());
});

describe("Idempotency-Key", () => {
  it("replays the first answer, refuses the key with other parameters, and creates one payment for two concurrent requests", async () => {
    const api = merchant(ctx, testKey);
    const key = { "idempotency-key": `idem-${Date.now()}` };
    const first = await api.post("/v1/payments", { ...payment, reference: "IDEM-1" }, key);
    const { reference: _ignored, ...rest } = payment;
    const again = await api.post("/v1/payments", { reference: "IDEM-1", ...rest }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const reused = await api.post("/v1/payments", { ...payment, amount: 1 + payment.amount }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toMatchObject({ type: "idempotency_error", code: "idempotency_key_reused" });

    expect(reused.body.error.param).toBe("Idempotency-Key");
    const tooLong = await api.post("/v1/payments", payment, { "idempotency-key": "k".repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: "parameter_invalid", param: "Idempotency-Key" });

    const race = { "idempotency-key": `race-${Date.now()}` };
    const both = await Promise.all([1, 2].map(() => api.post("/v1/payments", { ...payment, reference: "RACE" }, race)));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0]?.body.id).toBe(both[1]?.body.id);
    const made = await ctx.pool.query("select count(*)::int as n from transactions where reference = 'RACE'");
    expect(made.rows[0].n).toBe(1);
  });

  it("lets a retry take over the key of a request whose process died, without a second payment", async () => {
    const api = merchant(ctx, testKey);
    const key = `died-${Date.now()}`;
    const first = await api.post("/v1/payments", { ...payment, reference: "DIED-1" }, { "idempotency-key": key });
    expect(first.status).toBe(201);
    // The process died after creating the payment, before recording its answer: the key is
    // still "in progress", for longer than any request lasts.
    const dead = () =>
      ctx.pool.query(
        "update idempotency_keys set state = 'in_progress', response_status = null, response_body = null, created_at = now() - interval '10 minutes' where key = $1",
        [key],
      );
    await dead();
    const retry = await api.post("/v1/payments", { ...payment, reference: "DIED-1" }, { "idempotency-key": key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    const count = async () =>
      (await ctx.pool.query("select count(*)::int as n from transactions where reference = 'DIED-1'")).rows[0].n;
    expect(await count()).toBe(1);
    // Answered now: the next retry is a plain replay.
    const replay = await api.post("/v1/payments", { ...payment, reference: "DIED-1" }, { "idempotency-key": key });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
    // Had it died before creating anything, the retry creates the payment.
    await dead();
    await ctx.pool.query("update transactions set idempotency_key = null where id = $1", [first.body.id]);
    const created = await api.post("/v1/payments", { ...payment, reference: "DIED-1" }, { "idempotency-key": key });
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(first.body.id);
    expect(await count()).toBe(2);
  });
});
