import type { OpenAPIHono } from "@hono/zod-openapi";
import { Balances, LedgerPeriodQuery, SettlementReport } from "@payflow/contracts";
import { declareAccess, requireAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { balancesOf } from "./balances";
import { settlementCsv } from "./settlement-csv";
import { settlementReport } from "./settlements";

// The books on the dashboard, in the current mode: the balances (viewDashboard; the same figures
// as GET /v1/balance) and the settlement report (viewReports, its file generateReports).

const balances = defineRoute({
  method: "get",
  path: "/api/balances",
  access: { capability: "viewDashboard" },
  tags: ["Ledger"],
  summary: "What the business holds, available and pending, in total and per operator account",
  responses: { 200: jsonResponse(Balances) },
});

const settlements = defineRoute({
  method: "get",
  path: "/api/reports/settlements",
  access: { capability: "viewReports" },
  tags: ["Ledger"],
  summary: "The settlement report: per day and operator account, gross, refunds, fees, net and expected settlement",
  request: { query: LedgerPeriodQuery },
  responses: { 200: jsonResponse(SettlementReport) },
});

const SETTLEMENTS_CSV = "/api/reports/settlements.csv";

export function registerLedgerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(balances, async (c) => {
    return c.json(Balances.parse(await balancesOf(c.get("deps").db, staffScope(c))), 200);
  });
  app.openapi(settlements, async (c) => {
    const report = await settlementReport(c.get("deps").db, staffScope(c), c.req.valid("query"));
    return c.json(SettlementReport.parse(report), 200);
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: SETTLEMENTS_CSV,
    tags: ["Ledger"],
    summary: "The settlement report as CSV (payflow-settlements-{from}-{to}.csv)",
    request: { query: LedgerPeriodQuery },
    responses: { 200: { description: "The file", content: { "text/csv": { schema: { type: "string" } } } } },
  });
  declareAccess("GET", SETTLEMENTS_CSV, { capability: "generateReports" });
  app.get(SETTLEMENTS_CSV, requireAccess({ capability: "generateReports" }), async (c) => {
    const query = LedgerPeriodQuery.safeParse(c.req.query());
    if (!query.success) throw new AppError("validationFailed", { field: String(query.error.issues[0]?.path[0] ?? "") });
    const report = await settlementReport(c.get("deps").db, staffScope(c), query.data);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="payflow-settlements-${report.from}-${report.to}.csv"`);
    return c.body(settlementCsv(report), 200);
  });
}
