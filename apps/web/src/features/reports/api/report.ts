import { API } from "@payflow/contracts/paths";
import type { ReportRequest, ReportSummary } from "@payflow/contracts/reports";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/reports: the report asked for. */
export function fetchReport(request: ReportRequest): Promise<ReportSummary> {
  return api<ReportSummary>(API.reports, { method: "POST", body: request });
}

/** The "reports" root is refreshed by live payment updates; nothing is asked before a request. */
export const reportQuery = (mode: "test" | "live", request: ReportRequest | null) =>
  queryOptions({
    queryKey: ["reports", mode, request],
    queryFn: () => fetchReport(request as ReportRequest),
    enabled: request !== null,
  });
