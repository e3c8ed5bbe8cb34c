import { beforeAll, describe, expect, it } from "vitest";
import { declaredAccess } from "../../src/http/access";
import { createTestContext, type TestContext } from "../support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe("GET /api/openapi.json", () => {
  it("documents every API route from its contract", async () => {
    const res = await ctx.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replaceAll(/{(\w+)}/g, ":$1")}`),
      ),
    );
    // The JSON 404 for unknown API paths (ALL /api/*) is not an endpoint.
    const routes = [...declaredAccess().keys()].filter(
      (k) => k.includes(" /api/") && !k.startsWith("ALL ") && !k.endsWith("/openapi.json"),
    );
    expect(routes.filter((k) => !documented.has(k))).toEqual([]);
  });
});
