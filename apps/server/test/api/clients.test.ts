import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, createTestContext, registration, type TestClient, type TestContext } from "../support/context";
import { emails } from "../support/outbox";
import { otherCompany, staffClient } from "../support/people";

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100", PAYFLOW_RATE_LIMIT_SIGNIN: "100" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

const uid = () => Math.random().toString(36).slice(2, 10);
const clientBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Boutique ${uid()}`,
  contactPerson: "Yao Kouassi",
  email: `contact.${uid()}@boutique.ci`,
  phone: "07 08 09 10 11",
  address: "Cocody, Abidjan",
  status: "active",
  ...overrides,
});

async function count(table: string, where = "true", params: unknown[] = []): Promise<number> {
  const { rows } = await ctx.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0].n;
}

describe("clients list paging", () => {
  it("answers a page of 25 with the total, the search applied before paging", async () => {
    const tag = `Paged${uid()}`;
    for (let i = 0; i < 30; i++) {
      expect((await admin.post("/api/clients", clientBody({ name: `${tag} ${i}`, email: "" }))).status).toBe(201);
    }
    const first = await admin.get(`/api/clients?search=${tag}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.body.items).toHaveLength(25);
    // Newest first: the last one made leads.
    expect(first.body.items[0].name).toBe(`${tag} 29`);
    const second = await admin.get(`/api/clients?search=${tag}&page=2`);
    expect(second.body).toMatchObject({ total: 30, page: 2, pageSize: 25 });
    expect(second.body.items.map((c: { name: string }) => c.name)).toEqual([4, 3, 2, 1, 0].map((i) => `${tag} ${i}`));
    const past = await admin.get(`/api/clients?search=${tag}&page=3`);
    expect(past.body).toMatchObject({ items: [], total: 30, page: 3 });
    expect((await admin.get(`/api/clients?search=${tag}&pageSize=100`)).body.items).toHaveLength(30);
    expect((await admin.get(`/api/clients?search=${tag}&pageSize=101`)).status).toBe(400);
    expect((await admin.get(`/api/clients?search=${tag}&page=0`)).status).toBe(400);
  });
});

describe("clients CRUD", () => {
  it("creates, lists, searches, filters, edits and deletes a client", async () => {
    const body = clientBody({ name: "Maquis Le Baobab", email: "Baobab@Example.ci" });
    const created = await admin.post("/api/clients", body);
    expect(created.status).toBe(201);
    expect(created.body.portalLogin).toBeNull();
    const client = created.body.client;
    expect(client).toMatchObject({
      name: "Maquis Le Baobab",
      email: "baobab@example.ci",
      phone: "0708091011",
      status: "active",
      hasPortalLogin: false,
    });
    expect(client.id).toMatch(/^cus_/);

    await admin.post("/api/clients", clientBody({ name: "Pharmacie Inactive", status: "inactive", email: "" }));

    const search = await admin.get("/api/clients?search=baobab");
    expect(search.body.items.map((c: { id: string }) => c.id)).toEqual([client.id]);
    const byEmail = await admin.get("/api/clients?search=BAOBAB%40example");
    expect(byEmail.body.items).toHaveLength(1);
    const inactive = await admin.get("/api/clients?status=inactive");
    expect(inactive.body.items.every((c: { status: string }) => c.status === "inactive")).toBe(true);
    expect(inactive.body.items.some((c: { name: string }) => c.name === "Pharmacie Inactive")).toBe(true);
    // LIKE wildcards are searched literally.
    expect((await admin.get("/api/clients?search=%25")).body.items).toHaveLength(0);

    const edited = await admin.patch(`/api/clients/${client.id}`, { name: "Maquis Baobab", status: "inactive" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Maquis Baobab", status: "inactive", email: "baobab@example.ci" });

    const deleted = await admin.delete(`/api/clients/${client.id}`);
    expect(deleted.body).toEqual({ ok: true, warnings: [] });
    expect((await admin.get("/api/clients?search=baobab")).body.items).toHaveLength(0);
    expect((await admin.delete(`/api/clients/${client.id}`)).status).toBe(404);
  });

  it("checks the form like PRODUCT.md §5 and saves nothing on bad input", async () => {
    const before = await count("clients");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "  " }, "nameRequired", "name"],
      [{ email: "not-an-email" }, "invalidEmail", "email"],
      [{ phone: "070809101" }, "invalidPhone", "phone"], // 9 digits
      [{ phone: "07080910112" }, "invalidPhone", "phone"], // 11 digits
      [{ phone: "07 08 AB 10 11" }, "invalidPhone", "phone"], // letters
      [{ address: "x".repeat(10_000) }, "fieldTooLong", "address"],
      [{ password: "short" }, "passwordTooShort", "password"],
      [{ password: "long-enough-1", email: "" }, "portalLoginNeedsEmail", "email"],
      [{ status: "pending" }, "validationFailed", "status"],
      [{ role: "admin" }, "unknownField", "role"],
    ];
    for (const [override, code, field] of cases) {
      const res = await admin.post("/api/clients", clientBody(override));
      expect(res.status, code).toBe(400);
      expect(res.body.error, JSON.stringify(override).slice(0, 60)).toMatchObject({ code, field });
    }
    // Email and phone are checked only when filled.
    const minimal = await admin.post("/api/clients", { name: "Sans contact" });
    expect(minimal.status).toBe(201);
    expect(minimal.body.client).toMatchObject({ email: "", phone: "", address: "", status: "active" });
    expect(await count("clients")).toBe(before + 1);
  });

  it("refuses a duplicate client email within the company, whatever its case", async () => {
    const body = clientBody();
    expect((await admin.post("/api/clients", body)).status).toBe(201);
    const again = await admin.post("/api/clients", clientBody({ email: body.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "clientEmailInUse", field: "email" });

    const other = await admin.post("/api/clients", clientBody());
    const edit = await admin.patch(`/api/clients/${other.body.client.id}`, { name: "x", email: body.email });
    expect(edit.body.error.code).toBe("clientEmailInUse");
    expect((await admin.get(`/api/clients?search=${other.body.client.email}`)).body.items[0].name).not.toBe("x");

    // Another company may have a client with the same email.
    const foreignAdmin = await staffClient(ctx, "admin", await otherCompany(ctx));
    expect((await foreignAdmin.post("/api/clients", clientBody({ email: body.email }))).status).toBe(201);
  });
});

describe("portal login created with the client", () => {
  it("works, is forced to change its password, and is deleted with the client", async () => {
    const body = clientBody({ password: "Temp-pass-123" });
    const created = await admin.post("/api/clients", body);
    expect(created.status).toBe(201);
    expect(created.body.portalLogin).toEqual({ email: body.email });
    expect(created.body.client.hasPortalLogin).toBe(true);

    const portal = await ctx.client().signIn(body.email, "Temp-pass-123");
    const me = await portal.get("/api/me");
    expect(me.body).toMatchObject({ role: "client", isStaff: false, mustChangePassword: true, company: body.name });
    // Until the temporary password is replaced, the server serves nothing else.
    const early = await portal.get("/api/portal/transactions");
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe("passwordChangeRequired");

    const changed = await portal.post("/api/me/password", {
      currentPassword: "Temp-pass-123",
      newPassword: "My-own-pass-1",
      confirmPassword: "My-own-pass-1",
    });
    expect(changed.status).toBe(200);
    expect((await portal.get("/api/me")).body.mustChangePassword).toBe(false);
    expect((await portal.get("/api/clients")).status).toBe(403);
    expect((await portal.get("/api/portal/transactions")).body.items).toEqual([]);

    const userId = me.body.id;
    const deleted = await admin.delete(`/api/clients/${created.body.client.id}`);
    expect(deleted.body).toEqual({ ok: true, warnings: [] });
    expect(await count("users", "id = $1", [userId])).toBe(0);
    expect(await count("profiles", "user_id = $1", [userId])).toBe(0);
    expect((await portal.get("/api/me")).status).toBe(401);
    const again = await ctx.client().post("/api/auth/sign-in/email", { email: body.email, password: "My-own-pass-1" });
    expect(again.status).toBe(401);
  });

  it("refuses an email that already signs in, and creates neither the record nor a login", async () => {
    const users = await count("users");
    const clients = await count("clients");
    const res = await admin.post("/api/clients", clientBody({ email: ADMIN.email, password: "Temp-pass-123" }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "emailInUse", field: "email" });
    expect(await count("users")).toBe(users);
    expect(await count("clients")).toBe(clients);
  });

  it("deletes a client whose login is already gone without a warning", async () => {
    const body = clientBody({ password: "Temp-pass-123" });
    const created = await admin.post("/api/clients", body);
    await ctx.pool.query("DELETE FROM users WHERE email = $1", [body.email]);
    const deleted = await admin.delete(`/api/clients/${created.body.client.id}`);
    expect(deleted.body).toEqual({ ok: true, warnings: [] });
  });

  it("links a registering person to the client record staff made for their email only once the email is confirmed", async () => {
    const reg = registration();
    const made = await admin.post("/api/clients", clientBody({ email: reg.email }));
    const person = ctx.client();
    expect((await person.post("/api/register", reg)).status).toBe(201);
    const linkedTo = async () =>
      (await ctx.pool.query("SELECT id, user_id FROM clients WHERE lower(email) = $1", [reg.email])).rows;
    expect(await linkedTo()).toEqual([{ id: made.body.client.id, user_id: null }]);
    expect((await admin.get(`/api/clients?search=${reg.email}`)).body.items[0].hasPortalLogin).toBe(false);

    const [mail] = await emails(ctx, reg.email, "clientLinkConfirm");
    const token = mail?.text.match(/\/reset-password\?token=(\S+)/)?.[1];
    const password = "Own-pass-1234";
    const confirm = { token, newPassword: password, confirmPassword: password };
    expect((await ctx.client().post("/api/auth/password-reset/confirm", confirm)).status).toBe(200);
    const [row] = await linkedTo();
    expect(row?.user_id).toBeTruthy();
    expect((await admin.get(`/api/clients?search=${reg.email}`)).body.items[0].hasPortalLogin).toBe(true);
  });
});

describe("permissions and company boundaries", () => {
  it("lets viewClients read but not change; manageClients (manager) do both", async () => {
    const support = await staffClient(ctx, "support");
    expect((await support.get("/api/clients")).status).toBe(200);
    expect((await support.post("/api/clients", clientBody())).status).toBe(403);
    const manager = await staffClient(ctx, "manager");
    expect((await manager.get("/api/clients")).status).toBe(200);
    expect((await manager.post("/api/clients", clientBody())).status).toBe(201);
    const developer = await staffClient(ctx, "developer");
    expect((await developer.get("/api/clients")).status).toBe(403);
  });

  it("answers 404 for another company's client and never lists it", async () => {
    const foreignAdmin = await staffClient(ctx, "admin", await otherCompany(ctx));
    const foreign = (await foreignAdmin.post("/api/clients", clientBody({ name: "Client étranger" }))).body.client;
    expect((await admin.patch(`/api/clients/${foreign.id}`, { name: "Pris" })).status).toBe(404);
    expect((await admin.delete(`/api/clients/${foreign.id}`)).status).toBe(404);
    expect((await admin.get("/api/clients?search=tranger")).body.items).toHaveLength(0);
    expect((await foreignAdmin.get("/api/clients")).body.items.map((c: { id: string }) => c.id)).toEqual([foreign.id]);
  });
});
