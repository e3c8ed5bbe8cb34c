import type { BalanceCheckReport, Balances } from "@payflow/contracts/ledger";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";

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

const checksKey = (mode: "test" | "live") => ["dashboard", mode, "balance-checks"] as const;

/** GET /api/balances/checks: the last operator balance check of each operator that tells its balance. */
export const balanceChecksQuery = (mode: "test" | "live") =>
  queryOptions({ queryKey: checksKey(mode), queryFn: () => api<BalanceCheckReport>(API.balanceChecks) });

/** POST /api/balances/checks: asks the operators now; the answer replaces the checks shown. */
export const useCheckBalances = (mode: "test" | "live") =>
  useReplacingMutation(() => api<BalanceCheckReport>(API.balanceChecks, { method: "POST" }), checksKey(mode));
