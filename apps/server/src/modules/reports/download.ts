import type { OpenAPIHono } from "@hono/zod-openapi";
import { ReportDownloadRequest, type ReportSummary } from "@payflow/contracts";
import { stream } from "hono/streaming";
import { declareAccess, requireAccess } from "../../http/access";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import type { AppEnv } from "../../http/types";
import { addDays, startOf, zoneOf } from "../../lib/period";
import { customersCsv, overviewCsv, paymentsCsv, transactionLines } from "./report-csv";
import * as service from "./service";

// POST /api/reports/download (generateReports): the report as a file — JSON named
// payflow-report-{type}-{time}.json (the summary), or the type's CSV (report-csv.ts).

const PATH = "/api/reports/download";

/** The file name (docs/PRODUCT.md §2): the type and the generation time (without characters files refuse). */
export function reportFileName(summary: ReportSummary, ext: "json" | "csv"): string {
  const time = summary.generatedAt.replaceAll(/[:.]/g, "-");
  return `payflow-report-${summary.reportType}-${time}.${ext}`;
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
    if (summary.reportType === "transactions") {
      // The rows themselves: as many as the period holds, so streamed as the export does.
      const zone = zoneOf(summary.filters.timeZone);
      const range = {
        from: startOf(summary.filters.from, zone),
        to: startOf(addDays(summary.filters.to, 1), zone),
      };
      const scope = staffScope(c);
      return stream(c, async (out) => {
        for await (const piece of transactionLines(c.get("deps"), scope, range)) {
          if (out.aborted) return;
          await out.write(piece);
        }
      });
    }
    const text =
      summary.reportType === "customers"
        ? customersCsv(summary)
        : summary.reportType === "payments"
          ? paymentsCsv(summary)
          : overviewCsv(summary);
    return c.body(text, 200);
  });
}
