import { API } from "@payflow/contracts/paths";
import { MODE_HEADER } from "@payflow/contracts/payment-rules";
import type { ReportRequest, ReportSummary } from "@payflow/contracts/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { currentMode, useTestMode } from "../../../lib/test-mode";

/** The report asked for; the "reports" root is refreshed by live payment updates. */
export function useReport(request: ReportRequest | null) {
  const [testMode] = useTestMode();
  return useQuery({
    queryKey: ["reports", testMode ? "test" : "live", request],
    queryFn: () => api<ReportSummary>(API.reports, { method: "POST", body: request }),
    enabled: request !== null,
  });
}

/** The report as the server names and builds the file (generateReports), handed to the browser. */
export async function downloadReport(request: ReportRequest, format: "json" | "csv"): Promise<string> {
  const res = await fetch(API.reportsDownload, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [MODE_HEADER]: currentMode() },
    body: JSON.stringify({ ...request, format }),
  });
  if (!res.ok) throw new Error(String(res.status));
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `payflow-report.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
