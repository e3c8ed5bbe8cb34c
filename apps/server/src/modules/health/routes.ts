import type { OpenAPIHono } from "@hono/zod-openapi";
import { Health } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";

const health = defineRoute({
  method: "get",
  path: "/health",
  access: "public",
  tags: ["Health"],
  summary: "Liveness and database status",
  responses: { 200: jsonResponse(Health), 503: jsonResponse(Health, "Database unreachable") },
});

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(health, async (c) => {
    const { db, version } = c.get("deps");
    const up = await Promise.race([
      db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
    const body = Health.parse({ status: up ? "ok" : "degraded", database: up ? "up" : "down", version });
    return up ? c.json(body, 200) : c.json(body, 503);
  });
}
