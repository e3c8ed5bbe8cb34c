import { V1Event, WebhookPayload } from "@payflow/contracts";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "../../src/modules/webhooks";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { inMode, settled } from "../support/payments";
import { type Received, startCallbackSink } from "../support/sandbox";

// What a receiver gets matches the contract, and GET /v1/events shows the same `data` as the
// webhook of the same event (docs/API.md § Webhooks, Events), so one handler serves both.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  testKey = await newKey(admin, "test");
});

const headersOf = (r: Received) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});

describe("webhook bodies and events", () => {
  it("sends a success and a refund as the contract says, with the same data as GET /v1/events", async () => {
    const sink = await startCallbackSink();
    const api = merchant(ctx, testKey);
    const endpoint = (
      await api.post("/v1/webhook_endpoints", { url: sink.url, events: ["payment.success", "refund.succeeded"] })
    ).body as { id: string; secret: string };

    const paid = await api.post("/v1/payments", {
      amount: 8000,
      currency: "XOF",
      operator: "mtn_momo",
      phone: "0500000001",
    });
    expect((await settled(admin, paid.body.id)).payment.status).toBe("succeeded");
    const refund = await api.post("/v1/refunds", {
      payment: paid.body.id,
      amount: 3000,
      method: "manual",
      reason: "Retour",
    });
    expect(refund.status).toBe(201);

    await deliverDue(ctx.deps);
    expect(sink.received).toHaveLength(2);
    const bodies = sink.received.map((r) => new Webhook(endpoint.secret).verify(r.body, headersOf(r)));
    for (const body of bodies) expect(WebhookPayload.parse(body)).toEqual(body);
    const byType = Object.fromEntries(bodies.map((b) => [(b as { type: string }).type, b])) as Record<string, any>;
    expect(byType["payment.success"].data).toMatchObject({ object: "payment", id: paid.body.id, status: "succeeded" });
    expect(byType["refund.succeeded"].data).toEqual({ ...refund.body, payment: paid.body.id, mode: "test" });

    const events = (await api.get("/v1/events?limit=100")).body.data as V1Event[];
    for (const type of ["payment.success", "refund.succeeded"]) {
      const event = events.find((e) => e.type === type && e.data.id === byType[type].data.id);
      expect(V1Event.parse(event)).toEqual(event);
      expect(event?.data, type).toEqual(byType[type].data);
      expect(event?.created_at).toBe(byType[type].timestamp);
    }
  });

  it("sends a test event as the contract says", async () => {
    const sink = await startCallbackSink();
    const endpoint = (
      await merchant(ctx, testKey).post("/v1/webhook_endpoints", { url: sink.url, events: ["refund.succeeded"] })
    ).body as { id: string; secret: string };
    expect((await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/test`)).status).toBe(201);
    await deliverDue(ctx.deps);
    const got = sink.received[0] as Received;
    const body = new Webhook(endpoint.secret).verify(got.body, headersOf(got));
    expect(WebhookPayload.parse(body)).toEqual(body);
  });
});
