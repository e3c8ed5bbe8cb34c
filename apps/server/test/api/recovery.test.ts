import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { totp } from "../../../../e2e/support/totp";
import { auditLog, profiles, verifications } from "../../src/db/schema";
import { ADMIN, createTestContext, type TestContext } from "../support/context";
import { emails as emailsOf, maskedEmails } from "../support/outbox";
import { registered as registeredIn } from "../support/people";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100", PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
});

const registered = (overrides: Partial<Record<string, string>> = {}) => registeredIn(ctx, overrides);

const emails = (to: string, template: string) => emailsOf(ctx, to, template);

async function resetToken(email: string): Promise<string> {
  const [mail] = await emails(email, "passwordReset");
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  if (!link?.[1]) throw new Error("no reset link in the outbox");
  return link[1];
}

async function signInCode(email: string): Promise<string> {
  const [mail] = await emails(email, "signInCode");
  const code = mail?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error("no sign-in code in the outbox");
  return code;
}

describe("password reset", () => {
  it("emails a one-time link; the new password works, old sessions end, and it is audited", async () => {
    const { client, body, userId } = await registered();
    const other = await ctx.client().signIn(body.email, body.password);
    const asked = await ctx.client().post("/api/auth/password-reset/request", { email: body.email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ ok: true });
    const [mail] = await emails(body.email, "passwordReset");
    expect(mail).toMatchObject({ language: "fr", status: "notSent" });
    expect(mail?.subject).toBe("Réinitialisation de votre mot de passe PayFlow");
    const token = await resetToken(body.email);

    const mismatch = await ctx.client().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pas",
    });
    expect(mismatch.body.error.code).toBe("passwordMismatch");
    const short = await ctx.client().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(short.body.error.code).toBe("passwordTooShort");

    const reset = ctx.client();
    const done = await reset.post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(done.status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await other.get("/api/me")).status).toBe(401);
    const old = await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: body.password });
    expect(old.body.error.code).toBe("invalidCredentials");
    await ctx.client().signIn(body.email, "brand-new-pass");

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.actorUserId, userId));
    expect(entry).toMatchObject({ action: "password.reset", targetId: userId, ipAddress: reset.ip });
    expect(await emails(body.email, "passwordChanged")).toHaveLength(1);

    const reused = await ctx.client().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "another-pass-1",
      confirmPassword: "another-pass-1",
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ code: "resetLinkInvalid", field: "token" });
    await ctx.client().signIn(body.email, "brand-new-pass");
  });

  it("refuses an expired link and changes nothing", async () => {
    const { body } = await registered();
    await ctx.client().post("/api/auth/password-reset/request", { email: body.email });
    const token = await resetToken(body.email);
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${createHash("sha256").update(token).digest("hex")}`));
    const expired = await ctx.client().post("/api/auth/password-reset/confirm", {
      token,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(expired.body.error.code).toBe("resetLinkInvalid");
    await ctx.client().signIn(body.email, body.password);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const unknown = await ctx.client().post("/api/auth/password-reset/request", { email: "nobody@example.ci" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true });
    expect(await emails("nobody@example.ci", "passwordReset")).toHaveLength(0);
    const bad = await ctx.client().post("/api/auth/password-reset/request", { email: "not-an-email" });
    expect(bad.body.error.code).toBe("invalidEmail");
  });

  it("writes the email in the person's language", async () => {
    const { client, body } = await registered();
    await client.patch("/api/me/preferences", { language: "en" });
    await ctx.client().post("/api/auth/password-reset/request", { email: body.email });
    const [mail] = await emails(body.email, "passwordReset");
    expect(mail?.subject).toBe("Reset your PayFlow password");
  });

  it("is rate-limited per address and per email", async () => {
    const limited = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "2" });
    const one = limited.client();
    const statuses = [];
    for (const email of ["a@example.ci", "b@example.ci", "c@example.ci"]) {
      statuses.push((await one.post("/api/auth/password-reset/request", { email })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const perEmail = [];
    for (let i = 0; i < 3; i++) {
      perEmail.push(
        (await limited.client().post("/api/auth/password-reset/request", { email: "z@example.ci" })).status,
      );
    }
    expect(perEmail).toEqual([200, 200, 429]);
  });
});

describe("reset links end when the password changes", () => {
  const confirm = (token: string, password: string) =>
    ctx.client().post("/api/auth/password-reset/confirm", { token, newPassword: password, confirmPassword: password });
  const request = (email: string) => ctx.client().post("/api/auth/password-reset/request", { email });

  it("keeps no reset token in clear and shows none in the outbox", async () => {
    const { body } = await registered();
    await request(body.email);
    const token = await resetToken(body.email);
    const stored = await ctx.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [masked] = await maskedEmails(ctx, body.email, "passwordReset");
    expect(masked?.text).not.toContain(token);
    expect(masked?.revealable).toBe(true);
  });

  it("a new link ends the older one", async () => {
    const { body } = await registered();
    await request(body.email);
    const first = await resetToken(body.email);
    await request(body.email);
    const second = await resetToken(body.email);
    expect((await confirm(first, "first-link-pass")).body.error.code).toBe("resetLinkInvalid");
    expect((await confirm(second, "second-link-pass")).status).toBe(200);
  });

  it("changing the password on the profile ends the outstanding link", async () => {
    const { client, body } = await registered();
    await request(body.email);
    const token = await resetToken(body.email);
    const changed = await client.post("/api/me/password", {
      currentPassword: body.password,
      newPassword: "owner-fixed-it",
      confirmPassword: "owner-fixed-it",
    });
    expect(changed.status).toBe(200);
    expect((await confirm(token, "attacker-pass-1")).body.error.code).toBe("resetLinkInvalid");
    await ctx.client().signIn(body.email, "owner-fixed-it");
  });

  it("a password set by staff ends the outstanding link", async () => {
    const { body, userId } = await registered();
    await request(body.email);
    const token = await resetToken(body.email);
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const set = await admin.patch(`/api/users/${userId}`, {
      password: "staff-set-pass",
      confirmPassword: "staff-set-pass",
    });
    expect(set.status).toBe(200);
    expect((await confirm(token, "attacker-pass-1")).body.error.code).toBe("resetLinkInvalid");
  });
});

describe("email code sign-in", () => {
  it("counts concurrent wrong guesses atomically: the right code is refused once its tries are spent", async () => {
    const { body } = await registered();
    await ctx.client().post("/api/auth/sign-in/email-code/request", { email: body.email });
    const code = await signInCode(body.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(
      Array.from({ length: 9 }, () =>
        ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code: wrongCode }),
      ),
    );
    expect(guesses.every((g) => g.body.error.code === "signInCodeInvalid")).toBe(true);
    const right = await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(right.body.error.code).toBe("signInCodeInvalid");
  });

  it("locks the email code way for an hour after three codes' worth of wrong guesses", async () => {
    const { body } = await registered();
    for (let round = 0; round < 3; round++) {
      await ctx.client().post("/api/auth/sign-in/email-code/request", { email: body.email });
      for (let i = 0; i < 5; i++) {
        await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code: "999999x" });
      }
    }
    await ctx.client().post("/api/auth/sign-in/email-code/request", { email: body.email });
    const code = await signInCode(body.email);
    const locked = await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("signs in with the emailed code, once", async () => {
    const { body, userId } = await registered();
    const browser = ctx.client();
    expect((await browser.post("/api/auth/sign-in/email-code/request", { email: body.email })).body).toEqual({
      ok: true,
    });
    const code = await signInCode(body.email);
    const wrong = await browser.post("/api/auth/sign-in/email-code", {
      email: body.email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("signInCodeInvalid");
    const ok = await browser.post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ userId, role: "client", isStaff: false });
    expect((await browser.get("/api/me")).status).toBe(200);
    const reused = await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(reused.body.error.code).toBe("signInCodeInvalid");
  });

  it("spends the code after five wrong tries", async () => {
    const { body } = await registered();
    await ctx.client().post("/api/auth/sign-in/email-code/request", { email: body.email });
    const code = await signInCode(body.email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code: wrongCode });
    }
    const late = await ctx.client().post("/api/auth/sign-in/email-code", { email: body.email, code });
    expect(late.body.error.code).toBe("signInCodeInvalid");
  });

  it("sends nothing to unknown or inactive accounts and answers the same", async () => {
    const { body, userId } = await registered();
    await ctx.db.update(profiles).set({ status: "inactive" }).where(eq(profiles.userId, userId));
    for (const email of [body.email, "nobody@example.ci"]) {
      const res = await ctx.client().post("/api/auth/sign-in/email-code/request", { email });
      expect(res.body).toEqual({ ok: true });
      expect(await emails(email, "signInCode")).toHaveLength(0);
    }
    const guess = await ctx
      .client()
      .post("/api/auth/sign-in/email-code", { email: "nobody@example.ci", code: "123456" });
    expect(guess.body.error.code).toBe("signInCodeInvalid");
  });

  it("still asks for the two-factor code when the account has it", async () => {
    const { client, body, userId } = await registered();
    const started = await client.post("/api/me/two-factor/enable", { password: body.password });
    await client.post("/api/me/two-factor/verify", { code: totp(started.body.secret) });
    const browser = ctx.client();
    await browser.post("/api/auth/sign-in/email-code/request", { email: body.email });
    const first = await browser.post("/api/auth/sign-in/email-code", {
      email: body.email,
      code: await signInCode(body.email),
    });
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await browser.get("/api/me")).status).toBe(401);
    const second = await browser.post("/api/auth/sign-in/two-factor", { code: totp(started.body.secret) });
    expect(second.body).toMatchObject({ userId });
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("is rate-limited", async () => {
    const limited = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "2" });
    const caller = limited.client();
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await caller.post("/api/auth/sign-in/email-code", { email: "x@example.ci", code: "123456" })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
