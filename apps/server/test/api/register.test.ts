import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clients, notifications, profiles, users } from "../../src/db/schema";
import { createTestContext, registration, type TestContext } from "../support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "1000" });
});

async function userCount() {
  const rows = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return rows.rows[0]?.n ?? 0;
}

describe("POST /api/register", () => {
  it("creates a client user, its profile and client record, and signs it in", async () => {
    const body = registration({ email: "Fatou.Traore@Example.ci", phone: "05-01 02 03 04" });
    const client = ctx.client();
    const res = await client.post("/api/register", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "client", warnings: [] });
    expect(client.hasSession).toBe(true);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "fatou.traore@example.ci",
      role: "client",
      isStaff: false,
      phone: "0501020304",
      company: "Koné Distribution",
      capabilities: [],
    });

    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, res.body.userId));
    const [record] = await ctx.db.select().from(clients).where(eq(clients.userId, res.body.userId));
    expect(record).toMatchObject({
      name: "Koné Distribution",
      contactPerson: "Awa Koné",
      address: "",
      status: "active",
      companyId: profile?.companyId,
    });
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, res.body.userId));
    expect(notes.map((n) => n.titleKey)).toContain("notif.registerSuccess.title");
  });

  // Spec §5: name, email, phone, company, password length, mismatch — the first failure wins.
  const order: Array<[string, Record<string, string>, string, string]> = [
    [
      "name",
      { name: " ", email: "bad", phone: "1", company: "", password: "x", confirmPassword: "y" },
      "nameRequired",
      "name",
    ],
    [
      "email",
      { email: "not-an-email", phone: "1", company: "", password: "x", confirmPassword: "y" },
      "invalidEmail",
      "email",
    ],
    [
      "phone (9 digits)",
      { phone: "070102030", company: "", password: "x", confirmPassword: "y" },
      "invalidPhone",
      "phone",
    ],
    ["phone (11 digits)", { phone: "07010203040", company: "" }, "invalidPhone", "phone"],
    ["phone (letters)", { phone: "07 01 02 AB 04" }, "invalidPhone", "phone"],
    ["company", { company: "  ", password: "x", confirmPassword: "y" }, "companyRequired", "company"],
    ["password length", { password: "short", confirmPassword: "other" }, "passwordTooShort", "password"],
    ["mismatch", { password: "password123", confirmPassword: "password124" }, "passwordMismatch", "confirmPassword"],
  ];
  for (const [label, overrides, code, field] of order) {
    it(`refuses ${label} first with ${code}, storing nothing`, async () => {
      const before = await userCount();
      const res = await ctx.client().post("/api/register", registration(overrides));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code, field });
      expect(await userCount()).toBe(before);
    });
  }

  it("refuses an email already in use, whatever its case", async () => {
    const body = registration();
    expect((await ctx.client().post("/api/register", body)).status).toBe(201);
    const again = await ctx.client().post("/api/register", registration({ email: body.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "emailInUse", field: "email" });
    expect(again.body.error.message).toBe("This email address is already in use. Please try another one or log in.");
  });

  it("keeps the account when the client record cannot be created, with a warning", async () => {
    // Make client inserts fail for this one database, as a broken client table would.
    await ctx.db.execute(sql`
      CREATE OR REPLACE FUNCTION refuse_clients() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'clients unavailable'; END $$ LANGUAGE plpgsql`);
    await ctx.db.execute(
      sql`CREATE TRIGGER refuse_clients BEFORE INSERT ON clients FOR EACH ROW EXECUTE FUNCTION refuse_clients()`,
    );
    try {
      const client = ctx.client();
      const res = await client.post("/api/register", registration());
      expect(res.status).toBe(201);
      expect(res.body.warnings).toEqual(["clientRecordFailed"]);
      expect((await client.get("/api/me")).status).toBe(200);
      const notes = await client.get("/api/notifications");
      expect(notes.body.items.map((n: { type: string; titleKey: string }) => [n.type, n.titleKey])).toContainEqual([
        "warning",
        "notif.clientRecordFailed.title",
      ]);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER refuse_clients ON clients`);
    }
  });

  it("stores HTML and SQL-looking input as plain text", async () => {
    const name = `<script>alert("x")</script>'; DROP TABLE users; --`;
    const client = ctx.client();
    const res = await client.post("/api/register", registration({ name, company: "<b>Bold</b> & Co" }));
    expect(res.status).toBe(201);
    const me = await client.get("/api/me");
    expect(me.body.name).toBe(name);
    expect(me.body.company).toBe("<b>Bold</b> & Co");
    expect(await userCount()).toBeGreaterThan(0);
  });

  it("refuses unknown fields without creating anything", async () => {
    const before = await userCount();
    const res = await ctx.client().post("/api/register", { ...registration(), role: "admin" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("unknownField");
    expect(await userCount()).toBe(before);
  });

  it("never lets registration pick a role or company", async () => {
    const res = await ctx.client().post("/api/register", registration());
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.userId));
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, res.body.userId));
    expect(row).toBeDefined();
    expect(profile?.role).toBe("client");
  });

  it("the generic Better Auth sign-up endpoint is not reachable", async () => {
    const res = await ctx
      .client()
      .post("/api/auth/sign-up/email", { email: "x@example.ci", password: "password123", name: "X" });
    expect(res.status).toBe(404);
  });
});

describe("registration rate limit", () => {
  it("limits sign-ups per address and per email with a clear error", async () => {
    const limited = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "3" });
    const client = limited.client();
    for (let i = 0; i < 3; i++) expect((await client.post("/api/register", registration())).status).toBe(201);
    const refused = await client.post("/api/register", registration());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rateLimited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await limited.client().post("/api/register", registration())).status).toBe(201);
  });
});
