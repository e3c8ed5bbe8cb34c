import type { OpenAPIHono } from "@hono/zod-openapi";
import { OperatorHealthReport } from "@payflow/contracts";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { operatorHealth } from "./service";

// The dashboard's operator status panel (viewDashboard), in the current mode.

const health = defineRoute({
  method: "get",
  path: "/api/operators/health",
  access: { capability: "viewDashboard" },
  tags: ["Operators"],
  summary: "Each operator's status and figures over the last minutes",
  responses: { 200: jsonResponse(OperatorHealthReport) },
});

export function registerOperatorHealthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(health, async (c) => {
    const body = await operatorHealth(c.get("deps").db, staffScope(c));
    return c.json(OperatorHealthReport.parse(body), 200);
  });
}
