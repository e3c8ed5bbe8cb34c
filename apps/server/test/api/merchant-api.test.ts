import { readFileSync } from "node:fs";
import { V1_ERROR_STATUSES, V1Event } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, newKey } from "../support/merchant";
import { addCompany, defaultCompanyId, signedInPerson } from "../support/people";
import { pollUntil } from "../support/sandbox";

// The merchant API (/v1) as an integrating developer uses it, against the real engine and sandboxes.

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

const payment = { amount: 15_000, currency: "XOF", description: "Commande 42", reference: "CMD-42" };

/** The status docs/API.md's error table gives each code. */
function docsStatuses(): Map<string, number> {
  const text = readFileSync(new URL("../../../../docs/API.md", import.meta.url), "utf8");
  const statuses = new Map<string, number>();
  for (const line of text.split("\n")) {
    const row = /^\|\s*(\d{3})\s*\|([^|]*)\|/.exec(line);
    if (!row) continue;
    for (const [, code] of row[2]?.matchAll(/`([a-z_]+)`/g) ?? []) statuses.set(code as string, Number(row[1]));
  }
  return statuses;
}

describe("API keys", () => {
  it("are sk_test_/sk_live_ with 32+ random characters, masked in lists, revealed with an audit line", async () => {
    expect(testKey).toMatch(/^sk_test_[A-Za-z0-9]{32,}$/);
    expect(liveKey).toMatch(/^sk_live_[A-Za-z0-9]{32,}$/);
    const list = await admin.get("/api/api-keys");
    expect(JSON.stringify(list.body)).not.toContain(testKey);
    const item = list.body.items.find((k: { maskedKey: string }) => k.maskedKey.endsWith(testKey.slice(-4)));
    expect(item).toMatchObject({ mode: "test", status: "active" });
    const revealed = await admin.post(`/api/api-keys/${item.id}/reveal`, { purpose: "reveal" });
    expect(revealed.body.keyValue).toBe(testKey);
    const audit = await admin.get("/api/audit-log?action=apiKey.revealed");
    expect(audit.body.items[0]).toMatchObject({
      targetType: "apiKey",
      targetLabel: "Clé test",
      actorEmail: ADMIN.email,
    });
    // Keys are for admins and developers (manageApiKeys): a manager may not even list them.
    const manager = await signedInPerson(ctx, { role: "manager", companyId: await defaultCompanyId(ctx) });
    expect((await manager.client.get("/api/api-keys")).status).toBe(403);
  });

  it("refuses a missing, unknown or revoked key (401), and a rolled one after its overlap", async () => {
    const noKey = await ctx.app.request("/v1/payments");
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: unknown }).error).toMatchObject({
      type: "authentication_error",
      code: "invalid_api_key",
    });
    expect((await merchant(ctx, "sk_test_0123456789abcdefghijklmnopqrstuvwxyz").get("/v1/payments")).status).toBe(401);

    const doomed = await newKey(admin, "test", "à révoquer");
    const id = (await admin.get("/api/api-keys")).body.items.find((k: { name: string }) => k.name === "à révoquer").id;
    expect((await merchant(ctx, doomed).get("/v1/payments")).status).toBe(200);
    await admin.delete(`/api/api-keys/${id}`);
    const revoked = await merchant(ctx, doomed).get("/v1/payments");
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe("api_key_revoked");

    const rolling = await newKey(admin, "test", "à renouveler");
    const rollingId = (await admin.get("/api/api-keys")).body.items.find(
      (k: { name: string }) => k.name === "à renouveler",
    ).id;
    const rolled = await admin.post(`/api/api-keys/${rollingId}/roll`);
    const fresh = rolled.body.apiKeyRecord.key_value;
    expect((await merchant(ctx, rolling).get("/v1/payments")).status).toBe(200);
    expect((await merchant(ctx, fresh).get("/v1/payments")).status).toBe(200);
    await ctx.pool.query("update api_keys set expires_at = now() - interval '1 second' where id = $1", [rollingId]);
    expect((await merchant(ctx, rolling).get("/v1/payments")).status).toBe(401);
    expect((await merchant(ctx, fresh).get("/v1/payments")).status).toBe(200);
  });

  it("tells a missing key from an unknown or malformed one (invalid_api_key) and a revoked one (api_key_revoked)", async () => {
    const missing = await ctx.app.request("/v1/payments");
    const missingBody = (await missing.json()) as { error: { type: string; code: string; message: string } };
    expect(missing.status).toBe(401);
    expect(missingBody.error).toMatchObject({ type: "authentication_error", code: "invalid_api_key" });
    // A merchant's message, not the dashboard's "Please sign in to continue."
    expect(missingBody.error.message).toContain("No API key");
    expect(missingBody.error.message).toContain("Authorization: Bearer sk_test_");
    const basic = await ctx.app.request("/v1/payments", { headers: { authorization: "Basic dXNlcjpwYXNz" } });
    expect(((await basic.json()) as { error: { message: string } }).error.message).toBe(missingBody.error.message);

    for (const key of ["sk_test_0123456789abcdefghijklmnopqrstuvwxyz", "sk_live_nope", "pk_test_123", "garbage"]) {
      const res = await merchant(ctx, key).get("/v1/payments");
      expect(res.status, key).toBe(401);
      expect(res.body.error, key).toMatchObject({ type: "authentication_error", code: "invalid_api_key" });
      expect(res.body.error.message, key).not.toBe(missingBody.error.message);
    }

    const doomed = await newKey(admin, "test", "révoquée pour de bon");
    const id = (await admin.get("/api/api-keys")).body.items.find(
      (k: { name: string }) => k.name === "révoquée pour de bon",
    ).id;
    await admin.delete(`/api/api-keys/${id}`);
    expect((await merchant(ctx, doomed).get("/v1/payments")).body.error).toMatchObject({
      type: "authentication_error",
      code: "api_key_revoked",
    });
  });

  it("records a key's last use, at most one write a minute", async () => {
    const key = await newKey(admin, "test", "suivie");
    const listed = async () =>
      (await admin.get("/api/api-keys")).body.items.find((k: { name: string }) => k.name === "suivie");
    expect((await listed()).lastUsedAt).toBeNull();
    expect((await merchant(ctx, key).get("/v1/payments")).status).toBe(200);
    const first = (await listed()).lastUsedAt;
    expect(first).not.toBeNull();
    expect((await merchant(ctx, key).get("/v1/payments")).status).toBe(200);
    expect((await listed()).lastUsedAt).toBe(first);
    // A minute later, the next call writes again.
    await ctx.pool.query("update api_keys set last_used_at = now() - interval '2 minutes' where name = 'suivie'");
    const aged = (await listed()).lastUsedAt;
    expect((await merchant(ctx, key).get("/v1/payments")).status).toBe(200);
    expect(Date.parse((await listed()).lastUsedAt)).toBeGreaterThan(Date.parse(aged));
  });
});

describe("payments through /v1", () => {
  it("creates, retrieves and lists a payment in snake_case, and the operator is asked at once", async () => {
    const api = merchant(ctx, testKey);
    const created = await api.post("/v1/payments", { ...payment, operator: "wave", phone: "+225 07 00 00 00 01" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      object: "payment",
      status: "pending",
      amount: 15_000,
      currency: "XOF",
      operator: "wave",
      phone: "0700000001",
      reference: "CMD-42",
      fee: 375,
      net: 14_625,
      mode: "test",
      next_action: { type: "redirect" },
      failure: null,
    });
    expect(created.body.checkout_url).toBe(`http://localhost:3000/pay/${created.body.id}`);
    const done = await pollUntil(
      async () => (await api.get(`/v1/payments/${created.body.id}`)).body,
      (p) => p.status !== "pending",
    );
    expect(done).toMatchObject({ status: "succeeded" });
    expect(done.paid_at).not.toBeNull();
  });

  it("answers 400 for a body the contract refuses and 422 for one the payment rules refuse", async () => {
    const api = merchant(ctx, testKey);
    const wrongType = await api.post("/v1/payments", { ...payment, amount: "15000" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "invalid_amount",
      param: "amount",
    });
    const unknown = await api.post("/v1/payments", { ...payment, colour: "red" });
    expect(unknown.body.error).toMatchObject({ code: "parameter_unknown", param: "colour" });
    const prefix = await api.post("/v1/payments", { ...payment, operator: "orange_money", phone: "0501020304" });
    expect(prefix.status).toBe(422);
    expect(prefix.body.error).toMatchObject({
      type: "invalid_request_error",
      code: "operator_prefix_mismatch",
      param: "phone",
    });
    const noCredentials = await merchant(ctx, liveKey).post("/v1/payments", {
      ...payment,
      operator: "mtn_momo",
      phone: "0501020304",
    });
    expect(noCredentials.status).toBe(422);
    expect(noCredentials.body.error).toMatchObject({
      code: "api_key_missing_for_account",
      message: "API Key not configured for MTN Mobile Money.",
    });
    const malformed = await api.raw("POST", "/v1/payments", "{not json");
    expect(malformed.status).toBe(400);
    expect((await api.get("/v1/nowhere")).body.error.code).toBe("resource_missing");
  });

  it("answers each error code with the one status docs/API.md and the OpenAPI document give it", async () => {
    const api = merchant(ctx, testKey);
    const docs = docsStatuses();
    const table = Object.entries(V1_ERROR_STATUSES).flatMap(([status, codes]) => codes.map((c) => [c, Number(status)]));
    expect(Object.fromEntries(docs)).toEqual(Object.fromEntries(table));
    const spec = (await (await ctx.app.request("/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const probes: Array<[string, () => Promise<{ status: number; body: any }>]> = [
      ["amount_out_of_range", () => api.post("/v1/payments", { ...payment, amount: 50 })],
      ["amount_out_of_range", () => api.post("/v1/payments", { ...payment, amount: 20_000_000 })],
      ["unsupported_currency", () => api.post("/v1/payments", { ...payment, currency: "EUR" })],
      ["unknown_operator", () => api.post("/v1/payments", { ...payment, operator: "paypal" })],
      ["invalid_url", () => api.post("/v1/payments", { ...payment, success_url: "ftp://shop.ci" })],
      [
        "too_many_metadata_keys",
        () =>
          api.post("/v1/payments", {
            ...payment,
            metadata: Object.fromEntries([...Array(21).keys()].map((i) => [`k${i}`, "v"])),
          }),
      ],
      [
        "operator_prefix_mismatch",
        () => api.post("/v1/payments", { ...payment, operator: "orange_money", phone: "0501020304" }),
      ],
      ["invalid_amount", () => api.post("/v1/payments", { ...payment, amount: "15000" })],
      ["webhook_url_invalid", () => api.post("/v1/webhook_endpoints", { url: "", events: ["payment.success"] })],
      [
        "webhook_url_invalid",
        () => api.post("/v1/webhook_endpoints", { url: "ftp://shop.ci", events: ["payment.success"] }),
      ],
      ["webhook_event_unknown", () => api.post("/v1/webhook_endpoints", { url: "http://localhost/h", events: ["x"] })],
      ["parameter_unknown", () => api.post("/v1/payments", { ...payment, colour: "red" })],
      ["payload_too_large", () => api.post("/v1/payments", { ...payment, description: "x".repeat(1_100_000) })],
    ];
    for (const [code, probe] of probes) {
      const res = await probe();
      expect(res.body.error?.code, code).toBe(code);
      expect(docs.get(code), `${code} in docs/API.md`).toBeDefined();
      expect(res.status, code).toBe(docs.get(code));
      const declared = spec.paths["/payments"]?.post?.responses[String(res.status)]?.description ?? "";
      expect(declared, `${code} under ${res.status} in /v1/openapi.json`).toContain(`\`${code}\``);
    }
  });

  it("keeps modes and companies apart: another mode's or company's payment answers 404", async () => {
    const testPayment = (await merchant(ctx, testKey).post("/v1/payments", payment)).body;
    const livePayment = (await merchant(ctx, liveKey).post("/v1/payments", payment)).body;
    expect(livePayment.mode).toBe("live");
    expect((await merchant(ctx, liveKey).get(`/v1/payments/${testPayment.id}`)).status).toBe(404);
    expect((await merchant(ctx, testKey).get(`/v1/payments/${livePayment.id}`)).status).toBe(404);
    const otherAdmin = (await signedInPerson(ctx, { role: "admin", companyId: await addCompany(ctx) })).client;
    const otherKey = await newKey(otherAdmin, "test");
    expect((await merchant(ctx, otherKey).get(`/v1/payments/${testPayment.id}`)).status).toBe(404);
    expect((await merchant(ctx, otherKey).post(`/v1/payments/${testPayment.id}/cancel`)).status).toBe(404);
    const theirs = await merchant(ctx, otherKey).get("/v1/payments");
    expect(theirs.body.data).toEqual([]);
  });

  it("pages lists with starting_after / ending_before and filters them", async () => {
    const api = merchant(ctx, testKey);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await api.post("/v1/payments", { ...payment, reference: "PAGE" })).body.id);
    const first = await api.get("/v1/payments?limit=2&reference=PAGE");
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([ids[4], ids[3]]);
    const second = await api.get(`/v1/payments?limit=2&reference=PAGE&starting_after=${ids[3]}`);
    expect(second.body.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const back = await api.get(`/v1/payments?limit=2&reference=PAGE&ending_before=${ids[2]}`);
    expect(back.body.data.map((p: { id: string }) => p.id)).toEqual([ids[4], ids[3]]);
    const last = await api.get(`/v1/payments?limit=2&reference=PAGE&starting_after=${ids[1]}`);
    expect(last.body).toMatchObject({ has_more: false });
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect((await api.get(`/v1/payments?created[gte]=${future}`)).body.data).toEqual([]);
  });
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

describe("rate limits", () => {
  it("limits requests per key per second, shared in the database, with RateLimit headers", async () => {
    const limited = await createTestContext({ PAYFLOW_API_RATE_LIMIT: "3" });
    const limitedAdmin = await limited.client().signIn(ADMIN.email, ADMIN.password);
    const api = merchant(limited, await newKey(limitedAdmin, "test"));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await api.get("/v1/balance"));
    expect(answers[0]?.headers.get("ratelimit-limit")).toBe("3");
    expect(answers[0]?.headers.get("ratelimit-remaining")).toBe("2");
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.error).toMatchObject({ type: "rate_limit_error", code: "rate_limited" });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
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
    const refund = await api.post("/v1/refunds", { payment: paid.id, amount: 4000, reason: "Retour" });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ object: "refund", payment: paid.id, amount: 4000, method: "manual" });
    expect((await api.get(`/v1/refunds/${refund.body.id}`)).body.id).toBe(refund.body.id);
    expect((await api.get(`/v1/refunds?payment=${paid.id}`)).body.data).toHaveLength(1);
    const tooMuch = await api.post("/v1/refunds", { payment: paid.id, amount: 7000, reason: "x" });
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

  it("publishes an OpenAPI 3.1 document of /v1", async () => {
    const res = await ctx.app.request("/v1/openapi.json");
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/payments", "/payments/{id}", "/refunds", "/events", "/balance"]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

// Issue 20: small input rules of /v1 — times as docs/API.md states them, enum refusals that say
// what is allowed, and the reference page's generated example accepted as sent.
describe("/v1 input rules", () => {
  it("created[gte] / created[lte] take ISO 8601 times as well as Unix seconds", async () => {
    const api = merchant(ctx, testKey);
    const made = (await api.post("/v1/payments", { ...payment, reference: "WHEN" })).body;
    const at = new Date(made.created_at);
    const before = new Date(at.getTime() - 60_000).toISOString();
    const after = new Date(at.getTime() + 60_000).toISOString();
    const ids = async (qs: string) => {
      const res = await api.get(`/v1/payments?reference=WHEN&${qs}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((p: { id: string }) => p.id);
    };
    expect(await ids(`created[gte]=${encodeURIComponent(before)}`)).toEqual([made.id]);
    expect(await ids(`created[gte]=${encodeURIComponent(after)}`)).toEqual([]);
    expect(await ids(`created[lte]=${encodeURIComponent(before)}`)).toEqual([]);
    expect(await ids(`created[lte]=${encodeURIComponent(after)}`)).toEqual([made.id]);
    // With an offset, as ISO 8601 allows: the same instant.
    const abidjanPlusOne = new Date(at.getTime() - 60_000 + 3_600_000).toISOString().replace("Z", "+01:00");
    expect(await ids(`created[gte]=${encodeURIComponent(abidjanPlusOne)}`)).toEqual([made.id]);
    expect(await ids(`created[gte]=${Math.floor(at.getTime() / 1000) - 60}`)).toEqual([made.id]);
    const bad = await api.get("/v1/payments?created[gte]=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "parameter_invalid", param: "created[gte]" });
  });

  it("an enum refused names the values it takes", async () => {
    const api = merchant(ctx, testKey);
    const status = await api.get("/v1/payments?status=paid");
    expect(status.status).toBe(400);
    expect(status.body.error.param).toBe("status");
    expect(status.body.error.message).toContain("pending, succeeded");
    const operator = await api.post("/v1/payments", { ...payment, operator: "orange" });
    expect(operator.status).toBe(422);
    expect(operator.body.error).toMatchObject({ code: "unknown_operator", param: "operator" });
    expect(operator.body.error.message).toContain("wave, orange_money, mtn_momo, moov_money, bank_transfer");
  });

  it("an empty success_url or error_url is no URL, as the reference page's example sends it", async () => {
    const api = merchant(ctx, testKey);
    const res = await api.post("/v1/payments", { ...payment, success_url: "", error_url: "" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { rows } = await ctx.pool.query("SELECT success_url, error_url FROM transactions WHERE id = $1", [
      res.body.id,
    ]);
    expect(rows[0]).toEqual({ success_url: null, error_url: null });
    const bad = await api.post("/v1/payments", { ...payment, success_url: "ftp://boutique.ci" });
    expect(bad.body.error).toMatchObject({ code: "invalid_url", param: "success_url" });
  });
});
