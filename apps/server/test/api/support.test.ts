import { CONTACT_LIMITS } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../src/lib/ids";
import { ADMIN, createTestContext, registration, type TestClient, type TestContext } from "../support/context";
import { addCompany, staffClient } from "../support/people";

const CONTACT_LIMIT = 3;
let ctx: TestContext;
let admin: TestClient;
let defaultCompanyId: string;

const message = (overrides: Partial<Record<string, string>> = {}) => ({
  name: "Awa Koné",
  email: "awa@example.ci",
  subject: "Tarifs pour une boutique",
  message: "Bonjour, combien coûte l'encaissement Wave pour 300 ventes par mois ?",
  ...overrides,
});

const staff = (role: string, companyId?: string) => staffClient(ctx, role, companyId);

beforeAll(async () => {
  ctx = await createTestContext({
    PAYFLOW_RATE_LIMIT_CONTACT: String(CONTACT_LIMIT),
    PAYFLOW_RATE_LIMIT_SIGNUP: "100",
  });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  defaultCompanyId = (await admin.get("/api/me")).body.companyId;
});

describe("support info", () => {
  it("gives the configured email, phone and address to anyone", async () => {
    const res = await ctx.client().get("/api/support/info");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: ctx.deps.config.SUPPORT_EMAIL,
      phone: ctx.deps.config.SUPPORT_PHONE,
      address: ctx.deps.config.SUPPORT_ADDRESS,
    });
  });
});

describe("contact form", () => {
  for (const field of ["name", "email", "subject", "message"] as const) {
    it(`requires ${field}`, async () => {
      for (const blank of ["", "   "]) {
        const res = await ctx.client().post("/api/contact", message({ [field]: blank }));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: "fieldRequired", field, message: "This field is required." });
      }
    });

    it(`refuses an oversized ${field}`, async () => {
      const long =
        field === "email" ? `${"a".repeat(CONTACT_LIMITS.email)}@x.ci` : "x".repeat(CONTACT_LIMITS[field] + 1);
      const res = await ctx.client().post("/api/contact", message({ [field]: long }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "fieldTooLong", field });
    });
  }

  it("refuses an invalid email", async () => {
    for (const email of ["awa", "awa@example", "awa @example.ci"]) {
      const res = await ctx.client().post("/api/contact", message({ email }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalidEmail", field: "email" });
    }
  });

  it("refuses unknown fields and missing ones", async () => {
    expect((await ctx.client().post("/api/contact", { ...message(), admin: true })).body.error.code).toBe(
      "unknownField",
    );
    const { subject: _omitted, ...rest } = message();
    expect((await ctx.client().post("/api/contact", rest)).status).toBe(400);
  });

  it("stores the message exactly, in the default company, HTML kept as text", async () => {
    const body = message({ message: `<script>alert("x")</script> ${"é".repeat(4900)}`, email: " Awa@Example.CI " });
    const res = await ctx.client().post("/api/contact", body);
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^msg_/);
    const row = await ctx.pool.query("SELECT * FROM contact_messages WHERE id = $1", [res.body.id]);
    expect(row.rows[0]).toMatchObject({
      company_id: defaultCompanyId,
      name: body.name,
      email: "awa@example.ci",
      subject: body.subject,
      message: body.message,
      handled: false,
    });
  });

  it("limits messages per address, then accepts again from another address", async () => {
    const sender = ctx.client();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      expect((await sender.post("/api/contact", message({ subject: `Try ${i}` }))).status).toBe(201);
    }
    const refused = await sender.post("/api/contact", message({ subject: "One too many" }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("rateLimited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await ctx.pool.query("SELECT count(*)::int AS n FROM contact_messages WHERE subject = $1", [
      "One too many",
    ]);
    expect(stored.rows[0].n).toBe(0);
    expect((await ctx.client().post("/api/contact", message())).status).toBe(201);
  });

  it("notifies the company's support staff in-app, not the others", async () => {
    const support = await staff("support");
    const developer = await staff("developer");
    const subject = `Question ${newId("q")}`;
    expect((await ctx.client().post("/api/contact", message({ subject }))).status).toBe(201);
    const about = (c: TestClient) =>
      c
        .get("/api/notifications")
        .then((r) => r.body.items.filter((n: { params: Record<string, string> }) => n.params.subject === subject));
    for (const allowed of [admin, support]) {
      expect(await about(allowed)).toEqual([
        expect.objectContaining({ titleKey: "notif.contactMessage.title", params: { name: "Awa Koné", subject } }),
      ]);
    }
    expect(await about(developer)).toEqual([]);
  });
});

describe("support inbox", () => {
  it("is refused without a session and without manageSupportTickets", async () => {
    expect((await ctx.client().get("/api/support/messages")).status).toBe(401);
    const client = ctx.client();
    await client.post("/api/register", registration());
    expect((await client.get("/api/support/messages")).status).toBe(403);
    for (const role of ["developer", "manager", "user"]) {
      const member = await staff(role);
      expect((await member.get("/api/support/messages")).status, role).toBe(403);
    }
  });

  it("lists newest first with the unhandled count, then marks handled and back", async () => {
    const support = await staff("support");
    const first = (await ctx.client().post("/api/contact", message({ subject: "Premier" }))).body.id;
    const second = (await ctx.client().post("/api/contact", message({ subject: "Second" }))).body.id;
    const before = await support.get("/api/support/messages");
    expect(before.status).toBe(200);
    expect(before.body.items.slice(0, 2).map((m: { id: string }) => m.id)).toEqual([second, first]);
    const unhandled = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM contact_messages WHERE company_id = $1 AND NOT handled",
      [defaultCompanyId],
    );
    expect(before.body.unhandledCount).toBe(unhandled.rows[0].n);

    const read = await support.get(`/api/support/messages/${first}`);
    expect(read.body).toMatchObject({ id: first, subject: "Premier", handled: false, handledBy: null });

    const done = await support.post(`/api/support/messages/${first}/handled`, { handled: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ handled: true, handledBy: "Test support" });
    expect(done.body.handledAt).toBeTruthy();
    expect((await support.get("/api/support/messages")).body.unhandledCount).toBe(before.body.unhandledCount - 1);

    const undone = await admin.post(`/api/support/messages/${first}/handled`, { handled: false });
    expect(undone.body).toMatchObject({ handled: false, handledAt: null, handledBy: null });
  });

  it("answers 404 to another company's admin and leaves the message as it was", async () => {
    const id = (await ctx.client().post("/api/contact", message({ subject: "Pas pour vous" }))).body.id;
    const otherAdmin = await staff("admin", await addCompany(ctx, "Autre Entreprise"));

    const list = await otherAdmin.get("/api/support/messages");
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], unhandledCount: 0 });
    expect((await otherAdmin.get(`/api/support/messages/${id}`)).status).toBe(404);
    const handle = await otherAdmin.post(`/api/support/messages/${id}/handled`, { handled: true });
    expect(handle.status).toBe(404);
    expect(handle.body.error.code).toBe("notFound");
    expect((await admin.get(`/api/support/messages/${id}`)).body.handled).toBe(false);
  });

  it("answers 404 for an unknown message", async () => {
    expect((await admin.get("/api/support/messages/msg_nope")).status).toBe(404);
  });
});
