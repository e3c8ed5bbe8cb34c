import { Webhook } from "standardwebhooks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliverDue, RETRY_DELAYS_MS } from "../../src/modules/webhooks/delivery";
import { claimDue } from "../../src/modules/webhooks/queries";
import { post } from "../../src/modules/webhooks/send";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { inMode, settled } from "../support/payments";
import { defaultCompanyId, otherCompany, signedInPerson } from "../support/people";
import { type Received, startCallbackSink } from "../support/sandbox";

// Webhooks to merchants, the Standard Webhooks way, checked with the `standardwebhooks` package
// (not our own code). Delivery rounds are run by hand with a chosen clock, so a day of retries
// takes milliseconds and nothing depends on the job queue's timing.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  testKey = await newKey(admin, "test");
  liveKey = await newKey(admin, "live");
});

// Each test has its own endpoints: rounds deliver whatever is due in the database.
afterEach(async () => {
  await ctx.pool.query("DELETE FROM webhook_endpoints");
});

const headersOf = (r: Received) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});

async function addEndpoint(url: string, events: string[], key = testKey) {
  const res = await merchant(ctx, key).post("/v1/webhook_endpoints", { url, events, description: "Boutique" });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

/** A payment cancelled through the API: one payment.cancelled event, at once, no operator. */
async function cancelledPayment(): Promise<string> {
  const api = merchant(ctx, testKey);
  const created = await api.post("/v1/payments", { amount: 5000, currency: "XOF", reference: "WH-1" });
  expect(created.status).toBe(201);
  expect((await api.post(`/v1/payments/${created.body.id}/cancel`)).status).toBe(200);
  return created.body.id;
}

const at = (base: number, ms: number) => ({ now: new Date(base + ms) });

async function deliveryRow(endpointId: string) {
  const { rows } = await ctx.pool.query(
    "SELECT id, status, attempt_count, next_attempt_at FROM webhook_deliveries WHERE endpoint_id = $1",
    [endpointId],
  );
  expect(rows).toHaveLength(1);
  return rows[0] as { id: string; status: string; attempt_count: number; next_attempt_at: Date | null };
}

describe("delivery", () => {
  it("sends a payment's success signed with the endpoint's secret, and only the events it subscribed to", async () => {
    const sink = await startCallbackSink();
    const endpoint = await addEndpoint(sink.url, ["payment.success"]);
    expect(endpoint).toMatchObject({ object: "webhook_endpoint", status: "enabled", events: ["payment.success"] });
    expect(endpoint.id).toMatch(/^we_/);
    expect(endpoint.secret).toMatch(/^whsec_/);

    const api = merchant(ctx, testKey);
    const paid = await api.post("/v1/payments", {
      amount: 12_000,
      currency: "XOF",
      operator: "wave",
      phone: "0700000001",
    });
    expect(paid.status).toBe(201);
    expect((await settled(admin, paid.body.id)).payment.status).toBe("succeeded");
    await cancelledPayment(); // not subscribed: never sent

    expect(await deliverDue(ctx.deps)).toBe(1);
    expect(sink.received).toHaveLength(1);
    const [got] = sink.received as [Received];
    expect(got.headers["content-type"]).toBe("application/json");
    const verified = new Webhook(endpoint.secret).verify(got.body, headersOf(got)) as Record<string, any>;
    expect(verified.type).toBe("payment.success");
    expect(Date.parse(verified.timestamp)).not.toBeNaN();
    expect(verified.data).toMatchObject({ id: paid.body.id, object: "payment", status: "succeeded", amount: 12_000 });
    expect(headersOf(got)["webhook-id"]).toMatch(/^msg_/);
    // Another endpoint's secret does not verify it.
    const other = await addEndpoint(`${sink.url}/other`, ["payment.failed"]);
    expect(() => new Webhook(other.secret).verify(got.body, headersOf(got))).toThrow();

    const log = await inMode(admin, "test").get(`/api/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.items[0]).toMatchObject({ eventType: "payment.success", status: "delivered", attemptCount: 1 });
    // The sink is on loopback: its status is logged, never what it answered.
    expect(log.body.items[0].attempts[0]).toMatchObject({ status: 200, response: null });
  });

  it("retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h apart, then gives up", async () => {
    const sink = await startCallbackSink(() => 503);
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    await cancelledPayment();
    const t0 = Date.now();
    let clock = t0;
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await deliverDue(ctx.deps, { now: new Date(clock) }), `attempt ${attempt}`).toBe(1);
      const row = await deliveryRow(endpoint.id);
      if (!row.next_attempt_at) break;
      const next = row.next_attempt_at.getTime();
      gaps.push(next - clock);
      // A moment before it is due, nothing is sent.
      expect(await deliverDue(ctx.deps, { now: new Date(next - 1000) })).toBe(0);
      clock = next;
    }
    expect(gaps).toEqual(RETRY_DELAYS_MS);
    expect(await deliveryRow(endpoint.id)).toMatchObject({
      status: "failed",
      attempt_count: 10,
      next_attempt_at: null,
    });
    expect(sink.received).toHaveLength(10);
    expect(new Set(sink.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("reaches a receiver that was down for its first 3 attempts, with the same webhook-id", async () => {
    let calls = 0;
    const sink = await startCallbackSink(() => (++calls <= 3 ? 500 : 200));
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    await cancelledPayment();
    const t0 = Date.now();
    for (const ms of [0, 5000, 5000 + 300_000, 5000 + 300_000 + 1_800_000]) await deliverDue(ctx.deps, at(t0, ms));
    expect(sink.received).toHaveLength(4);
    expect(new Set(sink.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    const last = sink.received[3] as Received;
    expect(new Webhook(endpoint.secret).verify(last.body, headersOf(last))).toMatchObject({
      type: "payment.cancelled",
    });
    const log = await inMode(admin, "test").get(`/api/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.body.items[0]).toMatchObject({ status: "delivered", attemptCount: 4 });
    expect(log.body.items[0].attempts.map((a: { status: number }) => a.status)).toEqual([500, 500, 500, 200]);
  });

  it("disables an endpoint that answers 410, cancels its queue and tells the admins", async () => {
    const sink = await startCallbackSink(() => 410);
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    await cancelledPayment();
    await cancelledPayment();
    // One round: the first answer (410) disables it; what was still queued is cancelled.
    await deliverDue(ctx.deps, { concurrency: 1, limit: 1 });
    const shown = await merchant(ctx, testKey).get(`/v1/webhook_endpoints/${endpoint.id}`);
    expect(shown.body).toMatchObject({ status: "disabled", disabled_reason: "gone" });
    const { rows } = await ctx.pool.query(
      "SELECT status FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY status",
      [endpoint.id],
    );
    expect(rows.map((r) => r.status)).toEqual(["cancelled", "failed"]);
    expect(await deliverDue(ctx.deps, at(Date.now(), 86_400_000))).toBe(0);
    const notes = await admin.get("/api/notifications");
    expect(notes.body.items[0]).toMatchObject({
      titleKey: "notif.webhookDisabled.title",
      params: { url: sink.url, mode: "test" },
    });
    const test = await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/test`);
    expect(test.status).toBe(409);
    expect(test.body.error.code).toBe("webhookEndpointDisabled");
  });

  it("replays one delivery, and every failed one since a date, under the same webhook-id", async () => {
    let down = true;
    const sink = await startCallbackSink(() => (down ? 500 : 204));
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    await cancelledPayment();
    await cancelledPayment();
    // Exhaust the schedule for both.
    let clock = Date.now();
    for (let i = 0; i < 10; i++) {
      await deliverDue(ctx.deps, { now: new Date(clock) });
      clock += 86_400_000;
    }
    const log = await inMode(admin, "test").get(`/api/webhook-endpoints/${endpoint.id}/deliveries`);
    expect(log.body.items.map((d: { status: string }) => d.status)).toEqual(["failed", "failed"]);
    const [first, second] = log.body.items as { id: string }[];
    down = false;
    sink.received.length = 0;

    const one = await inMode(admin, "test").post(`/api/webhook-deliveries/${first?.id}/replay`);
    expect(one.body).toMatchObject({ id: first?.id, status: "pending" });
    await deliverDue(ctx.deps);
    expect(sink.received.map((r) => r.headers["webhook-id"])).toEqual([first?.id]);

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const all = await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/replay-failed`, { since });
    expect(all.body).toEqual({ replayed: 1 });
    await deliverDue(ctx.deps);
    expect(sink.received.map((r) => r.headers["webhook-id"])).toEqual([first?.id, second?.id]);
    // Nothing delivered is replayed by the bulk replay.
    const again = await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/replay-failed`, { since });
    expect(again.body).toEqual({ replayed: 0 });
  });

  it("sends a test event on demand, whatever the endpoint subscribed to", async () => {
    const sink = await startCallbackSink();
    const endpoint = await addEndpoint(sink.url, ["refund.succeeded"]);
    const queued = await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/test`);
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ eventType: "webhook.test", status: "pending" });
    await deliverDue(ctx.deps);
    const got = sink.received[0] as Received;
    const verified = new Webhook(endpoint.secret).verify(got.body, headersOf(got));
    expect(verified).toMatchObject({ type: "webhook.test", data: { id: endpoint.id, mode: "test" } });
  });

  it("leaves nothing behind when a round dies mid-delivery: the lease expires and another round sends it", async () => {
    const sink = await startCallbackSink();
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    await cancelledPayment();
    const now = new Date();
    // A round claims it and dies before sending (its process was killed).
    const claimed = await claimDue(ctx.db, now, 10, new Date(now.getTime() + 45_000));
    expect(claimed).toHaveLength(1);
    expect(await deliverDue(ctx.deps, at(now.getTime(), 10_000))).toBe(0);
    expect(await deliverDue(ctx.deps, at(now.getTime(), 46_000))).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(await deliveryRow(endpoint.id)).toMatchObject({ status: "delivered", attempt_count: 1 });
  });
});

describe("secrets", () => {
  it("after a rotation, old and new secrets both sign for 24 h, then only the new one", async () => {
    const sink = await startCallbackSink();
    const endpoint = await addEndpoint(sink.url, ["payment.cancelled"]);
    const rotated = await merchant(ctx, testKey).post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);

    await cancelledPayment();
    await deliverDue(ctx.deps);
    const during = sink.received[0] as Received;
    expect(headersOf(during)["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(endpoint.secret).verify(during.body, headersOf(during))).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(during.body, headersOf(during))).not.toThrow();

    await inMode(admin, "test").post(`/api/webhook-endpoints/${endpoint.id}/test`);
    await deliverDue(ctx.deps, at(Date.now(), 24 * 3_600_000 + 60_000));
    const after = sink.received[1] as Received;
    expect(headersOf(after)["webhook-signature"].split(" ")).toHaveLength(1);
    expect(() => new Webhook(endpoint.secret).verify(after.body, headersOf(after))).toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(after.body, headersOf(after))).not.toThrow();
  });

  it("reveals the secret to configureWebhooks holders only, with an audit line", async () => {
    const created = await inMode(admin, "test").post("/api/webhook-endpoints", {
      url: "http://localhost:4242/hooks",
      events: ["payment.success", "payment.failed"],
    });
    expect(created.status).toBe(201);
    const revealed = await inMode(admin, "test").post(`/api/webhook-endpoints/${created.body.id}/reveal-secret`);
    expect(revealed.body.secret).toBe(created.body.secret);
    const audit = await admin.get("/api/audit-log?action=webhook.secretRevealed");
    expect(audit.body.items[0]).toMatchObject({
      targetType: "webhookEndpoint",
      targetLabel: "http://localhost:4242/hooks",
    });
    // The list never carries a secret.
    const list = await inMode(admin, "test").get("/api/webhook-endpoints");
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    const developer = await signedInPerson(ctx, { role: "developer", companyId: await defaultCompanyId(ctx) });
    expect((await inMode(developer.client, "test").get("/api/webhook-endpoints")).status).toBe(200);
    const manager = await signedInPerson(ctx, { role: "manager", companyId: await defaultCompanyId(ctx) });
    expect((await inMode(manager.client, "test").get("/api/webhook-endpoints")).status).toBe(403);
    expect(
      (await inMode(manager.client, "test").post(`/api/webhook-endpoints/${created.body.id}/reveal-secret`)).status,
    ).toBe(403);
  });
});

describe("scoping and addresses", () => {
  it("keeps endpoints to their mode and company (404 elsewhere)", async () => {
    const live = await addEndpoint("https://93.184.215.14/hooks", ["payment.success"], liveKey);
    expect((await merchant(ctx, testKey).get(`/v1/webhook_endpoints/${live.id}`)).status).toBe(404);
    expect((await merchant(ctx, liveKey).get(`/v1/webhook_endpoints/${live.id}`)).status).toBe(200);
    expect((await inMode(admin, "test").get(`/api/webhook-endpoints/${live.id}/deliveries`)).status).toBe(404);
    const stranger = await signedInPerson(ctx, { role: "admin", companyId: await otherCompany(ctx) });
    expect((await inMode(stranger.client, "live").get(`/api/webhook-endpoints/${live.id}/deliveries`)).status).toBe(
      404,
    );
    const removed = await merchant(ctx, liveKey).raw("DELETE", `/v1/webhook_endpoints/${live.id}`);
    expect(removed.body).toEqual({ id: live.id, object: "webhook_endpoint", deleted: true });
    expect((await merchant(ctx, liveKey).get(`/v1/webhook_endpoints/${live.id}`)).status).toBe(404);
  });

  it("refuses, in live mode, plain http and addresses that are private, loopback or link-local", async () => {
    const api = merchant(ctx, liveKey);
    const refused = async (url: string) => {
      const res = await api.post("/v1/webhook_endpoints", { url, events: ["payment.success"] });
      expect(res.status, url).toBe(422);
      return res.body.error.code as string;
    };
    expect(await refused("http://93.184.215.14/hooks")).toBe("webhook_url_https_required");
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://localhost/hooks",
      "https://10.1.2.3/hooks",
      "https://192.168.1.10/hooks",
      "https://172.16.0.5/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/hooks",
      "https://[::1]/hooks",
      "https://[fd00::1]/hooks",
      "https://[::ffff:127.0.0.1]/hooks",
      "https://0.0.0.0/hooks",
    ]) {
      expect(await refused(url)).toBe("webhook_url_not_allowed");
    }
    expect((await api.post("/v1/webhook_endpoints", { url: "ftp://x.ci", events: ["payment.success"] })).status).toBe(
      422,
    );
    // Test mode lets a developer receive on their own machine, but not on link-local addresses.
    const test = merchant(ctx, testKey);
    expect(
      (await test.post("/v1/webhook_endpoints", { url: "http://localhost:3999/h", events: ["payment.success"] }))
        .status,
    ).toBe(201);
    const metadata = await test.post("/v1/webhook_endpoints", {
      url: "http://169.254.169.254/",
      events: ["payment.success"],
    });
    expect(metadata.body.error.code).toBe("webhook_url_not_allowed");
  });

  it("checks the address again when sending: a live delivery never connects to a private one", async () => {
    const sink = await startCallbackSink();
    const result = await post(sink.url, "{}", {}, { mode: "live", localDeployment: true, timeoutMs: 2000 });
    expect(result.status).toBeNull();
    expect(result.error).toContain("may not reach");
    expect(sink.received).toHaveLength(0);
    const byName = await post(
      sink.url.replace("127.0.0.1", "localhost"),
      "{}",
      {},
      { mode: "live", localDeployment: true, timeoutMs: 2000 },
    );
    expect(byName.error).toContain("may not reach");
    expect(sink.received).toHaveLength(0);
  });

  it("validates the body: unknown events and no events are refused with the error object", async () => {
    const api = merchant(ctx, testKey);
    const unknown = await api.post("/v1/webhook_endpoints", {
      url: "http://localhost/h",
      events: ["payment.refunded"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ type: "invalid_request_error", code: "webhook_event_unknown" });
    const none = await api.post("/v1/webhook_endpoints", { url: "http://localhost/h", events: [] });
    expect(none.body.error.code).toBe("webhook_events_required");
  });
});
