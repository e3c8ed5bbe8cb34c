import type { OpenAPIHono } from "@hono/zod-openapi";
import { PortalTransactionList, PortalTransactionQuery } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { registerPortalInvoiceRoutes } from "./invoice-routes";
import * as service from "./service";

const transactions = defineRoute({
  method: "get",
  path: "/api/portal/transactions",
  // The list follows the login's client record: clients only.
  access: "client",
  tags: ["Client portal"],
  summary:
    "The signed-in client's own transactions of one mode (live unless mode=test), newest first, with the name of the business paid (search: description, code, reference, id)",
  request: { query: PortalTransactionQuery },
  responses: { 200: jsonResponse(PortalTransactionList) },
});

export function registerPortalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(transactions, async (c) => {
    const { q, mode } = c.req.valid("query");
    // The mode is the query's, never the staff app's x-payflow-mode header (test by default).
    const result = await service.listTransactions(c.get("deps"), signedInUser(c), mode, q || null);
    return c.json(PortalTransactionList.parse(result), 200);
  });
  registerPortalInvoiceRoutes(app);
}
