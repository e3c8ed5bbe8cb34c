import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionTokenOf } from "../../src/auth/session-token";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "../support/context";

// The signed-in path checks Better Auth's cookie itself and reads the session with its profile
// in one query; what it accepts and refuses must stay exactly what Better Auth would.

let ctx: TestContext;
let admin: TestClient;

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "1000" });
  admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
});

const cookieOf = (client: TestClient) => client.cookieHeader();

describe("the signed-in path", () => {
  it("accepts Better Auth's own signed cookie and refuses a forged or altered one", async () => {
    const token = sessionTokenOf(cookieOf(admin), ctx.deps.secretKey);
    expect(token).toMatch(/.{20,}/);
    expect(sessionTokenOf(cookieOf(admin), "another-secret-another-secret-0000")).toBeNull();
    // Its first character changed (one token in 62 already starts with X: then Y).
    const altered = cookieOf(admin).replace(/session_token=([^;])/, (_, c) => `session_token=${c === "X" ? "Y" : "X"}`);
    expect(altered).not.toBe(cookieOf(admin));
    expect(sessionTokenOf(altered, ctx.deps.secretKey)).toBeNull();
    const forged = await ctx.app.request("/api/me", { headers: { cookie: altered } });
    expect(forged.status).toBe(401);
    expect((await ctx.app.request("/api/me", { headers: { cookie: cookieOf(admin) } })).status).toBe(200);
  });

  it("stops a deleted or expired session on its next request", async () => {
    const other = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const token = sessionTokenOf(cookieOf(other), ctx.deps.secretKey);
    expect((await other.get("/api/me")).status).toBe(200);
    await ctx.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = ${token}`);
    expect((await other.get("/api/me")).status).toBe(401);
    const third = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const thirdToken = sessionTokenOf(cookieOf(third), ctx.deps.secretKey);
    await ctx.db.execute(sql`DELETE FROM sessions WHERE token = ${thirdToken}`);
    expect((await third.get("/api/me")).status).toBe(401);
  });

  it("lets Better Auth extend a session that is a day old, as before", async () => {
    const person = await ctx.client().signIn(ADMIN.email, ADMIN.password);
    const token = sessionTokenOf(cookieOf(person), ctx.deps.secretKey);
    // Six days left of seven: last extended a day ago.
    await ctx.db.execute(
      sql`UPDATE sessions SET expires_at = now() + interval '6 days' - interval '1 minute' WHERE token = ${token}`,
    );
    expect((await person.get("/api/me")).status).toBe(200);
    const { rows } = await ctx.pool.query("SELECT expires_at FROM sessions WHERE token = $1", [token]);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});
