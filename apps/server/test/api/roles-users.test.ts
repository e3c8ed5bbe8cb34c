import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";
import { emails, maskedEmails } from "../support/outbox";
import { defaultCompanyId, signedInPerson } from "../support/people";
import { stepUp } from "../support/step-up";

let ctx: TestContext;
let admin: TestClient;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  companyId = await defaultCompanyId(ctx);
});

const outboxFor = (email: string) => emails(ctx, email);

describe("custom roles", () => {
  it("validates the role form with the spec's messages and saves nothing on error", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", displayName: "X", capabilities: ["viewDashboard"] }, "roleNameRequired"],
      [{ name: "bad name", displayName: "X", capabilities: ["viewDashboard"] }, "roleNameInvalid"],
      [{ name: "caissier$", displayName: "X", capabilities: ["viewDashboard"] }, "roleNameInvalid"],
      [{ name: "ok_name", displayName: " ", capabilities: ["viewDashboard"] }, "displayNameRequired"],
      [{ name: "ok_name", displayName: "X", capabilities: [] }, "capabilitiesRequired"],
      [{ name: "Admin", displayName: "X", capabilities: ["viewDashboard"] }, "roleNameInUse"],
      [{ name: "ok_name", displayName: "X", capabilities: ["flyToTheMoon"] }, "validationFailed"],
    ];
    for (const [body, code] of cases) {
      const res = await admin.post("/api/roles", body);
      expect(res.status, code).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
    }
    const list = await admin.get("/api/roles");
    expect(list.body.items.filter((r: { isSystemRole: boolean }) => !r.isSystemRole)).toEqual([]);
  });

  it("creates, refuses a duplicate, edits (name fixed) and protects system roles", async () => {
    const created = await admin.post("/api/roles", {
      name: "caissier",
      displayName: "Caissier",
      description: "Encaisse au comptoir",
      capabilities: ["viewDashboard", "usePOS"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "caissier", isSystemRole: false, userCount: 0 });
    const dup = await admin.post("/api/roles", { name: "caissier", displayName: "Autre", capabilities: ["usePOS"] });
    expect(dup.body.error.code).toBe("roleNameInUse");

    const edited = await admin.patch("/api/roles/caissier", {
      displayName: "Caissier principal",
      capabilities: ["viewDashboard", "usePOS", "viewTransactions"],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.capabilities).toEqual(["viewDashboard", "usePOS", "viewTransactions"]);
    const rename = await admin.patch("/api/roles/caissier", { name: "x", displayName: "Y", capabilities: ["usePOS"] });
    expect(rename.body.error.code).toBe("unknownField");

    for (const name of ["admin", "user"]) {
      const res = await admin.patch(`/api/roles/${name}`, { displayName: "Boss", capabilities: ["usePOS"] });
      expect(res.body.error.code).toBe("systemRoleReadOnly");
      expect((await admin.delete(`/api/roles/${name}`)).body.error.code).toBe("systemRoleReadOnly");
    }
  });

  it("gives a custom role's holder exactly its capabilities, and moves holders to user on delete", async () => {
    await admin.post("/api/roles", { name: "lecteur", displayName: "Lecteur", capabilities: ["viewClients"] });
    const person = await signedInPerson(ctx, { role: "lecteur", companyId });
    const me = await person.client.get("/api/me");
    expect(me.body.capabilities).toEqual(["viewClients"]);
    expect((await person.client.get("/api/users")).status).toBe(403);

    const deleted = await admin.delete("/api/roles/lecteur");
    expect(deleted.body).toEqual({ name: "lecteur", displayName: "Lecteur", movedUsers: 1 });
    const after = await person.client.get("/api/me");
    expect(after.body.role).toBe("user");
    expect(after.body.capabilities).toEqual(["viewDashboard", "viewTransactions", "usePOS"]);
    const audit = await admin.get("/api/audit-log?action=role.deleted");
    expect(audit.body.items[0]).toMatchObject({ actorEmail: ADMIN.email, targetLabel: "Lecteur" });
  });
});

describe("users", () => {
  it("applies the user form rules", async () => {
    const base = { name: "Koffi", email: "koffi@example.ci", company: "Koffi SARL" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: "" }, "nameRequired"],
      [{ ...base, email: "" }, "emailRequired"],
      [{ ...base, email: "koffi@" }, "invalidEmail"],
      [{ ...base, phone: "0701" }, "invalidPhone"],
      [{ ...base, company: "" }, "companyRequired"],
      [{ ...base, password: "short", confirmPassword: "short" }, "passwordTooShort"],
      [{ ...base, password: "long-enough", confirmPassword: "other-one" }, "passwordMismatch"],
      [{ ...base, email: ADMIN.email }, "emailInUse"],
      [{ ...base, role: "nope" }, "unknownRole"],
    ];
    for (const [body, code] of cases) {
      const res = await admin.post("/api/users", body);
      expect(res.body.error?.code, code).toBe(code);
    }
    expect(await outboxFor("koffi@example.ci")).toEqual([]);
  });

  it("creates a user with a generated 10-character password sent by email, who must change it", async () => {
    const res = await admin.post("/api/users", {
      name: "Mariam Diallo",
      email: "Mariam.Diallo@Example.ci",
      phone: "05 01 02 03 04",
      company: "PayFlow CI",
      role: "support",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      passwordGenerated: true,
      member: { email: "mariam.diallo@example.ci", role: "support" },
    });
    const [masked] = await maskedEmails(ctx, "mariam.diallo@example.ci");
    expect(masked?.text).toContain("Mot de passe temporaire : ••••••••");
    const [mail] = await outboxFor("mariam.diallo@example.ci");
    if (!mail) throw new Error("no email");
    expect(mail.status).toBe("notSent");
    const password = /Mot de passe temporaire : (\S+)/.exec(mail.text)?.[1] ?? "";
    expect(password).toHaveLength(10);
    const mariam = await ctx.client().signIn("mariam.diallo@example.ci", password);
    expect((await mariam.get("/api/me")).body).toMatchObject({ role: "support", mustChangePassword: true });

    const search = await admin.get("/api/users?q=DIALLO");
    expect(search.body.items.map((m: { email: string }) => m.email)).toEqual(["mariam.diallo@example.ci"]);
    const byRole = await admin.get("/api/users?q=suppo");
    expect(byRole.body.items.some((m: { email: string }) => m.email === "mariam.diallo@example.ci")).toBe(true);
  });

  it("refuses self-deletion and self role change through the API, and changes nothing", async () => {
    const me = await admin.get("/api/me");
    expect((await admin.delete(`/api/users/${me.body.id}`)).body.error.code).toBe("cannotDeleteSelf");
    expect((await admin.patch(`/api/users/${me.body.id}`, { role: "user" })).body.error.code).toBe(
      "cannotChangeOwnRole",
    );
    expect((await admin.patch(`/api/team/${me.body.id}`, { role: "user" })).body.error.code).toBe(
      "cannotChangeOwnRole",
    );
    expect((await admin.get("/api/me")).body).toMatchObject({ role: "admin", status: "active" });
  });

  it("edits with an optional password that ends the person's sessions, then deletes", async () => {
    const person = await signedInPerson(ctx, { role: "user", companyId });
    const short = await admin.patch(`/api/users/${person.userId}`, { password: "short", confirmPassword: "short" });
    expect(short.body.error.code).toBe("passwordTooShort");
    const ok = await admin.patch(`/api/users/${person.userId}`, {
      name: "Renamed",
      role: "manager",
      password: "a-new-password",
      confirmPassword: "a-new-password",
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Renamed", role: "manager" });
    expect((await person.client.get("/api/me")).status).toBe(401);
    await ctx.client().signIn(person.email, "a-new-password");
    const actions = (await admin.get("/api/audit-log")).body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["user.roleChanged", "password.changed", "user.updated"]));

    expect((await admin.delete(`/api/users/${person.userId}`)).status).toBe(200);
    const gone = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email: person.email, password: "a-new-password" });
    expect(gone.status).toBe(401);
  });

  it("keeps a manager-like custom role from granting roles or touching admins", async () => {
    // It holds the Standard User's capabilities, so it may make Standard Users (and no one more).
    await admin.post("/api/roles", {
      name: "rh",
      displayName: "RH",
      capabilities: ["manageUsers", "manageTeam", "viewDashboard", "viewTransactions", "usePOS"],
    });
    const hr = await signedInPerson(ctx, { role: "rh", companyId });
    const made = await hr.client.post("/api/users", {
      name: "A",
      email: "a.rh@example.ci",
      company: "C",
      role: "admin",
    });
    expect(made.status).toBe(403);
    const plain = await hr.client.post("/api/users", { name: "B", email: "b.rh@example.ci", company: "C" });
    expect(plain.status).toBe(201);
    const adminId = (await admin.get("/api/me")).body.id;
    expect((await hr.client.delete(`/api/users/${adminId}`)).status).toBe(403);
  });
});

describe("team", () => {
  it("lists staff only, searches case-insensitively and invites with an emailed password", async () => {
    const invited = await admin.post("/api/team", { name: "Yao Kouassi", email: "yao@example.ci", role: "developer" });
    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ status: "pending", role: "developer" });
    const [mail] = await outboxFor("yao@example.ci");
    if (!mail) throw new Error("no email");
    expect(mail.subject).toContain("vous invite");
    const list = await admin.get("/api/team?q=KOUASSI");
    expect(list.body.items.map((m: { name: string }) => m.name)).toEqual(["Yao Kouassi"]);
    const all = await admin.get("/api/team");
    expect(all.body.items.every((m: { role: string }) => m.role !== "client")).toBe(true);

    const password = /Mot de passe temporaire : (\S+)/.exec(mail.text)?.[1] ?? "";
    const yao = await ctx.client().signIn("yao@example.ci", password);
    const changed = await yao.post("/api/me/password", {
      currentPassword: password,
      newPassword: "yao-password",
      confirmPassword: "yao-password",
    });
    expect(changed.status).toBe(200);
    expect((await yao.get("/api/me")).body).toMatchObject({ status: "active", mustChangePassword: false });
    expect((await admin.post("/api/team", { name: "C", email: "c@example.ci", role: "client" })).body.error.code).toBe(
      "unknownRole",
    );
  });
});

describe("company settings", () => {
  it("defaults to 2.5 % and 2 days, validates and persists", async () => {
    const got = await admin.get("/api/settings/company");
    expect(got.body).toMatchObject({ commissionPercent: 2.5, paymentDelayDays: 2, companyName: "Mon Entreprise" });
    for (const body of [{ commissionPercent: -1 }, { commissionPercent: 101 }, { commissionPercent: 1.234 }]) {
      expect((await admin.patch("/api/settings/company", body)).body.error.code).toBe("commissionInvalid");
    }
    for (const body of [{ paymentDelayDays: 1.5 }, { paymentDelayDays: -2 }, { paymentDelayDays: 91 }]) {
      expect((await admin.patch("/api/settings/company", body)).body.error.code).toBe("paymentDelayInvalid");
    }
    const saved = await admin.patch("/api/settings/company", { commissionPercent: 1.75, paymentDelayDays: 3 });
    expect(saved.body).toMatchObject({ commissionPercent: 1.75, paymentDelayDays: 3 });
    const row = await ctx.pool.query("select commission_bps, payment_delay_days from companies where id = $1", [
      companyId,
    ]);
    expect(row.rows[0]).toEqual({ commission_bps: 175, payment_delay_days: 3 });
    const audit = await admin.get("/api/audit-log?action=settings.updated");
    expect(audit.body.items[0].details.after).toMatchObject({ commissionPercent: 1.75 });
  });
});

describe("email outbox", () => {
  it("shows admins the company's emails marked as not sent", async () => {
    const res = await admin.get("/api/outbox");
    expect(res.body.smtpConfigured).toBe(false);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((m: { status: string }) => m.status === "notSent")).toBe(true);
  });
});

describe("audit log", () => {
  it("records client and operator-credential changes, never a secret value", async () => {
    const created = await admin.post("/api/clients", { name: "Maquis Audit", email: "audit.maquis@example.ci" });
    expect(created.status).toBe(201);
    expect((await admin.delete(`/api/clients/${created.body.client.id}`)).status).toBe(200);
    const secret = "wave_sk_audit_0123456789";
    await stepUp(admin, ADMIN.password);
    const saved = await admin.request("PUT", "/api/operator-credentials/wave", {
      json: { values: { apiKey: secret, webhookSecret: "whsec_audit_0123456789" } },
    });
    expect(saved.status).toBe(200);
    const log = await admin.get("/api/audit-log?q=Maquis%20Audit");
    expect(log.body.items.map((e: { action: string }) => e.action).sort()).toEqual([
      "client.created",
      "client.deleted",
    ]);
    const creds = await admin.get("/api/audit-log?action=operatorCredentials.updated");
    expect(creds.body.items[0]).toMatchObject({
      targetLabel: "wave",
      details: { fields: ["apiKey", "webhookSecret"] },
    });
    expect(JSON.stringify(creds.body)).not.toContain(secret);
  });
});
