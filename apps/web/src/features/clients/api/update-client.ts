import type { Client, UpdateClientRequest } from "@payflow/contracts/clients";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { clientsQueryKey } from "./list-clients";

/** PATCH /api/clients/{id}. */
export function updateClient({ id, body }: { id: string; body: UpdateClientRequest }): Promise<Client> {
  return api<Client>(API.client(id), { method: "PATCH", body });
}

export const useUpdateClient = () => useRefreshingMutation(updateClient, clientsQueryKey);
