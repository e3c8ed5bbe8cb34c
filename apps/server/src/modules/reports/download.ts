import type { OpenAPIHono } from "@hono/zod-openapi";
import { PAYMENT_OPERATOR_NAMES, ReportDownloadRequest, type ReportSummary } from "@payflow/contracts";
import { declareAccess, requireAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import type { AppEnv } from "../../http/types";
import { csvField } from "../payments/export";
import * as service from "./service";

// POST /api/reports/download (generateReports): the report as a file — the spec's JSON named
// payflow-report-{type}-{time}.json, or a CSV of its days and operators.

const PATH = "/api/reports/download";

/** The spec's file name: the type and the generation time (without characters files refuse). */
export function reportFileName(summary: ReportSummary, ext: "json" | "csv"): string {
  const time = summary.generatedAt.replaceAll(/[:.]/g, "-");
  return `payflow-report-${summary.reportType}-${time}.${ext}`;
}

function toCsv(s: ReportSummary): string {
  const lines = [
    ["date", "succeeded_amount"],
    ...Object.entries(s.dailySales).map(([day, amount]) => [day, amount]),
    [],
    ["operator", "transactions", "succeeded", "failed", "succeeded_amount", "success_rate"],
    ...s.byOperator.map((o) => [
      o.operator ? PAYMENT_OPERATOR_NAMES[o.operator] : "",
      o.totalTransactions,
      o.succeededTransactions,
      o.failedTransactions,
      o.totalSucceededAmount,
      o.successRate === null ? "" : String(o.successRate),
    ]),
    [],
    ["total_transactions", "total_amount", "succeeded", "pending", "failed", "total_succeeded_amount"],
    [
      s.totalTransactions,
      s.totalAmount,
      s.succeededTransactions,
      s.pendingTransactions,
      s.failedTransactions,
      s.totalSucceededAmount,
    ],
  ];
  return `${lines.map((l) => l.map((v) => csvField(v as string | number)).join(",")).join("\r\n")}\r\n`;
}

export function registerReportDownload(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: "post",
    path: PATH,
    tags: ["Reports"],
    summary: "The report as a file (JSON named payflow-report-{type}-{time}.json, or CSV)",
    request: { body: { content: { "application/json": { schema: ReportDownloadRequest } } } },
    responses: {
      200: {
        description: "The file",
        content: { "application/json": { schema: { type: "object" } }, "text/csv": { schema: { type: "string" } } },
      },
    },
  });
  declareAccess("POST", PATH, { capability: "generateReports" });
  app.post(PATH, requireAccess({ capability: "generateReports" }), async (c) => {
    const parsed = ReportDownloadRequest.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message === "unknownReportType" ? "unknownReportType" : "validationFailed";
      throw new AppError(code);
    }
    const { format, ...req } = parsed.data;
    const summary = await service.report(c.get("deps"), staffScope(c), req);
    c.header("Content-Disposition", `attachment; filename="${reportFileName(summary, format)}"`);
    if (format === "json") return c.json(summary, 200);
    c.header("Content-Type", "text/csv; charset=utf-8");
    return c.body(toCsv(summary), 200);
  });
}
