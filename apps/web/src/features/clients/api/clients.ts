import type {
  Client,
  ClientList,
  ClientListQuery,
  CreateClientRequest,
  CreateClientResponse,
  DeleteClientResponse,
  UpdateClientRequest,
} from "@payflow/contracts/clients";
import { API } from "@payflow/contracts/paths";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useTestMode } from "../../../lib/test-mode";

const clientsKey = ["clients"] as const;

export function useClients(filter: ClientListQuery) {
  // Live mode leaves out the demo's test clients: a mode switch reads the list again.
  const [testMode] = useTestMode();
  const params = new URLSearchParams();
  if (filter.search) params.set("search", filter.search);
  if (filter.status) params.set("status", filter.status);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return useQuery({
    queryKey: [...clientsKey, testMode ? "test" : "live", filter],
    queryFn: () => api<ClientList>(query ? `${API.clients}?${query}` : API.clients),
    placeholderData: keepPreviousData,
  });
}

function useClientMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKey }),
  });
}

export function useCreateClient() {
  return useClientMutation((body: CreateClientRequest) =>
    api<CreateClientResponse>(API.clients, { method: "POST", body }),
  );
}

export function useUpdateClient() {
  return useClientMutation(({ id, body }: { id: string; body: UpdateClientRequest }) =>
    api<Client>(API.client(id), { method: "PATCH", body }),
  );
}

export function useDeleteClient() {
  return useClientMutation((id: string) => api<DeleteClientResponse>(API.client(id), { method: "DELETE" }));
}
