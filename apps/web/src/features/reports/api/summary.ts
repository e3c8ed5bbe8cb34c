import type { TimeZoneLabel } from "@payflow/contracts/constants";
import { API } from "@payflow/contracts/paths";
import type { DashboardSummary } from "@payflow/contracts/reports";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/dashboard/summary: the home's figures, days counted in the reader's time zone. */
export function fetchDashboardSummary(timeZone: TimeZoneLabel): Promise<DashboardSummary> {
  return api<DashboardSummary>(`${API.dashboardSummary}?tz=${encodeURIComponent(timeZone)}`);
}

/** The "dashboard" root is refreshed by live payment updates. */
export const dashboardSummaryQuery = (mode: "test" | "live", timeZone: TimeZoneLabel) =>
  queryOptions({ queryKey: ["dashboard", mode, timeZone], queryFn: () => fetchDashboardSummary(timeZone) });
