import type { OpenAPIHono } from "@hono/zod-openapi";
import { toV1OperatorHealth, V1OperatorHealthList } from "@payflow/contracts";
import { defineRoute, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import { operatorHealth } from "../modules/operator-health";
import { keyScope } from "./scope";

// Each operator's status and figures (docs/OPERATORS.md, Operator health): live keys read every
// business's live traffic, test keys their own test payments.

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/operators",
  operationId: "listOperators",
  action: "balance:read",
  tags: ["Operators"],
  summary: "Each operator's status (operational, degraded, down) and its figures over the last minutes",
  responses: { 200: jsonResponse(V1OperatorHealthList) },
});

export function registerV1Operators(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const report = await operatorHealth(c.get("deps").db, keyScope(c));
    const body = {
      object: "list",
      mode: report.mode,
      window_minutes: report.windowMinutes,
      data: report.operators.map(toV1OperatorHealth),
    };
    return c.json(V1OperatorHealthList.parse(body), 200);
  });
}
