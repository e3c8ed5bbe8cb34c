import type { LedgerPeriodQuery, SettlementReport } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";

const search = (period: LedgerPeriodQuery) => new URLSearchParams(period as Record<string, string>).toString();

/** GET /api/reports/settlements: the settlement report of a period; under the "reports" root, refreshed by live payment updates. */
export const settlementsQuery = (mode: "test" | "live", period: LedgerPeriodQuery | null) =>
  queryOptions({
    queryKey: ["reports", mode, "settlements", period],
    queryFn: () => api<SettlementReport>(`${API.settlements}?${search(period as LedgerPeriodQuery)}`),
    enabled: period !== null,
  });

/** A file of the books the server builds for a period (the settlement CSV, the accounting export); answers its name. */
export async function downloadLedgerFile(path: string, period: LedgerPeriodQuery, fallback: string): Promise<string> {
  const res = await requestFile(`${path}?${search(period)}`);
  const name = fileNameOf(res, fallback);
  saveFile(await res.blob(), name);
  return name;
}

/** The settlement report as JSON, saved under the name the CSV would have. */
export function saveSettlementsJson(report: SettlementReport): string {
  const name = `payflow-settlements-${report.from}-${report.to}.json`;
  saveFile(new Blob([JSON.stringify(report, null, 2)], { type: "application/json" }), name);
  return name;
}
