import type { OpenAPIHono } from "@hono/zod-openapi";
import { PortalTransactionList, PortalTransactionQuery } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const transactions = defineRoute({
  method: "get",
  path: "/api/portal/transactions",
  // The list follows the login's client record: clients only.
  access: "client",
  tags: ["Client portal"],
  summary: "The signed-in client's own transactions, newest first (search: description, code, reference, id)",
  request: { query: PortalTransactionQuery },
  responses: { 200: jsonResponse(PortalTransactionList) },
});

export function registerPortalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(transactions, async (c) => {
    const search = c.req.valid("query").q || null;
    const result = await service.listTransactions(c.get("deps"), signedInUser(c), search);
    return c.json(PortalTransactionList.parse(result), 200);
  });
}
