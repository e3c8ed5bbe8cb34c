import { DEFAULT_PAYOUT_SETTINGS } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type TestClient, type TestContext } from "../support/context";
import { merchant, merchantContext, newKey } from "../support/merchant";
import { inMode } from "../support/payments";
import { fund } from "../support/payouts";
import { defaultCompanyId, signedInPerson } from "../support/people";
import { stepUp } from "../support/step-up";

// A key is never more than its maker (docs/API.md § Keys and scopes): each test is an attack
// that worked before keys carried their maker's rights.

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ({ ctx, admin } = await merchantContext());
  companyId = await defaultCompanyId(ctx);
  await fund(ctx, companyId, "bank_transfer", 5_000_000, "live");
  await fund(ctx, companyId, "bank_transfer", 5_000_000, "test");
});

const bankPayout = (amount: number) => ({
  amount,
  currency: "XOF",
  operator: "bank",
  bank_account: "CI0086575352248253966057",
  name: "Fournisseur Test",
  reason: "Facture",
});

const payoutCount = async () => Number((await ctx.pool.query("select count(*) from payouts")).rows[0].count);

describe("a key carries its maker's rights", () => {
  it("a developer's live key cannot pay out, and nothing is stored", async () => {
    const developer = await signedInPerson(ctx, { role: "developer", companyId });
    await stepUp(developer.client);
    const created = await developer.client.post("/api/api-keys", { keyName: "dev live", mode: "live" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = await payoutCount();
    const payout = await merchant(ctx, created.body.apiKeyRecord.key_value).post("/v1/payouts", bankPayout(1_000));
    expect(payout.status).toBe(403);
    expect(payout.body.error).toMatchObject({
      type: "permission_error",
      code: "api_key_maker_not_allowed",
    });
    expect(payout.body.error.message).toContain("payouts:write");
    expect(await payoutCount()).toBe(before);
    // The same developer's test key builds the integration against the sandboxes.
    const testKey = await newKey(developer.client, "test", "dev test");
    expect((await merchant(ctx, testKey).post("/v1/payouts", bankPayout(1_000))).status).toBe(201);
  });

  it("a developer cannot give a live key a scope they may not use", async () => {
    const developer = await signedInPerson(ctx, { role: "developer", companyId });
    const res = await developer.client.post("/api/api-keys", {
      keyName: "dev payouts",
      mode: "live",
      scopes: ["payouts:write"],
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "apiKeyScopeNotHeld", field: "scopes" });
    const keys = await admin.get("/api/api-keys");
    expect(keys.body.items.map((k: { name: string }) => k.name)).not.toContain("dev payouts");
  });

  it("a developer cannot reveal, copy or roll an admin's key, and no reveal is recorded", async () => {
    await stepUp(admin);
    const adminKey = await admin.post("/api/api-keys", { keyName: "admin live", mode: "live" });
    const id = adminKey.body.apiKeyRecord.id as string;
    const developer = await signedInPerson(ctx, { role: "developer", companyId });
    for (const [url, body] of [
      [`/api/api-keys/${id}/reveal`, {}],
      [`/api/api-keys/${id}/reveal`, { purpose: "copy" }],
      [`/api/api-keys/${id}/roll`, undefined],
    ] as const) {
      const res = await developer.client.post(url, body);
      expect(res.status, url).toBe(403);
      expect(res.body.error.code).toBe("apiKeyNotYours");
      expect(JSON.stringify(res.body)).not.toContain("sk_live_");
    }
    const audit = await ctx.pool.query(
      "select count(*) from audit_log where target_id = $1 and action <> 'apiKey.created'",
      [id],
    );
    expect(Number(audit.rows[0].count)).toBe(0);
    // Their own key, yes.
    const own = await developer.client.post("/api/api-keys", { keyName: "dev own", mode: "test" });
    const revealed = await developer.client.post(`/api/api-keys/${own.body.apiKeyRecord.id}/reveal`, {});
    expect(revealed.body.keyValue).toBe(own.body.apiKeyRecord.key_value);
  });

  it("administerApiKeys sees others' keys, but a live key that takes money out only if they may take it out", async () => {
    await stepUp(admin);
    const adminKey = await admin.post("/api/api-keys", { keyName: "admin live 2", mode: "live" });
    const readOnly = await admin.post("/api/api-keys", {
      keyName: "live lecture",
      mode: "live",
      scopes: ["read_only"],
    });
    expect(readOnly.body.apiKeyRecord.scopes).toEqual(["read_only"]);
    const role = await admin.post("/api/roles", {
      name: "keykeeper",
      displayName: "Gardien des clés",
      capabilities: ["viewDashboard", "manageApiKeys", "administerApiKeys"],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const keeper = await signedInPerson(ctx, { role: "keykeeper", companyId });
    await stepUp(keeper.client);
    const refused = await keeper.client.post(`/api/api-keys/${adminKey.body.apiKeyRecord.id}/reveal`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("liveKeyMovesMoney");
    const shown = await keeper.client.post(`/api/api-keys/${readOnly.body.apiKeyRecord.id}/reveal`, {});
    expect(shown.status).toBe(200);
    expect(shown.body.keyValue).toBe(readOnly.body.apiKeyRecord.key_value);
  });

  it("a maker who loses a right takes it from their keys at once", async () => {
    const maker = await signedInPerson(ctx, { role: "admin", companyId });
    const key = await newKey(maker.client, "test", "admin test");
    const api = merchant(ctx, key);
    expect((await api.post("/v1/payouts", bankPayout(1_000))).status).toBe(201);
    await ctx.pool.query("update profiles set role = 'support' where user_id = $1", [maker.userId]);
    const after = await api.post("/v1/payouts", bankPayout(1_000));
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe("api_key_maker_not_allowed");
    // What support may still do, the key still does.
    expect((await api.get("/v1/payments")).status).toBe(200);
    await ctx.pool.query("update profiles set status = 'inactive' where user_id = $1", [maker.userId]);
    expect((await api.get("/v1/payments")).status).toBe(403);
  });

  it("a live key is made, revealed or rolled only by a person who proved it is them in the last 5 minutes", async () => {
    const other = await signedInPerson(ctx, { role: "admin", companyId });
    const count = async () =>
      Number((await ctx.pool.query("select count(*) from api_keys where name = 'sans preuve'")).rows[0].count);
    const refused = await other.client.post("/api/api-keys", { keyName: "sans preuve", mode: "live" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "stepUpRequired", params: { method: "password" } });
    expect(await count()).toBe(0);
    // A test key moves no real money: no step-up.
    expect((await other.client.post("/api/api-keys", { keyName: "test sans preuve", mode: "test" })).status).toBe(201);
    await stepUp(other.client);
    const made = await other.client.post("/api/api-keys", { keyName: "sans preuve", mode: "live" });
    expect(made.status).toBe(201);
    // Six minutes later the proof is stale: revealing or rolling asks again.
    await ctx.pool.query(
      "update session_step_ups set stepped_up_at = now() - interval '6 minutes' where user_id = $1",
      [other.userId],
    );
    for (const url of [
      `/api/api-keys/${made.body.apiKeyRecord.id}/reveal`,
      `/api/api-keys/${made.body.apiKeyRecord.id}/roll`,
    ]) {
      const stale = await other.client.post(url, {});
      expect(stale.status, url).toBe(403);
      expect(stale.body.error.code).toBe("stepUpRequired");
    }
    await stepUp(other.client);
    const shown = await other.client.post(`/api/api-keys/${made.body.apiKeyRecord.id}/reveal`, {});
    expect(shown.body.keyValue).toBe(made.body.apiKeyRecord.key_value);
  });

  it("lists each key with its maker and scopes", async () => {
    const created = await admin.post("/api/api-keys", {
      keyName: "webhooks seulement",
      mode: "test",
      scopes: ["webhooks:write", "webhooks:write"],
    });
    const listed = (await admin.get("/api/api-keys")).body.items.find(
      (k: { id: string }) => k.id === created.body.apiKeyRecord.id,
    );
    expect(listed).toMatchObject({ scopes: ["webhooks:write"], maker: { name: expect.any(String) } });
    expect(listed.maker.id).toBeTruthy();
    expect(listed.maker.name.length).toBeGreaterThan(0);
  });
});

describe("restricted keys", () => {
  it("refuse what their scopes do not cover, naming the scope", async () => {
    const created = await admin.post("/api/api-keys", { keyName: "lecture", mode: "test", scopes: ["read_only"] });
    const api = merchant(ctx, created.body.apiKeyRecord.key_value);
    expect((await api.get("/v1/payments")).status).toBe(200);
    expect((await api.get("/v1/balance")).status).toBe(200);
    const write = await api.post("/v1/payments", { amount: 1_000, currency: "XOF" });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatchObject({ type: "permission_error", code: "insufficient_scope" });
    expect(write.body.error.message).toContain("payments:write");
    expect(await ctx.pool.query("select 1 from transactions where is_test_data and amount = 1000")).toMatchObject({
      rowCount: 0,
    });

    const paymentsOnly = await admin.post("/api/api-keys", {
      keyName: "encaisse",
      mode: "test",
      scopes: ["payments:write"],
    });
    const cashier = merchant(ctx, paymentsOnly.body.apiKeyRecord.key_value);
    expect((await cashier.post("/v1/payments", { amount: 1_000, currency: "XOF" })).status).toBe(201);
    expect((await cashier.get("/v1/payments")).status).toBe(200);
    expect((await cashier.get("/v1/payouts")).body.error.code).toBe("insufficient_scope");
    expect((await cashier.post("/v1/payouts", bankPayout(1_000))).body.error.code).toBe("insufficient_scope");
  });

  it("refuse an unknown scope or an empty list", async () => {
    const unknown = await admin.post("/api/api-keys", { keyName: "x", mode: "test", scopes: ["everything"] });
    expect(unknown.status).toBe(400);
    const empty = await admin.post("/api/api-keys", { keyName: "x", mode: "test", scopes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("apiKeyScopesRequired");
  });
});

describe("four eyes through a key", () => {
  it("a payout made with a key is its maker's, who can never approve it", async () => {
    await ctx.pool.query("update companies set payout_settings = $2 where id = $1", [
      companyId,
      JSON.stringify({ ...DEFAULT_PAYOUT_SETTINGS, approvalThreshold: 50_000 }),
    ]);
    const maker = await signedInPerson(ctx, { role: "admin", companyId });
    const key = await newKey(maker.client, "test", "second admin payouts");
    const created = await merchant(ctx, key).post("/v1/payouts", bankPayout(60_000));
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("pending_approval");
    const row = await ctx.pool.query("select created_by from payouts where id = $1", [created.body.id]);
    expect(row.rows[0].created_by).toBe(maker.userId);
    const own = await inMode(maker.client, "test").post(`/api/payouts/${created.body.id}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe("cannotApproveOwnPayout");
    expect((await inMode(admin, "test").post(`/api/payouts/${created.body.id}/approve`, {})).status).toBe(200);
  });

  it("a refund made with a key is recorded as its maker's", async () => {
    const me = await ctx.pool.query("select user_id from profiles where email = $1", [ADMIN.email]);
    const key = await newKey(admin, "test", "admin refunds");
    const paymentId = await fund(ctx, companyId, "bank_transfer", 20_000, "test");
    const refund = await merchant(ctx, key).post("/v1/refunds", {
      payment: paymentId,
      amount: 1_000,
      method: "manual",
      reason: "geste",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const row = await ctx.pool.query("select user_id from refunds where id = $1", [refund.body.id]);
    expect(row.rows[0].user_id).toBe(me.rows[0].user_id);
  });
});
