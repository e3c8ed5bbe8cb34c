import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../support/context";
import { registered as registeredIn } from "../support/people";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100", PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

const registered = (overrides: Partial<Record<string, string>> = {}) => registeredIn(ctx, overrides);

describe("PATCH /api/me", () => {
  it("changes name and phone, keeps the email, and refuses bad values without saving", async () => {
    const { client, body } = await registered();
    const ok = await client.patch("/api/me", { name: "  Awa Traoré ", phone: "05 06 07 08 09" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Awa Traoré", phone: "0506070809", email: body.email });

    expect((await client.patch("/api/me", { name: "" })).body.error.code).toBe("nameRequired");
    expect((await client.patch("/api/me", { phone: "070102030" })).body.error.code).toBe("invalidPhone");
    expect((await client.patch("/api/me", { email: "other@example.ci" })).body.error.code).toBe("unknownField");
    expect((await client.get("/api/me")).body).toMatchObject({ name: "Awa Traoré", phone: "0506070809" });

    const cleared = await client.patch("/api/me", { phone: "" });
    expect(cleared.body.phone).toBeNull();
  });
});

describe("POST /api/me/password", () => {
  it("refuses a wrong current password, a short or unmatched new one, and changes nothing", async () => {
    const { client, body } = await registered();
    const wrong = await client.post("/api/me/password", {
      currentPassword: "not-my-password",
      newPassword: "new-password-1",
      confirmPassword: "new-password-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: "currentPasswordIncorrect",
      message: "Current password incorrect.",
    });
    const short = await client.post("/api/me/password", {
      currentPassword: body.password,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(short.body.error.code).toBe("passwordTooShort");
    const mismatch = await client.post("/api/me/password", {
      currentPassword: body.password,
      newPassword: "new-password-1",
      confirmPassword: "new-password-2",
    });
    expect(mismatch.body.error.code).toBe("passwordMismatch");
    await ctx.client().signIn(body.email, body.password);
  });

  it("stops guessing the current password: 5 wrong per session, 10 per person", async () => {
    const { client, body } = await registered();
    const attempt = (c: typeof client, currentPassword: string) =>
      c.post("/api/me/password", { currentPassword, newPassword: "new-password-1", confirmPassword: "new-password-1" });
    for (let i = 0; i < 5; i++) expect((await attempt(client, `guess-${i}`)).status).toBe(400);
    // Even the right password is refused now on this session...
    const locked = await attempt(client, body.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error.retryAfterSeconds).toBeGreaterThan(60);
    // ...and a second session of the same person gets five more wrong tries, not more.
    const second = await ctx.client().signIn(body.email, body.password);
    for (let i = 0; i < 5; i++) expect((await attempt(second, `other-${i}`)).status).toBe(400);
    expect((await attempt(second, body.password)).status).toBe(429);
    const third = await ctx.client().signIn(body.email, body.password);
    expect((await attempt(third, body.password)).status).toBe(429);
    await ctx.client().signIn(body.email, body.password);
  });

  it("sets the new password, keeps this session, ends the others and clears a forced change", async () => {
    const { client, body } = await registered();
    const other = await ctx.client().signIn(body.email, body.password);
    await ctx.pool.query("update profiles set must_change_password = true where email = $1", [body.email]);
    expect((await client.get("/api/me")).body.mustChangePassword).toBe(true);

    const res = await client.post("/api/me/password", {
      currentPassword: body.password,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(res.status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.mustChangePassword).toBe(false);
    expect((await other.get("/api/me")).status).toBe(401);

    const old = await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(old.body.error.code).toBe("invalidCredentials");
    await ctx.client().signIn(body.email, "brand-new-pass");
    const audit = await ctx.pool.query("select action, actor_email, details from audit_log where target_label = $1", [
      body.email,
    ]);
    expect(audit.rows).toEqual([{ action: "password.changed", actor_email: body.email, details: { by: "self" } }]);
  });
});

describe("GET /api/session", () => {
  it("answers a visitor without a session with 200 and no one (no 401 for the sign-in pages)", async () => {
    const visitor = await ctx.client().get("/api/session");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ me: null });
  });

  it("answers a signed-in person with the same profile as /api/me", async () => {
    const { client } = await registered();
    const session = await client.get("/api/session");
    expect(session.status).toBe(200);
    expect(session.body.me).toEqual((await client.get("/api/me")).body);
  });
});
