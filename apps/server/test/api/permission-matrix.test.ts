import { capabilitiesInMode, SYSTEM_ROLE_CAPABILITIES, SYSTEM_ROLES, type SystemRole } from "@payflow/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type Access, declaredAccess, grants } from "../../src/http/access";
import { createTestContext, type TestClient, type TestContext } from "../support/context";
import { defaultCompanyId, PASSWORD, signedInPerson } from "../support/people";

// For every API route and every system role: a session of that role gets through exactly when
// the role has the route's capability (403 otherwise), and no session gets 401.

let ctx: TestContext;
const sessions = new Map<SystemRole, { client: TestClient; email: string }>();

beforeAll(async () => {
  ctx = await createTestContext({ PAYFLOW_RATE_LIMIT_SIGNIN: "100000" });
  const companyId = await defaultCompanyId(ctx);
  for (const role of SYSTEM_ROLES) sessions.set(role, await signedInPerson(ctx, { role, companyId }));
});

function allowed(role: SystemRole, access: Access): boolean {
  if (access === "public" || access === "signedIn") return true;
  if (access === "client") return role === "client";
  if (role === "client") return false;
  if (access === "staff") return true;
  if (access === "apiKey") return false; // /v1 only: not in this matrix of /api routes
  // The sessions call in test mode (no mode header): a role's test-mode capabilities count.
  return grants(capabilitiesInMode(role, SYSTEM_ROLE_CAPABILITIES[role], "test"), access.capability);
}

/** Path parameters get an id that exists nowhere: an allowed call then ends in 400/404, never 401/403. */
const concrete = (path: string) => path.replaceAll(/:(\w+)/g, "does_not_exist_$1");

describe("permission matrix", () => {
  // Read when the tests run: some routes are declared while the app is built.
  const apiRoutes = () => [...declaredAccess()].filter(([key]) => key.includes(" /api/"));

  it("covers every API route the app serves", () => {
    const served = ctx.app.routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL");
    const routes = apiRoutes();
    const keys = new Set(routes.map(([key]) => key));
    expect(served.filter((r) => !keys.has(`${r.method} ${r.path}`)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 401 without a session on every non-public route", async () => {
    const routes = apiRoutes();
    for (const [key, access] of routes) {
      if (access === "public") continue;
      const [method, path] = key.split(" ") as [string, string];
      const res = await ctx.client().request(method, concrete(path), method === "GET" ? {} : { json: {} });
      expect(res.status, key).toBe(401);
    }
  });

  it("lets each system role through exactly where its capabilities allow", async () => {
    const routes = apiRoutes();
    let cases = 0;
    for (const [key, access] of routes) {
      if (access === "public") continue;
      const [method, path] = key.split(" ") as [string, string];
      for (const role of SYSTEM_ROLES) {
        const person = sessions.get(role);
        if (!person) throw new Error(role);
        // A stream (server-sent events) never ends by itself: its status is what counts.
        const res = path.endsWith("/stream")
          ? { status: await person.client.streamStatus(concrete(path)) }
          : await person.client.request(method, concrete(path), method === "GET" ? {} : { json: {} });
        if (allowed(role, access)) expect([401, 403], `${role} ${key} → ${res.status}`).not.toContain(res.status);
        else expect(res.status, `${role} ${key}`).toBe(403);
        cases++;
        // A call that ended the caller's own sessions (sign out everywhere) must not spoil the rest.
        if (method !== "GET" && (await person.client.get("/api/me")).status === 401) {
          person.client = await ctx.client().signIn(person.email, PASSWORD);
        }
      }
    }
    expect(cases).toBe(routes.filter(([, a]) => a !== "public").length * SYSTEM_ROLES.length);
  });
});
