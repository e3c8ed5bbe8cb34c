import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { totp } from "../../../../e2e/support/totp";
import { auditLog, sessions } from "../../src/db/schema";
import { createTestContext, registration, type TestClient, type TestContext } from "../support/context";
import { registered as registeredIn } from "../support/people";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100", PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

const registered = (overrides: Partial<Record<string, string>> = {}) => registeredIn(ctx, overrides);

async function auditActions(userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, userId))
    .orderBy(auditLog.createdAt);
  return rows.map((r) => r.action);
}

/** Enrols TOTP for the client's user; returns the secret and backup codes. */
async function enrol(client: TestClient, password: string) {
  const started = await client.post("/api/me/two-factor/enable", { password });
  expect(started.status).toBe(200);
  const verified = await client.post("/api/me/two-factor/verify", { code: totp(started.body.secret) });
  expect(verified.status).toBe(200);
  return started.body as { secret: string; backupCodes: string[]; qrCode: string; totpUri: string };
}

describe("active sessions", () => {
  it("lists the person's sessions with the current one marked, and ends one on the next request", async () => {
    const { client, body, userId } = await registered();
    const phone = ctx.client();
    await phone.request("POST", "/api/auth/sign-in/email", {
      json: { email: body.email, password: body.password },
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1" },
    });
    const list = await client.get("/api/me/sessions");
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(2);
    const current = list.body.items.find((s: { current: boolean }) => s.current);
    const other = list.body.items.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ ipAddress: client.ip, userAgent: "PayFlowTest/1.0" });
    expect(other).toMatchObject({ ipAddress: phone.ip, userAgent: expect.stringContaining("iPhone") });
    expect(Date.parse(other.createdAt)).not.toBeNaN();
    expect(Date.parse(other.lastActiveAt)).not.toBeNaN();

    expect((await phone.get("/api/me")).status).toBe(200);
    const revoked = await client.delete(`/api/me/sessions/${other.id}`);
    expect(revoked.status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(200);
    expect(await auditActions(userId)).toContain("session.revoked");
  });

  it("answers 404 for someone else's session or an unknown id, and ends nothing", async () => {
    const alice = await registered();
    const bob = await registered();
    const [bobSession] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, bob.userId));
    expect((await alice.client.delete(`/api/me/sessions/${bobSession?.id}`)).status).toBe(404);
    expect((await alice.client.delete("/api/me/sessions/ses_unknown")).status).toBe(404);
    expect((await bob.client.get("/api/me")).status).toBe(200);
    expect(await auditActions(alice.userId)).not.toContain("session.revoked");
  });

  it("signs out the other sessions, then everywhere", async () => {
    const { client, body, userId } = await registered();
    const second = await ctx.client().signIn(body.email, body.password);
    const third = await ctx.client().signIn(body.email, body.password);
    const others = await client.post("/api/me/sessions/revoke-others");
    expect(others.body).toEqual({ revoked: 2 });
    expect((await second.get("/api/me")).status).toBe(401);
    expect((await third.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me/sessions")).body.items).toHaveLength(1);

    const fourth = await ctx.client().signIn(body.email, body.password);
    const all = await client.post("/api/me/sessions/revoke-all");
    expect(all.body).toEqual({ revoked: 2 });
    expect(client.hasSession).toBe(false);
    expect((await fourth.get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(401);
    expect(await auditActions(userId)).toEqual(expect.arrayContaining(["session.revokedOthers", "session.revokedAll"]));
  });

  it("needs a session", async () => {
    expect((await ctx.client().get("/api/me/sessions")).status).toBe(401);
  });
});

describe("two-factor (TOTP)", () => {
  it("enrols with the password and a first code, then asks for a code at sign-in", async () => {
    const { client, body, userId } = await registered();
    expect((await client.get("/api/me/two-factor")).body).toEqual({ enabled: false });

    const wrongPassword = await client.post("/api/me/two-factor/enable", { password: "not-my-password" });
    expect(wrongPassword.body.error.code).toBe("currentPasswordIncorrect");

    const started = await client.post("/api/me/two-factor/enable", { password: body.password });
    expect(started.status).toBe(200);
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.body.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    expect(started.body.totpUri).toContain(`secret=${started.body.secret}`);
    expect(started.body.backupCodes).toHaveLength(10);
    // Not on until a first code is confirmed.
    expect((await client.get("/api/me/two-factor")).body).toEqual({ enabled: false });
    const wrong = await client.post("/api/me/two-factor/verify", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("twoFactorCodeInvalid");
    expect((await ctx.client().signIn(body.email, body.password)).hasSession).toBe(true);

    const ok = await client.post("/api/me/two-factor/verify", { code: totp(started.body.secret) });
    expect(ok.status).toBe(200);
    expect((await client.get("/api/me/two-factor")).body).toEqual({ enabled: true });
    expect(await auditActions(userId)).toContain("twoFactor.enabled");

    const browser = ctx.client();
    const first = await browser.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect(browser.hasSession).toBe(false);
    expect((await browser.get("/api/me")).status).toBe(401);
    const badCode = await browser.post("/api/auth/sign-in/two-factor", { code: "123456" });
    expect(badCode.body.error.code).toBe("twoFactorCodeInvalid");
    const good = await browser.post("/api/auth/sign-in/two-factor", { code: totp(started.body.secret) });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ userId, role: "client" });
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("accepts a backup code once instead of an app code", async () => {
    const { client, body } = await registered();
    const { backupCodes } = await enrol(client, body.password);
    const code = backupCodes[0] as string;
    const first = ctx.client();
    await first.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    const ok = await first.post("/api/auth/sign-in/two-factor", { code, method: "backupCode" });
    expect(ok.status).toBe(200);
    expect((await first.get("/api/me")).status).toBe(200);

    const again = ctx.client();
    await again.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    const reused = await again.post("/api/auth/sign-in/two-factor", { code, method: "backupCode" });
    expect(reused.body.error.code).toBe("twoFactorCodeInvalid");
    expect((await again.get("/api/me")).status).toBe(401);
  });

  it("refuses the code step without a password step first", async () => {
    const res = await ctx.client().post("/api/auth/sign-in/two-factor", { code: "123456" });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("twoFactorChallengeExpired");
  });

  it("rate-limits wrong codes at sign-in", async () => {
    const limited = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "3", PAYFLOW_RATE_LIMIT_SIGNUP: "100" });
    const body = registration();
    const client = limited.client();
    expect((await client.post("/api/register", body)).status).toBe(201);
    const started = await client.post("/api/me/two-factor/enable", { password: body.password });
    expect((await client.post("/api/me/two-factor/verify", { code: totp(started.body.secret) })).status).toBe(200);

    const browser = limited.client();
    await browser.post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await browser.post("/api/auth/sign-in/two-factor", { code: "000000" })).status);
    expect(codes).toEqual([400, 400, 400, 429]);
    const blocked = await browser.post("/api/auth/sign-in/two-factor", { code: totp(started.body.secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rateLimited");
    expect((await browser.get("/api/me")).status).toBe(401);
  });

  it("disables with the password only; a wrong password changes nothing", async () => {
    const { client, body, userId } = await registered();
    const { secret } = await enrol(client, body.password);
    const wrong = await client.post("/api/me/two-factor/disable", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("currentPasswordIncorrect");
    expect((await client.get("/api/me/two-factor")).body).toEqual({ enabled: true });
    const check = ctx.client();
    expect((await check.post("/api/auth/sign-in/email", { email: body.email, password: body.password })).body).toEqual({
      twoFactorRequired: true,
    });
    expect((await check.post("/api/auth/sign-in/two-factor", { code: totp(secret) })).status).toBe(200);

    const off = await client.post("/api/me/two-factor/disable", { password: body.password });
    expect(off.status).toBe(200);
    expect((await client.get("/api/me/two-factor")).body).toEqual({ enabled: false });
    expect(
      (await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: body.password })).body,
    ).toMatchObject({ userId });
    expect(await auditActions(userId)).toEqual(expect.arrayContaining(["twoFactor.enabled", "twoFactor.disabled"]));
    expect((await client.post("/api/me/two-factor/disable", { password: body.password })).body.error.code).toBe(
      "twoFactorNotEnabled",
    );
  });
});
