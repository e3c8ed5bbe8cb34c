import { STEP_UP_WINDOW_MS } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { totp } from "../../../../e2e/support/totp";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { inMode } from "../support/payments";
import { fund } from "../support/payouts";
import { otherCompany, PASSWORD, signedInPerson } from "../support/people";
import { stepUp } from "../support/step-up";

// Step-up (docs/PAYOUTS.md § Step-up), tried as an attacker who holds a signed-in session (a
// stolen cookie, a browser left open): the dangerous acts ask the person's second factor, or
// password without one, within the last 5 minutes, for this session only.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "5" });
});

const WAVE = { apiKey: "wave_ci_prod_STEPUP_abcd", webhookSecret: "wave_whsec_STEPUP_wxyz" };
// Stricter than the defaults: applied at once, no second approver (§ Four eyes on the rules).
const RULES = {
  approvalThreshold: 0,
  perPayoutLimit: 2_000_000,
  perBeneficiaryDailyLimit: 2_000_000,
  companyDailyLimit: 50_000_000,
};

/** An admin of a company of their own, signed in (one session). */
async function admin() {
  const companyId = await otherCompany(ctx);
  const person = await signedInPerson(ctx, { role: "admin", companyId });
  return { ...person, companyId };
}

const putCredentials = (client: TestClient) =>
  client.request("PUT", "/api/operator-credentials/wave", { json: { values: WAVE } });
const putRules = (client: TestClient, patch: Partial<typeof RULES> = {}) =>
  client.request("PUT", "/api/settings/payouts", { json: { ...RULES, ...patch } });

async function storedCredentials(companyId: string): Promise<number> {
  const { rows } = await ctx.pool.query("select count(*)::int as n from operator_credentials where company_id = $1", [
    companyId,
  ]);
  return rows[0].n;
}

/** The rules in force and any change proposed, as stored. */
async function storedRules(companyId: string): Promise<{ settings: unknown; proposal: unknown }> {
  const { rows } = await ctx.pool.query(
    "select payout_settings as settings, payout_settings_proposal as proposal from companies where id = $1",
    [companyId],
  );
  return rows[0];
}

/** Moves this person's step-ups back in time, as if made `ms` ago. */
async function steppedUpAgo(userId: string, ms: number) {
  const { rowCount } = await ctx.pool.query(
    "update session_step_ups set stepped_up_at = now() - make_interval(secs => $2::double precision) where user_id = $1",
    [userId, ms / 1000],
  );
  expect(rowCount).toBe(1);
}

function expectStepUpRequired(res: { status: number; body: any }, method: "password" | "totp") {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.error).toMatchObject({ code: "stepUpRequired", params: { method } });
}

/** Turns two-factor on for the person on `client`; answers the secret their app holds. */
async function enrolTwoFactor(client: TestClient): Promise<string> {
  const started = await client.post("/api/me/two-factor/enable", { password: PASSWORD });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const verified = await client.post("/api/me/two-factor/verify", { code: totp(started.body.secret) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return started.body.secret as string;
}

describe("operator credentials and payout settings", () => {
  it("are refused without a step-up, nothing written; allowed after one with the password; refused again past 5 minutes", async () => {
    const { client, userId, companyId } = await admin();
    const rulesBefore = await storedRules(companyId);

    expectStepUpRequired(await putCredentials(client), "password");
    expectStepUpRequired(await client.delete("/api/operator-credentials/wave"), "password");
    expectStepUpRequired(await putRules(client), "password");
    expect(await storedCredentials(companyId)).toBe(0);
    expect(await storedRules(companyId)).toEqual(rulesBefore);

    const before = Date.now();
    const stepped = await client.post("/api/security/step-up", { password: PASSWORD });
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    const until = Date.parse(stepped.body.steppedUpUntil);
    expect(until).toBeGreaterThanOrEqual(before + STEP_UP_WINDOW_MS - 2_000);
    expect(until).toBeLessThanOrEqual(Date.now() + STEP_UP_WINDOW_MS + 2_000);
    const audit = await ctx.pool.query(
      "select details from audit_log where action = 'security.steppedUp' and target_id = $1",
      [userId],
    );
    expect(audit.rows).toEqual([{ details: { method: "password" } }]);

    expect((await putCredentials(client)).status).toBe(200);
    expect((await putRules(client)).status).toBe(200);
    expect(await storedCredentials(companyId)).toBe(1);
    expect((await storedRules(companyId)).settings).toMatchObject(RULES);

    // Still within the window at 4 minutes.
    await steppedUpAgo(userId, 4 * 60_000);
    expect((await putRules(client, { perPayoutLimit: 1_000_000 })).status).toBe(200);
    const kept = await storedRules(companyId);
    expect(kept.settings).toMatchObject({ perPayoutLimit: 1_000_000 });

    // Past 5 minutes: asked again, nothing changed.
    await steppedUpAgo(userId, STEP_UP_WINDOW_MS + 1_000);
    expectStepUpRequired(await client.delete("/api/operator-credentials/wave"), "password");
    expectStepUpRequired(await putRules(client, { perPayoutLimit: 500_000 }), "password");
    expect(await storedCredentials(companyId)).toBe(1);
    expect(await storedRules(companyId)).toEqual(kept);
  });

  it("a wrong password is refused and counted: after 5, even the right one is refused for a while", async () => {
    const { client, companyId } = await admin();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await client.post("/api/security/step-up", { password: "not-my-password" }));
    for (const a of answers)
      expect(a.body.error).toMatchObject({ code: "currentPasswordIncorrect", field: "password" });
    const locked = await client.post("/api/security/step-up", { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("rateLimited");
    expectStepUpRequired(await putCredentials(client), "password");
    expect(await storedCredentials(companyId)).toBe(0);
    // Nothing was asked for at all: the person must say something.
    expect((await client.post("/api/security/step-up", {})).body.error).toMatchObject({ code: "passwordRequired" });
  });

  it("holds for this session only: another session of the person, or a new one after signing out, asks again", async () => {
    const { client, userId, email, companyId } = await admin();
    const elsewhere = await ctx.client().signIn(email, PASSWORD);
    await stepUp(client);
    expectStepUpRequired(await putCredentials(elsewhere), "password");
    expect(await storedCredentials(companyId)).toBe(0);
    expect((await putCredentials(client)).status).toBe(200);

    // Signing out ends the session and its step-up with it.
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const { rows } = await ctx.pool.query("select count(*)::int as n from session_step_ups where user_id = $1", [
      userId,
    ]);
    expect(rows[0].n).toBe(0);
    await client.signIn(email, PASSWORD);
    expectStepUpRequired(await client.delete("/api/operator-credentials/wave"), "password");
    expect(await storedCredentials(companyId)).toBe(1);
  });

  it("is for staff: a client of the portal cannot step up", async () => {
    const reg = ctx.client();
    const body = {
      name: "Awa Koné",
      email: `awa.${Date.now()}@example.ci`,
      phone: "07 01 02 03 04",
      company: "Koné Distribution",
      password: "password123",
      confirmPassword: "password123",
    };
    expect((await reg.post("/api/register", body)).status).toBe(201);
    expect((await reg.post("/api/security/step-up", { password: body.password })).status).toBe(403);
  });
});

describe("a person with two-factor", () => {
  it("steps up with a code from their app; their password is not enough", async () => {
    const { client, userId, companyId } = await admin();
    const secret = await enrolTwoFactor(client);
    expectStepUpRequired(await putRules(client), "totp");

    const withPassword = await client.post("/api/security/step-up", { password: PASSWORD });
    expect(withPassword.status).toBe(403);
    expect(withPassword.body.error).toMatchObject({ code: "twoFactorCodeRequired", field: "code" });
    expectStepUpRequired(await putCredentials(client), "totp");

    const wrong = await client.post("/api/security/step-up", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "twoFactorCodeInvalid", field: "code" });
    expectStepUpRequired(await putCredentials(client), "totp");
    expect(await storedCredentials(companyId)).toBe(0);

    await stepUp(client, { code: totp(secret) });
    expect((await putCredentials(client)).status).toBe(200);
    expect((await putRules(client)).status).toBe(200);
    const audit = await ctx.pool.query(
      "select details from audit_log where action = 'security.steppedUp' and target_id = $1",
      [userId],
    );
    expect(audit.rows).toEqual([{ details: { method: "totp" } }]);
  });

  it("wrong codes are counted: past the limit even the right code is refused", async () => {
    const { client } = await admin();
    const secret = await enrolTwoFactor(client);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post("/api/security/step-up", { code: "000000" })).status);
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await client.post("/api/security/step-up", { code: totp(secret) });
    expect(blocked.status).toBe(429);
    expectStepUpRequired(await putRules(client), "totp");
  });
});

describe("live payouts", () => {
  /** A company with live money on MTN, its admin and a finance person, every payout waiting for approval. */
  async function liveBusiness() {
    const boss = await admin();
    const finance = await signedInPerson(ctx, { role: "finance", companyId: boss.companyId });
    await stepUp(boss.client);
    expect((await putRules(boss.client)).status).toBe(200);
    await fund(ctx, boss.companyId, "mtn_momo", 100_000, "live");
    const waiting = async (client: TestClient = boss.client, mode: "test" | "live" = "live") => {
      const res = await inMode(client, mode).post("/api/payouts", { amount: 5_000, phone: "0505000001" });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.status).toBe("pending_approval");
      return res.body.id as string;
    };
    const status = async (id: string) =>
      (await ctx.pool.query("select status from payouts where id = $1", [id])).rows[0].status as string;
    return { boss, finance, waiting, status };
  }

  it("are approved or refused only after a step-up; test mode's are not asked", async () => {
    const { boss, finance, waiting, status } = await liveBusiness();
    const live = inMode(finance.client, "live");
    const first = await waiting();
    const second = await waiting();

    expectStepUpRequired(await live.post(`/api/payouts/${first}/approve`), "password");
    expectStepUpRequired(await live.post(`/api/payouts/${second}/refuse`), "password");
    // A code sent by someone without two-factor is no step-up.
    expectStepUpRequired(await live.post(`/api/payouts/${first}/approve`, { code: "123456" }), "password");
    expect(await status(first)).toBe("pending_approval");
    expect(await status(second)).toBe("pending_approval");

    await stepUp(finance.client);
    const approved = await live.post(`/api/payouts/${first}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("queued");
    const refused = await live.post(`/api/payouts/${second}/refuse`);
    expect(refused.body.status).toBe("cancelled");

    // Test mode's approvals play with sandbox money: not asked (a finance person who never stepped up).
    await fund(ctx, boss.companyId, "mtn_momo", 10_000);
    const inTest = await waiting(boss.client, "test");
    const other = await signedInPerson(ctx, { role: "finance", companyId: boss.companyId });
    const approvedInTest = await inMode(other.client, "test").post(`/api/payouts/${inTest}/approve`);
    expect(approvedInTest.status, JSON.stringify(approvedInTest.body)).toBe(200);
  });

  it("a two-factor code sent with the decision is a step-up done on the spot", async () => {
    const { finance, waiting, status } = await liveBusiness();
    const secret = await enrolTwoFactor(finance.client);
    const live = inMode(finance.client, "live");
    const first = await waiting();
    expectStepUpRequired(await live.post(`/api/payouts/${first}/approve`), "totp");
    const wrong = await live.post(`/api/payouts/${first}/approve`, { code: "000000" });
    expect(wrong.body.error).toMatchObject({ code: "twoFactorCodeInvalid", field: "code" });
    expect(await status(first)).toBe("pending_approval");
    const approved = await live.post(`/api/payouts/${first}/approve`, { code: totp(secret) });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // …and it lasts its 5 minutes: the next decision needs no code.
    const second = await waiting();
    expect((await live.post(`/api/payouts/${second}/refuse`)).status).toBe(200);
  });

  it("a live batch is approved only after a step-up", async () => {
    const { boss, finance } = await liveBusiness();
    const created = await inMode(boss.client, "live").post("/api/payout-batches", {
      lines: [{ reference: "S1", amount: 3_000, phone: "0505000001", operator: "mtn_momo" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const live = inMode(finance.client, "live");
    expectStepUpRequired(await live.post(`/api/payout-batches/${created.body.id}/approve`), "password");
    const { rows } = await ctx.pool.query("select status from payout_batches where id = $1", [created.body.id]);
    expect(rows[0].status).toBe("pending_approval");
    await stepUp(finance.client);
    const approved = await live.post(`/api/payout-batches/${created.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe("queued");
  });
});
