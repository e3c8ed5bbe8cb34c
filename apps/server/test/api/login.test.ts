import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../src/db/schema";
import { ADMIN, createTestContext, registration, type TestContext } from "../support/context";
import { emails } from "../support/outbox";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "5", PAYFLOW_RATE_LIMIT_SIGNUP: "100" });
});

describe("POST /api/auth/sign-in/email", () => {
  it("signs the seeded admin in with a session cookie", async () => {
    const client = ctx.client();
    const res = await client.post("/api/auth/sign-in/email", ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "admin", isStaff: true, mustChangePassword: false });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get("/api/me")).body.capabilities).toEqual(["manageAll"]);
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const wrong = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: ADMIN.email, password: "nope-nope-nope" });
    const unknown = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: "ghost@example.ci", password: "whatever123" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: "invalidCredentials", message: "Invalid email or password." });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("checks the email shape, then an empty password", async () => {
    const badEmail = await ctx.client().post("/api/auth/sign-in/email", { email: "nope", password: "" });
    expect(badEmail.body.error).toMatchObject({ code: "invalidEmail", field: "email" });
    const noPassword = await ctx.client().post("/api/auth/sign-in/email", { email: ADMIN.email, password: "" });
    expect(noPassword.body.error).toMatchObject({ code: "passwordRequired", field: "password" });
  });

  it("records real sign-ins for the company's recent login sessions", async () => {
    const client = ctx.client("10.9.8.7");
    await client.request("POST", "/api/auth/sign-in/email", {
      json: ADMIN,
      headers: { "user-agent": `Mozilla/5.0 ${"x".repeat(400)}` },
    });
    const res = await client.get("/api/dashboard/login-sessions");
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(10);
    const latest = res.body.items[0];
    expect(latest).toMatchObject({ email: ADMIN.email, ipAddress: "10.9.8.7" });
    expect(latest.userAgent).toHaveLength(250);
  });

  it("signs out a user whose profile is missing, with the spec's message", async () => {
    const reg = await ctx.client().post("/api/register", registration({ email: "noprofile@example.ci" }));
    await ctx.db.delete(profiles).where(eq(profiles.userId, reg.body.userId));
    const client = ctx.client();
    const res = await client.post("/api/auth/sign-in/email", {
      email: "noprofile@example.ci",
      password: "password123",
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: "profileNotFound",
      message: "User profile not found. Please contact support immediately.",
    });
    expect(client.hasSession).toBe(false);
    const sessions = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${reg.body.userId}`,
    );
    // The registration's own session remains; the sign-in created none that survived.
    expect(sessions.rows[0]?.n).toBe(1);
  });

  it("refuses an inactive account", async () => {
    const reg = await ctx.client().post("/api/register", registration({ email: "inactive@example.ci" }));
    await ctx.db.update(profiles).set({ status: "inactive" }).where(eq(profiles.userId, reg.body.userId));
    const res = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: "inactive@example.ci", password: "password123" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("accountInactive");
  });

  it("rate-limits attempts per address", async () => {
    const client = ctx.client();
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post("/api/auth/sign-in/email", { email: `p${i}@example.ci`, password: "wrong-pass" })).status,
      ).toBe(401);
    }
    const refused = await client.post("/api/auth/sign-in/email", ADMIN);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rateLimited");
    expect(refused.body.error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("limits one address guessing one account", async () => {
    const email = "target@example.ci";
    const attacker = ctx.client();
    // The per-address limit (5 here) would stop this too; the per-address-and-email key is what
    // remains when the attacker's address varies its emails.
    for (let i = 0; i < 5; i++) {
      expect((await attacker.post("/api/auth/sign-in/email", { email, password: "wrong-pass" })).status).toBe(401);
    }
    expect((await attacker.post("/api/auth/sign-in/email", { email, password: "wrong-pass" })).status).toBe(429);
  });

  it("cannot be used to lock someone out: wrong passwords from other addresses never block the right one", async () => {
    const body = registration();
    expect((await ctx.client().post("/api/register", body)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: "wrong-pass" });
      expect(res.status).toBe(401);
    }
    const owner = await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(owner.status).toBe(200);
  });

  it("under guessing spread over many addresses, only known addresses keep trying passwords", async () => {
    const body = registration();
    expect((await ctx.client().post("/api/register", body)).status).toBe(201);
    const home = ctx.client();
    await home.signIn(body.email, body.password);
    // Ten times the per-minute limit (5) of failures within the hour, from 50 addresses.
    for (let i = 0; i < 50; i++) {
      await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: `guess-${i}` });
    }
    const newDevice = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.error.retryAfterSeconds).toBeGreaterThan(60);
    // The address the person signed in from before still gets in...
    const again = await ctx
      .client(home.ip)
      .post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(again.status).toBe(200);
    // ...and a new device can still sign in with an emailed code.
    const device = ctx.client();
    expect((await device.post("/api/auth/sign-in/email-code/request", { email: body.email })).status).toBe(200);
    const [mail] = await emails(ctx, body.email, "signInCode");
    const code = /(\d{6})/.exec(mail?.subject ?? "")?.[1];
    const viaCode = await device.post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(viaCode.status).toBe(200);
  }, 60_000); // dozens of password hashes: longer than the default on a loaded 2-core machine
});

describe("POST /api/auth/sign-out", () => {
  it("ends the session: the cookie no longer works", async () => {
    const client = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const cookie = client.cookieHeader();
    expect((await client.get("/api/me")).status).toBe(200);
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect(client.hasSession).toBe(false);
    // Replaying the old cookie proves the session is gone on the server, not just forgotten.
    const replay = await ctx.client().request("GET", "/api/me", { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});
