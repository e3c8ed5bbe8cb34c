import { API } from "@payflow/contracts/paths";
import type { PortalTransactionList } from "@payflow/contracts/transactions";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export function usePortalTransactions() {
  return useQuery({
    queryKey: ["portal-transactions"],
    queryFn: () => api<PortalTransactionList>(API.portalTransactions),
  });
}
