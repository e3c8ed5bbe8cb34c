import type { OpenAPIHono } from "@hono/zod-openapi";
import { DashboardSummary, DashboardSummaryQuery, ReportRequest, ReportSummary } from "@payflow/contracts";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The dashboard home's figures (viewDashboard) and the reports (viewReports), from the current
// mode's payments; days in the person's time zone.

const summary = defineRoute({
  method: "get",
  path: "/api/dashboard/summary",
  access: { capability: "viewDashboard" },
  tags: ["Reports"],
  summary: "Today's succeeded volume and new clients (vs yesterday), pending payments, alerts and 30 days of volume",
  request: { query: DashboardSummaryQuery },
  responses: { 200: jsonResponse(DashboardSummary) },
});

const reports = defineRoute({
  method: "post",
  path: "/api/reports",
  access: { capability: "viewReports" },
  tags: ["Reports"],
  summary: "A report: the spec's summary, the daily sales map, figures per operator and clients",
  request: { body: jsonBody(ReportRequest) },
  responses: { 200: jsonResponse(ReportSummary) },
});

export function registerReportRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(summary, async (c) => {
    const body = await service.dashboardSummary(c.get("deps"), staffScope(c), c.req.valid("query").tz);
    return c.json(DashboardSummary.parse(body), 200);
  });
  app.openapi(reports, async (c) => {
    const body = await service.report(c.get("deps"), staffScope(c), c.req.valid("json"));
    return c.json(ReportSummary.parse(body), 200);
  });
}
