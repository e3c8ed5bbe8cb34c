import { API } from "@payflow/contracts/paths";
import type { PortalTransactionList } from "@payflow/contracts/transactions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** The client's own payments; live updates (lib/realtime.ts) refresh the "portal-transactions" root. */
export function usePortalTransactions(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ["portal-transactions", q],
    queryFn: () =>
      api<PortalTransactionList>(q ? `${API.portalTransactions}?q=${encodeURIComponent(q)}` : API.portalTransactions),
    placeholderData: keepPreviousData,
  });
}
