import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "../../src/bootstrap";
import { applyOperatorStatus } from "../../src/modules/payments/engine/outcomes";
import { CHANNEL } from "../../src/realtime/hub";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { createPayment } from "../support/payments";
import { defaultCompanyId } from "../support/people";
import { openSse } from "../support/sse";

// Server-sent events: each signed-in person hears of the payments they may see and of their
// notifications, a reconnect catches up from Last-Event-ID, the payer's page hears its payment,
// and a change made by another app instance on the same database arrives all the same.

let ctx: TestContext;
let admin: TestClient;
const streams: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" }, { listen: true });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  for (const s of streams) await s.close();
});

async function streamOf(client: TestClient, path = "/api/stream", headers: Record<string, string> = {}) {
  const s = await openSse(`${ctx.deps.selfUrl}${path}`, { cookie: client.cookieHeader(), ...headers });
  streams.push(s);
  return s;
}

describe("the signed-in stream", () => {
  // First in the file: the instance's hub has not opened its LISTEN connection yet.
  it("answers once it listens: a change made right after its answer is heard", async () => {
    const live = await streamOf(admin);
    expect(live.status).toBe(200);
    const companyId = await defaultCompanyId(ctx);
    const message = {
      kind: "payment",
      companyId,
      mode: "test",
      paymentId: "pay_right_after_open",
      clientId: null,
      status: "succeeded",
      eventType: "payment.success",
      seq: 1,
    };
    await ctx.pool.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
    const heard = await live.waitFor((e) => e.event === "payment", 3_000);
    expect(JSON.parse(heard.data)).toMatchObject({ paymentId: "pay_right_after_open", status: "succeeded" });
  });

  it("tells staff of payment changes and of their notifications, and refuses no session", async () => {
    const noSession = await openSse(`${ctx.deps.selfUrl}/api/stream`);
    expect(noSession.status).toBe(401);
    await noSession.close();
    const live = await streamOf(admin);
    expect(live.status).toBe(200);
    const created = await createPayment(admin, { amount: 3000, operator: "wave", phone: "0700000001" });
    const success = await live.waitFor((e) => e.event === "payment" && JSON.parse(e.data).status === "succeeded");
    expect(JSON.parse(success.data)).toMatchObject({ paymentId: created.id, mode: "test", type: "payment.success" });
    expect(success.id).toMatch(/^p\d+$/);
    await live.waitFor((e) => e.event === "notification");
  });

  it("shows a client only the payments of its own client record", async () => {
    const mine = await admin.post("/api/clients", {
      name: "Client Un",
      email: "un.rt@example.ci",
      password: "Temp-pass-123",
    });
    const other = await admin.post("/api/clients", { name: "Client Deux", email: "deux.rt@example.ci" });
    const login = await ctx.client().signIn("un.rt@example.ci", "Temp-pass-123");
    await login.post("/api/me/password", {
      currentPassword: "Temp-pass-123",
      newPassword: "Own-pass-123",
      confirmPassword: "Own-pass-123",
    });
    const stream = await streamOf(login);
    const theirs = await createPayment(admin, {
      amount: 1000,
      clientId: other.body.client.id,
      operator: "wave",
      phone: "0700000001",
    });
    const own = await createPayment(admin, {
      amount: 1000,
      clientId: mine.body.client.id,
      operator: "wave",
      phone: "0700000001",
    });
    await stream.waitFor((e) => e.event === "payment" && JSON.parse(e.data).paymentId === own.id);
    expect(stream.events.some((e) => e.event === "payment" && JSON.parse(e.data).paymentId === theirs.id)).toBe(false);
  });

  it("catches up from Last-Event-ID after a reconnect", async () => {
    const first = await streamOf(admin);
    const a = await createPayment(admin, { amount: 1200, operator: "mtn_momo", phone: "0500000001" });
    const seen = await first.waitFor((e) => e.event === "payment" && JSON.parse(e.data).paymentId === a.id);
    await first.close();
    // While disconnected, something happens...
    const b = await createPayment(admin, { amount: 1300, operator: "mtn_momo", phone: "0500000001" });
    const again = await streamOf(admin, "/api/stream", { "last-event-id": seen.id as string });
    await again.waitFor((e) => e.event === "payment" && JSON.parse(e.data).paymentId === b.id);
  });

  it("ends open streams when the instance's LISTEN connection drops, so browsers reconnect and catch up", async () => {
    const open = await streamOf(admin);
    await ctx.pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
    );
    const ended = await Promise.race([
      open.ended.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 5000)),
    ]);
    expect(ended).toBe(true);
    // The hub reconnects; a new stream hears what happens next.
    const again = await streamOf(admin);
    const c = await createPayment(admin, { amount: 1400, operator: "mtn_momo", phone: "0500000001" });
    await again.waitFor((e) => e.event === "payment" && JSON.parse(e.data).paymentId === c.id);
  });

  it("carries a change made by another app instance on the same database", async () => {
    const live = await streamOf(admin);
    const created = await createPayment(admin, { amount: 2500, operator: "moov_money", phone: "0100000004" });
    const other = await createDeps({
      config: ctx.deps.config,
      databaseUrl: ctx.deps.pool.options.connectionString as string,
      dataDir: ctx.deps.dataDir,
      logger: ctx.deps.logger,
    });
    try {
      await applyOperatorStatus(other, created.id, { state: "succeeded", operatorTransactionId: "MV-OTHER" });
    } finally {
      await other.pool.end();
      await other.realtime.stop();
    }
    await live.waitFor(
      (e) =>
        e.event === "payment" &&
        JSON.parse(e.data).paymentId === created.id &&
        JSON.parse(e.data).status === "succeeded",
    );
  });
});

describe("the payer's page stream", () => {
  it("starts with the payment's status and follows it, nothing else", async () => {
    const watched = await createPayment(admin, { amount: 800, operator: "orange_money", phone: "0700000004" });
    const stream = await openSse(`${ctx.deps.selfUrl}/api/checkout/${watched.id}/stream`);
    streams.push(stream);
    await stream.waitFor((e) => e.event === "status" && JSON.parse(e.data).status === "pending");
    await createPayment(admin, { amount: 900, operator: "wave", phone: "0700000001" });
    await admin.request("POST", `/api/payments/${watched.id}/cancel`, { headers: { "x-payflow-mode": "test" } });
    await stream.waitFor((e) => e.event === "status" && JSON.parse(e.data).status === "cancelled");
    expect(stream.events.every((e) => e.event === "status")).toBe(true);
    expect(stream.events).toHaveLength(2);
    const missing = await openSse(`${ctx.deps.selfUrl}/api/checkout/pay_nope/stream`);
    expect(missing.status).toBe(404);
    await missing.close();
  });
});
