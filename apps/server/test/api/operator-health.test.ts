import { OPERATOR_HEALTH, V1Event, WebhookPayload } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { statusOf } from "../../src/modules/operator-health/status";
import { watchOperatorStatuses } from "../../src/modules/payments";
import { deliverDue } from "../../src/modules/webhooks";
import type { TestContext } from "../support/context";
import { merchant, merchantContext, merchantPayment, newKey } from "../support/merchant";
import { addCompany, signedInPerson } from "../support/people";
import { startCallbackSink } from "../support/sandbox";

// Operator health (docs/OPERATORS.md, Operator health) read from PayFlow's own traffic: an
// operator made to fail through the sandbox's scenario number (…06: the operator answers 500 on
// create) turns down within one window, for the business whose test traffic it is — and only
// for it — in /v1/operators, the dashboard's panel and the checkout page.

let ctx: TestContext;
let testKey: string;
let liveKey: string;
let admin: Awaited<ReturnType<typeof merchantContext>>["admin"];

beforeAll(async () => {
  ({ ctx, testKey, liveKey, admin } = await merchantContext());
});

type Health = { id: string; status: string; collect: Record<string, number | null> };
const byId = (list: Health[]) => Object.fromEntries(list.map((o) => [o.id, o]));

describe("operator health", () => {
  it("turns MTN down after its operator errors, for this business's test traffic only", async () => {
    const api = merchant(ctx, testKey);
    const before = await api.get("/v1/operators");
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ object: "list", mode: "test", window_minutes: OPERATOR_HEALTH.windowMinutes });
    expect(before.body.data.map((o: Health) => [o.id, o.status])).toEqual([
      ["wave", "operational"],
      ["orange_money", "operational"],
      ["mtn_momo", "operational"],
      ["moov_money", "operational"],
    ]);

    // Two that go through, then five refused by the operator's 500.
    for (const phone of ["0500000001", "0500000001"]) {
      expect((await api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone })).status).toBe(201);
    }
    for (let n = 0; n < 5; n++) {
      const failed = await api.post("/v1/payments", { ...merchantPayment, operator: "mtn_momo", phone: "0500000006" });
      expect(failed.body).toMatchObject({ status: "failed", failure: { code: "operator_unavailable" } });
    }
    const after = byId((await api.get("/v1/operators")).body.data);
    expect(after.mtn_momo).toMatchObject({
      object: "operator",
      status: "down",
      collect: { calls: 7, failed: 5, operator_errors: 5, timeouts: 0 },
    });
    // The refused attempts ended at once: the time to an end is measured on them too.
    expect(after.mtn_momo?.collect.time_to_final_p50_ms).toEqual(expect.any(Number));
    expect(after.wave?.status).toBe("operational");

    // The dashboard's panel says the same in its own casing.
    const panel = await admin.get("/api/operators/health");
    expect(panel.status).toBe(200);
    expect(byId(panel.body.operators).mtn_momo).toMatchObject({
      status: "down",
      collect: { calls: 7, operatorErrors: 5 },
    });

    // The checkout page of a payment still to be chosen warns about MTN.
    const open = await api.post("/v1/payments", merchantPayment);
    const view = await ctx.client().get(`/api/checkout/${open.body.id}`);
    expect(view.status).toBe(200);
    expect(view.body.operatorsDown).toEqual(["mtn_momo"]);

    // Another business's test traffic is its own; live mode reads live traffic, none here.
    const other = await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) });
    const theirs = byId((await merchant(ctx, await newKey(other.client, "test")).get("/v1/operators")).body.data);
    expect(theirs.mtn_momo).toMatchObject({ status: "operational", collect: { calls: 0 } });
    const live = byId((await merchant(ctx, liveKey).get("/v1/operators")).body.data);
    expect(live.mtn_momo).toMatchObject({ status: "operational", collect: { calls: 0 } });
  });

  it("tells the business's admins of a change once, whichever instances look, and again when it passes", async () => {
    const watched = async () => {
      const list = (await admin.get("/api/notifications")).body.items as Array<{
        titleKey: string;
        params: Record<string, string>;
      }>;
      return list
        .filter((n) => n.titleKey.startsWith("notif.operatorStatus."))
        .map((n) => [n.titleKey, n.params.operator, n.params.mode]);
    };
    const sink = await startCallbackSink();
    const api = merchant(ctx, testKey);
    const endpoint = (await api.post("/v1/webhook_endpoints", { url: sink.url, events: ["operator.status_changed"] }))
      .body as { secret: string };
    // Two instances looking at once: one of them moves the stored status and tells.
    const rounds = await Promise.all([watchOperatorStatuses(ctx.deps), watchOperatorStatuses(ctx.deps)]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await watched()).toEqual([["notif.operatorStatus.down.title", "mtn_momo", "test"]]);
    expect(await watchOperatorStatuses(ctx.deps)).toBe(0);

    // The same change as an event of /v1/events and a signed webhook, with the same data.
    const events = (await api.get("/v1/events?type=operator.status_changed")).body.data as V1Event[];
    expect(events).toHaveLength(1);
    expect(V1Event.parse(events[0])).toEqual(events[0]);
    expect(events[0]?.data).toMatchObject({ object: "operator", id: "mtn_momo", status: "down" });
    await deliverDue(ctx.deps);
    expect(sink.received).toHaveLength(1);
    const received = sink.received[0];
    const body = new Webhook(endpoint.secret).verify(String(received?.body), {
      "webhook-id": String(received?.headers["webhook-id"]),
      "webhook-timestamp": String(received?.headers["webhook-timestamp"]),
      "webhook-signature": String(received?.headers["webhook-signature"]),
    });
    expect(WebhookPayload.parse(body)).toEqual({
      type: "operator.status_changed",
      timestamp: events[0]?.created_at,
      data: events[0]?.data,
    });
    // The failures leave the window: MTN works again, and the admins are told so.
    await ctx.db.execute(sql`UPDATE payment_attempts SET created_at = created_at - interval '1 hour'`);
    expect(await watchOperatorStatuses(ctx.deps)).toBe(1);
    expect(await watched()).toEqual([
      ["notif.operatorStatus.operational.title", "mtn_momo", "test"],
      ["notif.operatorStatus.down.title", "mtn_momo", "test"],
    ]);
    const both = (await api.get("/v1/events?type=operator.status_changed")).body.data as V1Event[];
    expect(both.map((e) => (e.data as { status: string }).status)).toEqual(["operational", "down"]);
  });

  it("answers 401 without a key, and the panel only to those who see the dashboard", async () => {
    expect((await ctx.client().get("/v1/operators")).status).toBe(401);
    expect((await ctx.client().get("/api/operators/health")).status).toBe(401);
  });
});

describe("the thresholds", () => {
  const share = (calls: number, bad: number) => statusOf({ calls, operatorErrors: bad, timeouts: 0 });
  it("say nothing below the minimum, degraded from 10 %, down from 50 %, time-outs counting as errors", () => {
    expect(share(OPERATOR_HEALTH.minimumCalls - 1, OPERATOR_HEALTH.minimumCalls - 1)).toBe("operational");
    expect(share(20, 1)).toBe("operational");
    expect(share(20, 2)).toBe("degraded");
    expect(share(20, 9)).toBe("degraded");
    expect(share(20, 10)).toBe("down");
    expect(statusOf({ calls: 10, operatorErrors: 2, timeouts: 3 })).toBe("down");
  });
});
