import type { Balances } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * GET /api/balances: what the business holds per operator account, from the books. Under the
 * "dashboard" root, so live payment updates refresh it; read again every 30 s besides, as a
 * settlement moves money from pending to available without any payment changing on screen.
 */
export const balancesQuery = (mode: "test" | "live") =>
  queryOptions({
    queryKey: ["dashboard", mode, "balances"],
    queryFn: () => api<Balances>(API.balances),
    refetchInterval: 30_000,
  });
