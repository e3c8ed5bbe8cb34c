import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  AccountingExportQuery,
  BalanceCheckReport,
  Balances,
  LedgerPeriodQuery,
  SettlementReport,
} from "@payflow/contracts";
import { stream } from "hono/streaming";
import { declareAccess, requireAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { accountingAccountsOf } from "../settings";
import { accountingLines } from "./accounting";
import { accountingCsv, accountingXlsx } from "./accounting-file";
import { balancesOf } from "./balances";
import { checkBalancesNow, lastBalanceChecks } from "./operator-balance";
import { settlementCsv } from "./settlement-csv";
import { settlementReport } from "./settlements";

// The books on the dashboard, in the current mode: the balances (viewDashboard; the same figures
// as GET /v1/balance), the settlement report (viewReports, its file generateReports) and the
// accounting export (generateReports).

const balances = defineRoute({
  method: "get",
  path: "/api/balances",
  access: { capability: "viewDashboard" },
  tags: ["Ledger"],
  summary: "What the business holds, available and pending, in total and per operator account",
  responses: { 200: jsonResponse(Balances) },
});

/** The operator balance check: its last findings (GET), or a check now (POST). */
const checksRoute = (method: "get" | "post", summary: string) =>
  defineRoute({
    method,
    path: "/api/balances/checks",
    access: { capability: "viewDashboard" },
    tags: ["Ledger"],
    summary,
    responses: { 200: jsonResponse(BalanceCheckReport) },
  });
const lastChecks = checksRoute("get", "The last operator balance check of each operator that tells its balance");
const checkNow = checksRoute(
  "post",
  "Ask each operator that tells its balance for it now, and compare it with the books",
);

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
const ACCOUNTING = "/api/reports/accounting";

/** A file route's query, checked as the JSON routes check theirs (a 400 naming the field). */
function fileQuery<S extends typeof LedgerPeriodQuery | typeof AccountingExportQuery>(schema: S, query: unknown) {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError("validationFailed", { field: String(parsed.error.issues[0]?.path[0] ?? "") });
  return parsed.data as S["_output"];
}

export function registerLedgerRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(balances, async (c) => {
    return c.json(Balances.parse(await balancesOf(c.get("deps").db, staffScope(c))), 200);
  });
  app.openapi(lastChecks, async (c) => {
    const scope = staffScope(c);
    const checks = await lastBalanceChecks(c.get("deps").db, scope);
    return c.json(BalanceCheckReport.parse({ mode: scope.mode, checks }), 200);
  });
  app.openapi(checkNow, async (c) => {
    const scope = staffScope(c);
    const checks = await checkBalancesNow(c.get("deps"), scope);
    return c.json(BalanceCheckReport.parse({ mode: scope.mode, checks }), 200);
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
    const report = await settlementReport(c.get("deps").db, staffScope(c), fileQuery(LedgerPeriodQuery, c.req.query()));
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="payflow-settlements-${report.from}-${report.to}.csv"`);
    return c.body(settlementCsv(report), 200);
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: ACCOUNTING,
    tags: ["Ledger"],
    summary: "The accounting export: the period's journal in the business's SYSCOHADA accounts, as CSV (;) or XLSX",
    request: { query: AccountingExportQuery },
    responses: {
      200: {
        description: "The file, payflow-journal-{from}-{to}.csv or .xlsx",
        content: {
          "text/csv": { schema: { type: "string" } },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
            schema: { type: "string", format: "binary" },
          },
        },
      },
    },
  });
  declareAccess("GET", ACCOUNTING, { capability: "generateReports" });
  app.get(ACCOUNTING, requireAccess({ capability: "generateReports" }), async (c) => {
    const query = fileQuery(AccountingExportQuery, c.req.query());
    const scope = staffScope(c);
    const { db } = c.get("deps");
    const chart = await accountingAccountsOf(db, scope.companyId);
    const pages = accountingLines(db, scope, query, chart);
    // The period is checked before anything is sent: a bad one is a 400, not a broken file.
    const first = await pages.next();
    const all = (async function* () {
      if (!first.done) yield first.value;
      yield* pages;
    })();
    const format = query.format ?? "csv";
    c.header("Content-Disposition", `attachment; filename="payflow-journal-${query.from}-${query.to}.${format}"`);
    if (format === "xlsx") {
      c.header("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      return c.body(accountingXlsx(all), 200);
    }
    c.header("Content-Type", "text/csv; charset=utf-8");
    return stream(c, async (out) => {
      for await (const piece of accountingCsv(all)) {
        if (out.aborted) return;
        await out.write(piece);
      }
    });
  });
}
