import type { ClientList, ClientListQuery } from "@payflow/contracts/clients";
import { API } from "@payflow/contracts/paths";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const clientsQueryKey = ["clients"] as const;

/** GET /api/clients: one page of the clients the search and filter match, with their total. */
export function fetchClients(filter: ClientListQuery): Promise<ClientList> {
  const params = new URLSearchParams();
  if (filter.search) params.set("search", filter.search);
  if (filter.status) params.set("status", filter.status);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return api<ClientList>(query ? `${API.clients}?${query}` : API.clients);
}

/** Live mode leaves out the demo's test clients: the mode is in the key, so a switch reads again. */
export const clientsQuery = (mode: "test" | "live", filter: ClientListQuery) =>
  queryOptions({
    queryKey: [...clientsQueryKey, mode, filter],
    queryFn: () => fetchClients(filter),
    placeholderData: keepPreviousData,
  });
