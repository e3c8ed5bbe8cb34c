import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clients, notifications, profiles, transactions, users } from "../../src/db/schema";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, registration, type TestClient, type TestContext } from "../support/context";
import { emails } from "../support/outbox";
import { createPayment, settled } from "../support/payments";
import { pollUntil } from "../support/sandbox";

let ctx: TestContext;
beforeAll(async () => {
  // Listening, so sandbox payments made for a client settle (and notify) over real HTTP.
  ctx = await createTestContext(
    { PAYFLOW_RATE_LIMIT_SIGNUP: "1000", PAYFLOW_RATE_LIMIT_SIGNIN: "100" },
    { listen: true },
  );
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

  // docs/PRODUCT.md §5: name, email, phone, company, password length, mismatch — the first failure wins.
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

// A client record staff made (with an email, without a portal login) is never handed to whoever
// registers with that email: only the email's owner, through a link sent to it, gets it.
describe("registration with the email of a client record staff made", () => {
  async function staffClientWithPayments(email: string) {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const made = await admin.post("/api/clients", { name: "Maquis Chez Tantie", email });
    expect(made.status).toBe(201);
    return { admin, clientId: made.body.client.id as string };
  }

  /** A settled test payment (which notifies the client's login) and a live row, both for the client. */
  async function paymentsFor(admin: TestClient, clientId: string) {
    const test = await createPayment(admin, { amount: 4200, clientId, operator: "wave", phone: "0700000001" });
    expect((await settled(admin, test.id)).payment.status).toBe("succeeded");
    await noticeOf(admin, test.code); // its notifications are written
    const companyId = (await ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.companyId as string;
    await ctx.db.insert(transactions).values({
      id: newId("pay"),
      companyId,
      clientId,
      amount: 777000,
      status: "succeeded",
      description: "Facture live",
      isTestData: false,
    });
    return [4200, 777000];
  }

  /** What the portal shows the person, live (its default) and asked for test mode together. */
  const amounts = async (client: TestClient) => {
    const items = [];
    for (const url of ["/api/portal/transactions", "/api/portal/transactions?mode=test"])
      items.push(...((await client.get(url)).body.items as { amount: number }[]));
    return items.map((t) => t.amount).sort((a, b) => a - b);
  };
  /** The codes of the payments the person was notified of. */
  const paymentNotes = async (client: TestClient) =>
    ((await client.get("/api/notifications")).body.items as { titleKey: string; params: { code?: string } }[])
      .filter((n) => n.titleKey.startsWith("notif.payment"))
      .map((n) => n.params.code);
  const noticeOf = async (client: TestClient, code: string) =>
    expect(
      await pollUntil(
        () => paymentNotes(client),
        (codes) => codes.includes(code),
      ),
    ).toContain(code);
  const linkedUser = async (clientId: string) =>
    (await ctx.db.select().from(clients).where(eq(clients.id, clientId)))[0]?.userId ?? null;
  const tokenOf = (text: string) => text.match(/\/reset-password\?token=(\S+)/)?.[1] as string;

  it("gives a registering stranger none of the client's payments; the email's owner links it by the emailed link", async () => {
    const { email } = registration();
    const { admin, clientId } = await staffClientWithPayments(email);

    // Someone who does not own the mailbox registers with the client's email.
    const attacker = ctx.client();
    const reg = registration({ email, password: "attacker-pass-1", confirmPassword: "attacker-pass-1" });
    const res = await attacker.post("/api/register", reg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: "client", warnings: [] });
    expect(attacker.hasSession).toBe(true);
    const expected = await paymentsFor(admin, clientId);

    expect(await amounts(attacker)).toEqual([]);
    expect(await paymentNotes(attacker)).toEqual([]);
    expect(await linkedUser(clientId)).toBeNull();
    expect((await admin.get(`/api/clients?search=${email}`)).body.items[0].hasPortalLogin).toBe(false);
    const own = await ctx.db.select().from(clients).where(eq(clients.userId, res.body.userId));
    expect(own).toEqual([]);

    // The mailbox's owner gets the confirmation link, chooses the password with it and has the record.
    const [mail] = await emails(ctx, email, "clientLinkConfirm");
    expect(mail?.text).toContain("/reset-password?token=");
    const confirmed = await ctx.client().post("/api/auth/password-reset/confirm", {
      token: tokenOf(mail?.text ?? ""),
      newPassword: "owner-pass-123",
      confirmPassword: "owner-pass-123",
    });
    expect(confirmed.status).toBe(200);
    expect(await linkedUser(clientId)).toBe(res.body.userId);
    // The stranger's session and password are gone with it.
    expect((await attacker.get("/api/me")).status).toBe(401);
    expect((await ctx.client().post("/api/auth/sign-in/email", { email, password: "attacker-pass-1" })).status).toBe(
      401,
    );
    const owner = await ctx.client().signIn(email, "owner-pass-123");
    expect(await amounts(owner)).toEqual(expected);
    // From now on the owner hears of the client's payments too.
    const next = await createPayment(admin, { amount: 1300, clientId, operator: "wave", phone: "0700000001" });
    await noticeOf(owner, next.code);
    expect(await paymentNotes(owner)).toEqual([next.code]);
    expect((await admin.get(`/api/clients?search=${email}`)).body.items[0].hasPortalLogin).toBe(true);
  });

  it("lets the real client in later through a password reset link, the email's proof", async () => {
    const { email } = registration();
    const { admin, clientId } = await staffClientWithPayments(email);
    const attacker = ctx.client();
    expect((await attacker.post("/api/register", registration({ email }))).status).toBe(201);
    const expected = await paymentsFor(admin, clientId);
    expect(await amounts(attacker)).toEqual([]);

    // The real client cannot register any more, but asks for a reset link at that email.
    expect((await ctx.client().post("/api/register", registration({ email }))).status).toBe(409);
    expect((await ctx.client().post("/api/auth/password-reset/request", { email })).status).toBe(200);
    const [mail] = await emails(ctx, email, "passwordReset");
    const confirmed = await ctx.client().post("/api/auth/password-reset/confirm", {
      token: tokenOf(mail?.text ?? ""),
      newPassword: "owner-pass-123",
      confirmPassword: "owner-pass-123",
    });
    expect(confirmed.status).toBe(200);
    expect(await linkedUser(clientId)).not.toBeNull();
    expect(await amounts(await ctx.client().signIn(email, "owner-pass-123"))).toEqual(expected);
    expect((await attacker.get("/api/me")).status).toBe(401);
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
