import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../support/context";
import { merchant, merchantContext } from "../support/merchant";
import { paid } from "../support/scenarios";
import { openSse } from "../support/sse";

// GET /v1/events/stream (docs/API.md § The CLI): a test key's company's webhook events as they
// happen, each with the webhook's body, resumable with Last-Event-ID; refused to a live key.

let ctx: TestContext;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, testKey, liveKey } = await merchantContext());
});

const open = (key: string, query = "", headers: Record<string, string> = {}) =>
  openSse(`${ctx.deps.selfUrl}/v1/events/stream${query}`, { authorization: `Bearer ${key}`, ...headers });

describe("the test events' stream", () => {
  it("sends a payment's webhook events as they happen, with the body an endpoint gets, and not payment.pending", async () => {
    const stream = await open(testKey);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === "ready");
    const payment = await paid(merchant(ctx, testKey), "mtn_momo", "0500000001");
    expect(payment.status).toBe("succeeded");
    const success = await stream.waitFor((e) => e.event === "payment.success");
    const data = JSON.parse(success.data);
    expect(data).toMatchObject({ type: "payment.success", id: expect.stringMatching(/^evt_/) });
    const body = JSON.parse(data.body);
    expect(body).toMatchObject({ type: "payment.success", data: { id: payment.id, status: "succeeded" } });
    // The same event as /v1/events lists it.
    const listed = await merchant(ctx, testKey).get(`/v1/events/${data.id}`);
    expect(listed.body).toMatchObject({ id: data.id, type: "payment.success" });
    expect(stream.events.some((e) => e.event === "payment.pending")).toBe(false);
    await stream.close();
  });

  it("sends only the types asked, and goes on after the Last-Event-ID a reconnect sends", async () => {
    const failures = await open(testKey, "?types=payment.failed");
    await failures.waitFor((e) => e.event === "ready");
    const all = await open(testKey);
    await all.waitFor((e) => e.event === "ready");
    const api = merchant(ctx, testKey);
    const won = await paid(api, "wave", "0500000001");
    const lost = await paid(api, "wave", "0500000002");
    expect([won.status, lost.status]).toEqual(["succeeded", "failed"]);
    const failed = await failures.waitFor((e) => e.event === "payment.failed");
    expect(JSON.parse(JSON.parse(failed.data).body).data.id).toBe(lost.id);
    expect(failures.events.filter((e) => e.event !== "ready").map((e) => e.event)).toEqual(["payment.failed"]);

    // Reconnecting after the success: the failure comes again, the success does not.
    const success = await all.waitFor((e) => e.event === "payment.success" && e.data.includes(won.id));
    await all.waitFor((e) => e.event === "payment.failed");
    await all.close();
    const again = await open(testKey, "", { "last-event-id": String(success.id) });
    const replayed = await again.waitFor((e) => e.event === "payment.failed");
    expect(JSON.parse(JSON.parse(replayed.data).body).data.id).toBe(lost.id);
    expect(again.events.some((e) => e.event === "payment.success" && e.data.includes(won.id))).toBe(false);
    await Promise.all([again.close(), failures.close()]);
  });

  it("is refused to a live key and to an unknown type", async () => {
    const live = await merchant(ctx, liveKey).get("/v1/events/stream");
    expect(live.status).toBe(403);
    expect(live.body.error.code).toBe("test_key_required");
    const unknown = await merchant(ctx, testKey).get("/v1/events/stream?types=payment.nothing");
    expect(unknown.status).toBe(400);
  });
});
