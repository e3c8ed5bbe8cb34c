import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext, newKey } from "../support/merchant";
import { defaultCompanyId, signedInPerson } from "../support/people";

// The merchant API's secret keys as an integrating developer meets them: creation, reveal,
// refusals, roll and revocation, last use, and the per-key rate limit.

let ctx: TestContext;
let admin: TestClient;
let testKey: string;
let liveKey: string;

beforeAll(async () => {
  ({ ctx, admin, testKey, liveKey } = await merchantContext());
});

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
