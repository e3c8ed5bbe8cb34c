import { beforeAll, describe, expect, it } from "vitest";
import { declaredAccess } from "../../src/http/access";
import { ADMIN, createTestContext, registration, type TestContext } from "../support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNUP: "100" });
});

describe("route guard on the server", () => {
  it("answers 401 without a session", async () => {
    for (const path of ["/api/me", "/api/notifications", "/api/dashboard/login-sessions"]) {
      const res = await ctx.client().get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
  });

  it("answers 403 to a client-role session on a staff API", async () => {
    const client = ctx.client();
    expect((await client.post("/api/register", registration())).status).toBe(201);
    const res = await client.get("/api/dashboard/login-sessions");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
    // ...while the routes open to any signed-in user still work for it.
    expect((await client.get("/api/notifications")).status).toBe(200);
  });

  it("lets staff with the capability through", async () => {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    expect((await admin.get("/api/dashboard/login-sessions")).status).toBe(200);
  });

  it("every route of the app declares its access", () => {
    const declared = declaredAccess();
    const undeclared = ctx.app.routes
      // The app-wide middleware (use("*"), use("/api/*")) shows as method ALL; it is not a route.
      .filter((r) => !(r.method === "ALL" && ["*", "/*", "/api/*"].includes(r.path)))
      .filter((r) => !declared.has(`${r.method} ${r.path}`))
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
    expect(declared.size).toBeGreaterThan(5);
  });

  it("refuses state changes from an untrusted origin", async () => {
    const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const res = await admin.request("POST", "/api/notifications/read-all", {
      json: {},
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("originNotAllowed");
  });
});

describe("bad input", () => {
  it("answers malformed JSON with a clear 400", async () => {
    const res = await ctx.client().request("POST", "/api/register", {
      body: '{"name": "Awa",',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("malformedJson");
  });

  it("answers a body over 1 MB with 413 and stores nothing", async () => {
    const huge = registration({ name: "A".repeat(1024 * 1024 + 10) });
    const res = await ctx.client().post("/api/register", huge);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payloadTooLarge");
    const found = await ctx.client().post("/api/auth/sign-in/email", { email: huge.email, password: huge.password });
    expect(found.status).toBe(401);
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await ctx.client().get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("notFound");
  });

  it("answers overlong fields with fieldTooLong", async () => {
    const res = await ctx.client().post("/api/register", registration({ company: "C".repeat(500) }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "fieldTooLong", field: "company" });
  });
});

describe("GET /health", () => {
  it("reports the database as up", async () => {
    const res = await ctx.client().get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: "up" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});
