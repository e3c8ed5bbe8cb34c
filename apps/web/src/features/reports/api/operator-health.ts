import type { OperatorHealthReport } from "@payflow/contracts/operator-health";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * GET /api/operators/health: each operator's status in the current mode. Under the "dashboard"
 * root, so live payment updates refresh it; read again every 30 s besides, as errors and
 * time-outs also come from payments that move nothing on screen.
 */
export const operatorHealthQuery = (mode: "test" | "live") =>
  queryOptions({
    queryKey: ["dashboard", mode, "operators"],
    queryFn: () => api<OperatorHealthReport>(API.operatorHealth),
    refetchInterval: 30_000,
  });
