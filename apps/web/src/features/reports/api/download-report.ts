import { API } from "@payflow/contracts/paths";
import type { ReportRequest } from "@payflow/contracts/reports";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";

/**
 * POST /api/reports/download: the report as the server names and builds the file
 * (generateReports), handed to the browser. Answers the file's name.
 */
export async function downloadReport(request: ReportRequest, format: "json" | "csv"): Promise<string> {
  const res = await requestFile(API.reportsDownload, { ...request, format });
  const name = fileNameOf(res, `payflow-report.${format}`);
  saveFile(await res.blob(), name);
  return name;
}
