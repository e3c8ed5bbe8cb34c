import type { TimeZoneLabel } from "@payflow/contracts/constants";
import { API } from "@payflow/contracts/paths";
import type { DashboardSummary } from "@payflow/contracts/reports";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useTestMode } from "../../../lib/test-mode";

/** The home's figures; the "dashboard" root is refreshed by live payment updates. */
export function useDashboardSummary(timeZone: TimeZoneLabel) {
  const [testMode] = useTestMode();
  return useQuery({
    queryKey: ["dashboard", testMode ? "test" : "live", timeZone],
    queryFn: () => api<DashboardSummary>(`${API.dashboardSummary}?tz=${encodeURIComponent(timeZone)}`),
  });
}
