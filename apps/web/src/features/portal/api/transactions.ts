import { API } from "@payflow/contracts/paths";
import type { Mode } from "@payflow/contracts/payment-rules";
import type { PortalTransactionList } from "@payflow/contracts/transactions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * The client's own payments of one mode, with the name of the business paid; live updates
 * (lib/realtime.ts) refresh the "portal-transactions" root. The mode goes in the query: the
 * server ignores the staff app's mode header here.
 */
export function usePortalTransactions(search: string, mode: Mode) {
  const q = search.trim();
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (mode === "test") params.set("mode", "test");
  const query = params.toString();
  return useQuery({
    queryKey: ["portal-transactions", q, mode],
    queryFn: () => api<PortalTransactionList>(query ? `${API.portalTransactions}?${query}` : API.portalTransactions),
    placeholderData: keepPreviousData,
  });
}
