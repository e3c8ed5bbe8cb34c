import type { OpenAPIHono } from "@hono/zod-openapi";
import { Balances } from "@payflow/contracts";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { balancesOf } from "./balances";

// The dashboard's balances (viewDashboard), in the current mode: the same figures as GET /v1/balance.

const balances = defineRoute({
  method: "get",
  path: "/api/balances",
  access: { capability: "viewDashboard" },
  tags: ["Ledger"],
  summary: "What the business holds, available and pending, in total and per operator account",
  responses: { 200: jsonResponse(Balances) },
});

export function registerLedgerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(balances, async (c) => {
    return c.json(Balances.parse(await balancesOf(c.get("deps").db, staffScope(c))), 200);
  });
}
