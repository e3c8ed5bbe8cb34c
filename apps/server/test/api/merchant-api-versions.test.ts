import { readFileSync } from "node:fs";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "../../src/modules/webhooks";
import type { TestClient, TestContext } from "../support/context";
import { merchant, merchantContext, newKey, merchantPayment as payment } from "../support/merchant";
import { inMode } from "../support/payments";
import { type Received, startCallbackSink } from "../support/sandbox";

// API versions (docs/API.md § Versions): 2026-11-29 replaced a payment's `late` (true or false)
// with `late_from` (the status it had when the late success came). A key made before keeps the
// old shape, a new key gets the new one, `PayFlow-Version` overrides either, webhooks follow
// their endpoint's version.

const OLD = "2026-06-01";
const NEW = "2026-11-29";

let ctx: TestContext;
let admin: TestClient;
/** A key made before versions existed, and one made today. */
let [oldKey, newKeyValue] = ["", ""];

/** A key made before versions existed: the migration left it on the first version. */
async function keyMadeBeforeVersions(): Promise<string> {
  const key = await newKey(admin, "test", "Intégration de 2025");
  const { rowCount } = await ctx.pool.query(
    "update api_keys set api_version = '2026-06-01' where name = 'Intégration de 2025' and api_version = $1",
    [NEW],
  );
  expect(rowCount).toBe(1);
  return key;
}

/** A test payment cancelled, then paid all the same (the operator's success came after). */
async function lateSuccess(): Promise<string> {
  const created = (await merchant(ctx, newKeyValue).post("/v1/payments", payment)).body;
  expect((await merchant(ctx, newKeyValue).post(`/v1/payments/${created.id}/cancel`)).body.status).toBe("cancelled");
  await ctx.pool.query("update transactions set status = 'succeeded', late_from = 'cancelled' where id = $1", [
    created.id,
  ]);
  return created.id;
}

const versioned = (key: string, version: string) => ({
  get: (url: string) => merchant(ctx, key).raw("GET", url, undefined, { "payflow-version": version }),
});

beforeAll(async () => {
  ({ ctx, admin, testKey: newKeyValue } = await merchantContext());
  oldKey = await keyMadeBeforeVersions();
});

describe("API versions", () => {
  it("pins a new key to the current version and shows each key's version on the API keys list", async () => {
    const keys = (await admin.get("/api/api-keys")).body.items as Array<{ name: string; apiVersion: string }>;
    expect(keys.find((k) => k.name === "Intégration de 2025")?.apiVersion).toBe(OLD);
    expect(keys.find((k) => k.name === "Clé test")?.apiVersion).toBe(NEW);
  });

  it("keeps a key made before the change on the old shape, and gives a new key the new one", async () => {
    const id = await lateSuccess();
    const before = await merchant(ctx, oldKey).get(`/v1/payments/${id}`);
    expect(before.status).toBe(200);
    expect(before.headers.get("payflow-version")).toBe(OLD);
    expect(before.body).toMatchObject({ id, status: "succeeded", late: true });
    expect(before.body).not.toHaveProperty("late_from");

    const now = await merchant(ctx, newKeyValue).get(`/v1/payments/${id}`);
    expect(now.headers.get("payflow-version")).toBe(NEW);
    expect(now.body).toMatchObject({ id, status: "succeeded", late_from: "cancelled" });
    expect(now.body).not.toHaveProperty("late");
    // Nothing else differs between the two versions.
    const { late: _late, ...oldRest } = before.body;
    const { late_from: _from, ...newRest } = now.body;
    expect(oldRest).toEqual(newRest);

    // In lists and events too: wherever a payment is, it is in the caller's version.
    const list = await merchant(ctx, oldKey).get("/v1/payments?limit=100");
    const listed = list.body.data.find((p: { id: string }) => p.id === id);
    expect(listed).toMatchObject({ late: true });
    expect(listed).not.toHaveProperty("late_from");
    const events = (await merchant(ctx, oldKey).get("/v1/events?type=payment.cancelled&limit=100")).body.data;
    const cancelled = events.find((e: { data: { id: string } }) => e.data.id === id);
    expect(cancelled.data).toMatchObject({ status: "cancelled", late: false });
    expect(cancelled.data).not.toHaveProperty("late_from");
  });

  it("renders a request in the version its PayFlow-Version header names, both ways", async () => {
    const id = await lateSuccess();
    const newerAsked = await versioned(oldKey, NEW).get(`/v1/payments/${id}`);
    expect(newerAsked.headers.get("payflow-version")).toBe(NEW);
    expect(newerAsked.body).toMatchObject({ late_from: "cancelled" });
    expect(newerAsked.body).not.toHaveProperty("late");

    const olderAsked = await versioned(newKeyValue, OLD).get(`/v1/payments/${id}`);
    expect(olderAsked.headers.get("payflow-version")).toBe(OLD);
    expect(olderAsked.body).toMatchObject({ late: true });
    expect(olderAsked.body).not.toHaveProperty("late_from");

    // The header speaks for that request only: the key keeps its own version.
    expect((await merchant(ctx, oldKey).get(`/v1/payments/${id}`)).body).toMatchObject({ late: true });
  });

  it("refuses a version that does not exist, in the API's error shape", async () => {
    for (const asked of ["2026-01-01", "latest", ""]) {
      const res = await versioned(newKeyValue, asked).get("/v1/payments");
      expect(res.status, asked).toBe(400);
      expect(res.body).toEqual({
        error: {
          type: "invalid_request_error",
          code: "api_version_unknown",
          message: expect.stringContaining(`${OLD}, ${NEW}`),
          param: "PayFlow-Version",
        },
      });
    }
  });

  it("sends webhooks in the version of their endpoint, which the API can change", async () => {
    const sink = await startCallbackSink();
    const add = (key: string) =>
      merchant(ctx, key).post("/v1/webhook_endpoints", { url: sink.url, events: ["payment.cancelled"] });
    const oldEndpoint = (await add(oldKey)).body;
    const newEndpoint = (await add(newKeyValue)).body;
    expect(oldEndpoint.api_version).toBe(OLD);
    expect(newEndpoint.api_version).toBe(NEW);

    const cancelOne = async () => {
      const created = (await merchant(ctx, newKeyValue).post("/v1/payments", payment)).body;
      await merchant(ctx, newKeyValue).post(`/v1/payments/${created.id}/cancel`);
      await deliverDue(ctx.deps);
      return created.id as string;
    };
    const bodyFor = (endpoint: { secret: string }, paymentId: string) => {
      const got = sink.received.filter((r) => {
        try {
          new Webhook(endpoint.secret).verify(r.body, headersOf(r));
          return JSON.parse(r.body).data.id === paymentId;
        } catch {
          return false;
        }
      });
      expect(got).toHaveLength(1);
      return JSON.parse((got[0] as Received).body).data;
    };

    const first = await cancelOne();
    expect(bodyFor(oldEndpoint, first)).toMatchObject({ status: "cancelled", late: false });
    expect(bodyFor(oldEndpoint, first)).not.toHaveProperty("late_from");
    expect(bodyFor(newEndpoint, first)).toMatchObject({ status: "cancelled", late_from: null });
    expect(bodyFor(newEndpoint, first)).not.toHaveProperty("late");

    const moved = await merchant(ctx, oldKey).raw("PATCH", `/v1/webhook_endpoints/${oldEndpoint.id}`, {
      api_version: NEW,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.api_version).toBe(NEW);
    const refused = await merchant(ctx, oldKey).raw("PATCH", `/v1/webhook_endpoints/${oldEndpoint.id}`, {
      api_version: "2027-01-01",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "api_version_unknown", param: "api_version" });

    const second = await cancelOne();
    expect(bodyFor(oldEndpoint, second)).toMatchObject({ late_from: null });
    expect(bodyFor(oldEndpoint, second)).not.toHaveProperty("late");
    // The dashboard shows the endpoint's version too.
    const listed = (await inMode(admin, "test").get("/api/webhook-endpoints")).body.items;
    expect(listed.find((e: { id: string }) => e.id === oldEndpoint.id)?.apiVersion).toBe(NEW);
  });

  it("moves payments recorded in events before the change to late_from (migration 0032)", async () => {
    const id = await lateSuccess();
    const { rows } = await ctx.pool.query(
      "select id from payment_events where payment_id = $1 and type = 'payment.cancelled'",
      [id],
    );
    const eventId = rows[0].id as string;
    // As the engine wrote it before 2026-11-29: `late`, no `late_from`.
    await ctx.pool.query(
      `update payment_events set data = jsonb_set(data, '{payment}', (data->'payment') - 'late_from' || '{"late": true}') where id = $1`,
      [eventId],
    );
    const sql = readFileSync(new URL("../../src/db/migrations/0032_api_versions.sql", import.meta.url), "utf8");
    const update = sql.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"));
    await ctx.pool.query(update as string);
    const after = await ctx.pool.query("select data from payment_events where id = $1", [eventId]);
    expect(after.rows[0].data.payment).toMatchObject({ late_from: "cancelled" });
    expect(after.rows[0].data.payment).not.toHaveProperty("late");
    const event = (await merchant(ctx, oldKey).get(`/v1/events/${eventId}`)).body;
    expect(event.data).toMatchObject({ late: true });
  });
});

describe("the changelog at /docs/changelog", () => {
  it("lists every version, newest first, with what changed and why, in English and in French", async () => {
    const changelog = async (url: string, language?: string) => {
      const res = await ctx.app.request(url, { headers: language ? { "accept-language": language } : {} });
      expect(res.status).toBe(200);
      return res.text();
    };
    const page = await changelog("/docs/changelog");
    expect(page).toContain('<html lang="en">');
    expect(page.indexOf(`id="${NEW}"`)).toBeGreaterThan(-1);
    expect(page.indexOf(`id="${NEW}"`)).toBeLessThan(page.indexOf(`id="${OLD}"`));
    expect(page).toContain("<code>late_from</code>");
    expect(page).toContain("Why:");

    const fr = await changelog("/docs/changelog", "fr-CI,fr;q=0.9");
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain("Journal des versions de l&#39;API PayFlow");
    expect(fr).toContain("Pourquoi :");
    expect(await changelog("/docs/changelog?lang=en", "fr")).toContain('<html lang="en">');
  });
});

const headersOf = (r: Received) => ({
  "webhook-id": String(r.headers["webhook-id"]),
  "webhook-timestamp": String(r.headers["webhook-timestamp"]),
  "webhook-signature": String(r.headers["webhook-signature"]),
});
