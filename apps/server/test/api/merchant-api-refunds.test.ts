import { V1Event } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment as payment } from "../support/merchant";
import { pollUntil } from "../support/sandbox";

// Refunds, the engine's events and the balance through the merchant API (/v1).

let ctx: TestContext;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, testKey, liveKey } = await merchantContext());
});

describe("refunds, events and balance", () => {
  it("refunds through /v1, lists the engine's events and computes the balance from fees and settlement dates", async () => {
    const api = merchant(ctx, testKey);
    const paid = (
      await api.post("/v1/payments", { ...payment, amount: 10_000, operator: "mtn_momo", phone: "0500000001" })
    ).body;
    await pollUntil(
      async () => (await api.get(`/v1/payments/${paid.id}`)).body,
      (p) => p.status === "succeeded",
    );
    const refund = await api.post("/v1/refunds", {
      payment: paid.id,
      amount: 4000,
      method: "manual",
      reason: "Retour",
    });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ object: "refund", payment: paid.id, amount: 4000, method: "manual" });
    expect((await api.get(`/v1/refunds/${refund.body.id}`)).body.id).toBe(refund.body.id);
    expect((await api.get(`/v1/refunds?payment=${paid.id}`)).body.data).toHaveLength(1);
    const tooMuch = await api.post("/v1/refunds", { payment: paid.id, amount: 7000, method: "manual", reason: "x" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe("refund_exceeds_amount");

    // An event's data is the object it is about, as its webhook carries it: the payment, or the
    // refund with its payment, status and mode.
    const events = await api.get("/v1/events?limit=100");
    const mine = events.body.data.filter(
      (e: { type: string; data: { id: string; payment?: string } }) =>
        (e.type === "refund.succeeded" ? e.data.payment : e.data.id) === paid.id,
    );
    expect(mine.map((e: { type: string }) => e.type)).toEqual([
      "refund.succeeded",
      "payment.success",
      "payment.pending",
    ]);
    for (const event of mine) expect(V1Event.parse(event)).toEqual(event);
    expect((await api.get(`/v1/events/${mine[0].id}`)).body).toMatchObject({
      object: "event",
      type: "refund.succeeded",
      data: { ...refund.body, payment: paid.id, status: "succeeded", mode: "test" },
    });
    expect(mine[1].data).toMatchObject({ object: "payment", id: paid.id, status: "succeeded", amount_refunded: 0 });

    const balance = await api.get("/v1/balance");
    expect(balance.body).toMatchObject({ object: "balance", mode: "test", currency: "XOF" });
    // The settlement delay (2 days) has not passed: this payment's net, less its refund, is pending.
    expect(balance.body.pending).toBeGreaterThanOrEqual(10_000 - 250 - 4000);
    expect((await merchant(ctx, liveKey).get("/v1/balance")).body).toMatchObject({
      mode: "live",
      available: 0,
      pending: 0,
    });
  });
});
