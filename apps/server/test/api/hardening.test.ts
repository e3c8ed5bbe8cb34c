import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetSeededCredentials } from "../../src/config/admin-credentials";
import { describeError } from "../../src/lib/logger";
import { ADMIN, createTestContext, ORIGIN, registration, type TestClient, type TestContext } from "../support/context";
import { registered } from "../support/people";
import { stepUp } from "../support/step-up";

// The medium, low and hardening findings of the security review, each as the attack it was.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_RATE_LIMIT_SIGNUP: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

describe("client address behind a trusted proxy", () => {
  it("reads X-Forwarded-For from the right: a forged leftmost entry changes nothing", async () => {
    const caller = ctx.client("10.20.30.40");
    const signedIn = await caller.request("POST", "/api/auth/sign-in/email", {
      json: ADMIN,
      headers: { "x-forwarded-for": "6.6.6.6, 10.20.30.40" },
    });
    expect(signedIn.status).toBe(200);
    const sessions = await caller.get("/api/me/sessions");
    const current = sessions.body.items.find((s: { current: boolean }) => s.current);
    expect(current.ipAddress).toBe("10.20.30.40");
  });

  it("counts rate limits by the real address whatever the caller writes before it", async () => {
    const limited = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.client("10.9.9.9").request("POST", "/api/auth/sign-in/email", {
        json: { email: `x${i}@example.ci`, password: "wrong-pass" },
        headers: { "x-forwarded-for": `1.1.1.${i}, 10.9.9.9` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe("audit of where money goes and of client records", () => {
  it("records payment account creation, number edits, primary changes and deletion", async () => {
    const first = await admin.post("/api/payment-accounts", {
      accountName: "Caisse Wave",
      operatorBank: "Wave",
      accountNumberPhone: "0701020304",
    });
    const second = await admin.post("/api/payment-accounts", {
      accountName: "Orange principal",
      operatorBank: "Orange Money",
      accountNumberPhone: "0705060708",
      isPrimary: true,
    });
    await admin.patch(`/api/payment-accounts/${first.body.id}`, {
      accountName: "Caisse Wave",
      operatorBank: "Wave",
      accountNumberPhone: "0799999999",
    });
    await admin.post(`/api/payment-accounts/${first.body.id}/primary`);
    await admin.delete(`/api/payment-accounts/${second.body.id}`);
    const log = await admin.get("/api/audit-log?q=Caisse%20Wave");
    const actions = log.body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["paymentAccount.created", "paymentAccount.updated", "paymentAccount.primarySet"]),
    );
    const edit = log.body.items.find((e: { action: string }) => e.action === "paymentAccount.updated");
    expect(edit.details).toMatchObject({
      before: { accountNumberPhone: "0701020304" },
      after: { accountNumberPhone: "0799999999" },
    });
    const deleted = await admin.get("/api/audit-log?action=paymentAccount.deleted");
    expect(deleted.body.items[0].targetLabel).toContain("0705060708");
  });

  it("records a client edit with what changed", async () => {
    const created = await admin.post("/api/clients", { name: "Boutique Yao", email: "yao.shop@example.ci" });
    const id = created.body.client.id;
    expect((await admin.patch(`/api/clients/${id}`, { name: "Boutique Yao", phone: "0501020304" })).status).toBe(200);
    const log = await admin.get("/api/audit-log?action=client.updated");
    expect(log.body.items[0]).toMatchObject({
      targetLabel: "Boutique Yao",
      details: { changes: { phone: { to: "0501020304" } } },
    });
  });
});

describe("malformed input answers 400, never 500", () => {
  it("refuses NUL bytes, lone surrogates and bad percent-encoding with the error object", async () => {
    const { client } = await registered(ctx);
    const cases: Array<[string, string, unknown?]> = [
      ["PATCH", "/api/me", { name: "a\u0000b" }],
      ["GET", "/api/users?q=%00"],
      ["DELETE", "/api/clients/%00"],
      ["GET", "/api/clients/%E0%A4%A"],
      ["PATCH", "/api/me", { name: "\ud800" }],
      ["PATCH", "/api/me", { "na\u0000me": "x" }],
    ];
    for (const [method, url, json] of cases) {
      const caller = url.startsWith("/api/users") || url.startsWith("/api/clients") ? admin : client;
      const res = await caller.request(method, url, json === undefined ? {} : { json });
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.error.code, `${method} ${url}`).toMatch(/^(validationFailed|malformedJson)$/);
    }
    expect((await client.get("/api/me")).body.name).not.toContain("\u0000");
  });

  it("refuses a registration with a lone surrogate and creates nothing", async () => {
    const body = registration({ name: "\ud800" });
    const res = await ctx.client().post("/api/register", body);
    expect(res.status).toBe(400);
    const rows = await ctx.pool.query("select 1 from users where email = $1", [body.email]);
    expect(rows.rowCount).toBe(0);
  });

  it("answers a sign-in with an address the sign-in cannot take as invalidEmail", async () => {
    const res = await ctx.client().post("/api/auth/sign-in/email", { email: "someone@example.com.", password: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalidEmail");
  });

  it("never logs a failed query's parameters", async () => {
    const failed = await ctx.db
      .execute(sql`select count(*) from users where email = ${"victim@example.ci"} and 1 / 0 = 1`)
      .catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    const logged = JSON.stringify(describeError(failed as Error));
    expect(logged).not.toContain("victim@example.ci");
    expect(logged).toContain("22012");
  });
});

describe("hardening", () => {
  it("marks every API answer no-store and sends no HSTS over plain http", async () => {
    for (const url of ["/api/me", "/api/openapi.json", "/api/nowhere"]) {
      const res = await admin.get(url);
      expect(res.headers.get("cache-control"), url).toBe("no-store");
      expect(res.headers.get("strict-transport-security"), url).toBeNull();
    }
    const https = await createTestContext({ PUBLIC_URL: "https://pay.example.ci" });
    const res = await https.client().get("/health");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("refuses a state change that says it is cross-site even without an Origin", async () => {
    const res = await admin.request("POST", "/api/notifications/read-all", {
      json: {},
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("originNotAllowed");
    const sameSite = await admin.request("POST", "/api/notifications/read-all", {
      json: {},
      headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.status).toBe(200);
  });

  it("enforces a forced password change on the server: only reading oneself, the change and sign-out", async () => {
    const made = await admin.post("/api/users", {
      name: "Nouvelle",
      email: "forced.change@example.ci",
      company: "C",
      password: "temporary-1",
      confirmPassword: "temporary-1",
    });
    expect(made.status).toBe(201);
    const person = await ctx.client().signIn("forced.change@example.ci", "temporary-1");
    expect((await person.get("/api/me")).body.mustChangePassword).toBe(true);
    for (const url of ["/api/notifications", "/api/clients", "/api/me/sessions"]) {
      const res = await person.get(url);
      expect(res.status, url).toBe(403);
      expect(res.body.error.code).toBe("passwordChangeRequired");
    }
    expect((await person.patch("/api/me", { name: "Moi" })).status).toBe(403);
    expect((await person.patch("/api/me/preferences", { darkMode: true })).status).toBe(200);
    const changed = await person.post("/api/me/password", {
      currentPassword: "temporary-1",
      newPassword: "my-own-password",
      confirmPassword: "my-own-password",
    });
    expect(changed.status).toBe(200);
    expect((await person.get("/api/notifications")).status).toBe(200);
  });

  it("shows no part of a credential of 8 characters or fewer", async () => {
    await stepUp(admin, ADMIN.password);
    const saved = await admin.request("PUT", "/api/operator-credentials/moov_money", {
      json: { values: { username: "moov", password: "12345678" } },
    });
    expect(saved.status).toBe(200);
    const moov = saved.body.items?.find?.((i: { operator: string }) => i.operator === "moov_money") ?? saved.body;
    expect(moov.fields.map((f: { last4: string | null }) => f.last4)).toEqual([null, null]);
    const list = await admin.get("/api/operator-credentials");
    expect(JSON.stringify(list.body)).not.toContain("5678");
  });

  it("removes the first admin's credentials file once the generated password is replaced", async () => {
    const file = path.join(ctx.deps.dataDir, "admin-credentials.txt");
    writeFileSync(file, `email: ${ADMIN.email}\npassword: generated\n`);
    await forgetSeededCredentials(ctx.deps.dataDir, "someone.else@example.ci");
    expect(existsSync(file)).toBe(true);
    const me = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const changed = await me.post("/api/me/password", {
      currentPassword: ADMIN.password,
      newPassword: `${ADMIN.password}-2`,
      confirmPassword: `${ADMIN.password}-2`,
    });
    expect(changed.status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});

describe("security headers on the wire", () => {
  it("every answer over a real socket carries them: public, signed-in, refused, unknown, merchant API", async () => {
    const served = await createTestContext({}, { listen: true });
    const base = served.deps.selfUrl;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const answers = [
      ["GET /health", await fetch(`${base}/health`)],
      ["GET /api/me signed in", await fetch(`${base}/api/me`, { headers: { cookie } })],
      ["GET /api/me signed out", await fetch(`${base}/api/me`)],
      ["GET /api/nothing-here", await fetch(`${base}/api/nothing-here`)],
      ["POST /v1/payments without a key", await fetch(`${base}/v1/payments`, { method: "POST", body: "{}" })],
    ] as const;
    expect(answers.map(([, res]) => res.status)).toEqual([200, 200, 401, 404, 401]);
    for (const [label, res] of answers) {
      expect(res.headers.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), label).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy"), label).toBe("no-referrer");
      expect(res.headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
      expect(res.headers.get("x-request-id"), label).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      // Each header once: never sent twice by two layers.
      expect(res.headers.get("x-content-type-options"), label).not.toContain(",");
      await res.arrayBuffer();
    }
    for (const [label, res] of answers.filter(([l]) => l.includes("/api/"))) {
      expect(res.headers.get("cache-control"), label).toBe("no-store");
    }
  });
});
