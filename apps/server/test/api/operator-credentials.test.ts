import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { credentialsFor } from "../../src/modules/operator-credentials/service";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { otherCompany, staffClient } from "../support/people";
import { stepUp } from "../support/step-up";

let ctx: TestContext;

const MIGRATION_0013 = new URL("../../src/db/migrations/0013_operator_credentials_one_name.sql", import.meta.url);

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

const WAVE = { apiKey: "wave_ci_prod_SECRETVALUE_abcd", webhookSecret: "wave_whsec_TOPSECRET_wxyz" };
const MTN = {
  subscriptionKey: "mtn-subscription-SECRET-1111",
  apiUser: "00000000-0000-4000-8000-00000000abcd",
  apiKey: "mtn-api-key-SECRET-2222",
  targetEnvironment: "mtnivorycoast",
};

/** A company's admin, stepped up with their password as the credentials' changes ask (docs/PAYOUTS.md § Step-up). */
async function companyAdmin(): Promise<{ admin: TestClient; companyId: string }> {
  const companyId = await otherCompany(ctx);
  const admin = await staffClient(ctx, "admin", companyId);
  await stepUp(admin);
  return { admin, companyId };
}

function leaks(body: unknown, secrets: Record<string, string>): string[] {
  const text = JSON.stringify(body);
  return Object.values(secrets).filter((s) => text.includes(s) || text.includes(s.slice(0, -4)));
}

describe("operator credentials", () => {
  it("lists every operator as not configured at first", async () => {
    const { admin } = await companyAdmin();
    const res = await admin.get("/api/operator-credentials");
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { operator: string }) => i.operator)).toEqual([
      "wave",
      "orange_money",
      "mtn_momo",
      "moov_money",
    ]);
    expect(res.body.items.every((i: { configured: boolean }) => !i.configured)).toBe(true);
    const orange = res.body.items.find((i: { operator: string }) => i.operator === "orange_money");
    expect(orange.fields.map((f: { field: string; optional: boolean }) => [f.field, f.optional])).toEqual([
      ["clientId", false],
      ["clientSecret", false],
      ["merchantKey", false],
      ["retailerMsisdn", true],
      ["retailerPin", true],
    ]);
  });

  it("stores the set encrypted, shows only the last 4 characters, and never returns a value", async () => {
    const { admin, companyId } = await companyAdmin();
    const saved = await admin.request("PUT", "/api/operator-credentials/wave", { json: { values: WAVE } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      operator: "wave",
      configured: true,
      fields: [
        { field: "apiKey", configured: true, last4: "abcd", optional: false },
        { field: "webhookSecret", configured: true, last4: "wxyz", optional: false },
      ],
    });
    expect(leaks(saved.body, WAVE)).toEqual([]);
    const list = await admin.get("/api/operator-credentials");
    expect(leaks(list.body, WAVE)).toEqual([]);
    expect(list.body.items[0]).toMatchObject({ operator: "wave", configured: true });

    // The raw column holds neither value, nor any part of them in clear.
    const { rows } = await ctx.pool.query("SELECT * FROM operator_credentials WHERE company_id = $1", [companyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].encrypted).toMatch(/^v1\./);
    expect(leaks(rows[0], WAVE)).toEqual([]);
    expect(JSON.stringify(rows[0])).not.toContain("SECRETVALUE");

    // ...and it decrypts back to exactly what was saved, for the payment that needs it.
    expect(await credentialsFor(ctx.deps, companyId, "wave")).toEqual(WAVE);
    expect(await credentialsFor(ctx.deps, companyId, "orange_money")).toBeNull();

    // A ciphertext moved to another company's row does not open.
    const { companyId: thief } = await companyAdmin();
    await ctx.pool.query("INSERT INTO operator_credentials (company_id, operator, encrypted) VALUES ($1, 'wave', $2)", [
      thief,
      rows[0].encrypted,
    ]);
    await expect(credentialsFor(ctx.deps, thief, "wave")).rejects.toThrow();
  });

  it("keeps stored values for empty fields and needs the whole set", async () => {
    const { admin, companyId } = await companyAdmin();
    const partial = await admin.request("PUT", "/api/operator-credentials/mtn_momo", {
      json: { values: { subscriptionKey: MTN.subscriptionKey, apiUser: MTN.apiUser } },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toMatchObject({ code: "fieldRequired", field: "apiKey" });
    expect(
      (await ctx.pool.query("SELECT 1 FROM operator_credentials WHERE company_id = $1", [companyId])).rowCount,
    ).toBe(0);

    expect((await admin.request("PUT", "/api/operator-credentials/mtn_momo", { json: { values: MTN } })).status).toBe(
      200,
    );
    const rotated = await admin.request("PUT", "/api/operator-credentials/mtn_momo", {
      json: { values: { apiKey: "mtn-api-key-ROTATED-9999", subscriptionKey: "" } },
    });
    expect(rotated.status).toBe(200);
    expect(await credentialsFor(ctx.deps, companyId, "mtn_momo")).toEqual({
      ...MTN,
      apiKey: "mtn-api-key-ROTATED-9999",
    });

    // The Disbursements keys are for payouts only: the set is configured without them, and they
    // join it when given, shown by their last characters like the others.
    const payouts = {
      disbursementApiUser: "8f1c2d3e-0000-4000-8000-abcdefab1234",
      disbursementApiKey: "disb-key-SECRET-7777",
    };
    const withPayouts = await admin.request("PUT", "/api/operator-credentials/mtn_momo", { json: { values: payouts } });
    expect(withPayouts.status, JSON.stringify(withPayouts.body)).toBe(200);
    expect(withPayouts.body.configured).toBe(true);
    expect(withPayouts.body.fields.find((f: { field: string }) => f.field === "disbursementApiKey")).toEqual({
      field: "disbursementApiKey",
      configured: true,
      last4: "7777",
      optional: true,
    });
    expect(leaks(withPayouts.body, payouts)).toEqual([]);
    expect(await credentialsFor(ctx.deps, companyId, "mtn_momo")).toEqual({
      ...MTN,
      apiKey: "mtn-api-key-ROTATED-9999",
      ...payouts,
    });

    expect((await admin.delete("/api/operator-credentials/mtn_momo")).status).toBe(200);
    expect(await credentialsFor(ctx.deps, companyId, "mtn_momo")).toBeNull();
  });

  it("a set stored under the operator's former name opens after migration 0013 renames its row", async () => {
    const { admin, companyId } = await companyAdmin();
    expect((await admin.request("PUT", "/api/operator-credentials/mtn_momo", { json: { values: MTN } })).status).toBe(
      200,
    );
    // As the row was before operators had one name: the same ciphertext under 'mtn'.
    await ctx.pool.query("UPDATE operator_credentials SET operator = 'mtn' WHERE company_id = $1", [companyId]);
    await ctx.pool.query(readFileSync(MIGRATION_0013, "utf8"));
    const { rows } = await ctx.pool.query("SELECT operator FROM operator_credentials WHERE company_id = $1", [
      companyId,
    ]);
    expect(rows).toEqual([{ operator: "mtn_momo" }]);
    expect(await credentialsFor(ctx.deps, companyId, "mtn_momo")).toEqual(MTN);
  });

  it("refuses values with leading or trailing spaces, unknown fields and operators, saving nothing", async () => {
    const { admin, companyId } = await companyAdmin();
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ["wave", { ...WAVE, apiKey: ` ${WAVE.apiKey}` }, "credentialWhitespace", "apiKey"],
      ["wave", { ...WAVE, webhookSecret: `${WAVE.webhookSecret}\n` }, "credentialWhitespace", "webhookSecret"],
      ["moov_money", { username: "moov-user", password: "p\tss" }, "credentialWhitespace", "password"],
      ["wave", { ...WAVE, clientId: "x" }, "unknownField", "clientId"],
      ["wave", { ...WAVE, apiKey: "k".repeat(600) }, "fieldTooLong", "apiKey"],
    ];
    for (const [operator, values, code, field] of cases) {
      const res = await admin.request("PUT", `/api/operator-credentials/${operator}`, { json: { values } });
      expect(res.status, code).toBe(400);
      expect(res.body.error, code).toMatchObject({ code, field });
    }
    expect((await admin.request("PUT", "/api/operator-credentials/paypal", { json: { values: {} } })).status).toBe(400);
    // A NUL byte is refused before any rule runs (PostgreSQL cannot store it).
    const nul = await admin.request("PUT", "/api/operator-credentials/moov_money", {
      json: { values: { username: "moov-user", password: "p\u0000ss" } },
    });
    expect(nul.status).toBe(400);
    expect(
      (await ctx.pool.query("SELECT 1 FROM operator_credentials WHERE company_id = $1", [companyId])).rowCount,
    ).toBe(0);
  });

  it("needs manageOperatorCredentials, which managing API keys does not give; each company sees only its own", async () => {
    const { admin, companyId } = await companyAdmin();
    expect((await admin.request("PUT", "/api/operator-credentials/wave", { json: { values: WAVE } })).status).toBe(200);

    // With the Wave webhook secret a developer could sign a "paid" callback for any live payment.
    const roleName = `keys_${Math.random().toString(36).slice(2, 8)}`;
    const created = await admin.post("/api/roles", {
      name: roleName,
      displayName: "Keys only",
      capabilities: ["manageApiKeys", "configureWebhooks", "manageSettings"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const refused = {
      developer: await staffClient(ctx, "developer", companyId),
      manager: await staffClient(ctx, "manager", companyId),
      [roleName]: await staffClient(ctx, roleName, companyId),
    };
    const calls: Array<[string, string, { json?: unknown }]> = [
      ["GET", "/api/operator-credentials", {}],
      ["PUT", "/api/operator-credentials/wave", { json: { values: { ...WAVE, webhookSecret: "forged_whsec_9999" } } }],
      ["DELETE", "/api/operator-credentials/wave", {}],
    ];
    for (const [who, client] of Object.entries(refused)) {
      // A step-up proves who they are, not that they may.
      await stepUp(client);
      for (const [method, path, options] of calls) {
        const res = await client.request(method, path, options);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
        expect(res.body.error.code, `${who} ${method} ${path}`).toBe("forbidden");
        expect(leaks(res.body, WAVE), `${who} ${method} ${path}`).toEqual([]);
      }
    }
    // Nothing changed: the stored set is still the admin's.
    expect(await credentialsFor(ctx.deps, companyId, "wave")).toEqual(WAVE);

    // A custom role given the capability explicitly gets through, as the admin does.
    const opsName = `ops_${Math.random().toString(36).slice(2, 8)}`;
    expect(
      (
        await admin.post("/api/roles", {
          name: opsName,
          displayName: "Ops",
          capabilities: ["manageOperatorCredentials"],
        })
      ).status,
    ).toBe(201);
    const ops = await staffClient(ctx, opsName, companyId);
    await stepUp(ops);
    for (const client of [admin, ops]) {
      expect((await client.get("/api/operator-credentials")).status).toBe(200);
      expect(
        (await client.request("PUT", "/api/operator-credentials/mtn_momo", { json: { values: MTN } })).status,
      ).toBe(200);
      expect((await client.delete("/api/operator-credentials/mtn_momo")).status).toBe(200);
    }

    const fresh = await companyAdmin();
    expect((await fresh.admin.get("/api/operator-credentials")).body.items[0].configured).toBe(false);
  });
});
