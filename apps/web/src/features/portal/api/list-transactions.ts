import { API } from "@payflow/contracts/paths";
import type { Mode } from "@payflow/contracts/payment-rules";
import type { PortalTransactionList } from "@payflow/contracts/transactions";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * GET /api/portal/transactions: the client's own payments of one mode, with the name of the
 * business paid. The mode goes in the query: the server ignores the staff app's mode header here.
 */
export function fetchPortalTransactions(q: string, mode: Mode): Promise<PortalTransactionList> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (mode === "test") params.set("mode", "test");
  const query = params.toString();
  return api<PortalTransactionList>(query ? `${API.portalTransactions}?${query}` : API.portalTransactions);
}

/** Live updates (lib/realtime.ts) refresh the "portal-transactions" root. */
export const portalTransactionsQuery = (search: string, mode: Mode) => {
  const q = search.trim();
  return queryOptions({
    queryKey: ["portal-transactions", q, mode],
    queryFn: () => fetchPortalTransactions(q, mode),
    placeholderData: keepPreviousData,
  });
};
