import type { DeleteClientResponse } from "@payflow/contracts/clients";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { clientsQueryKey } from "./list-clients";

/** DELETE /api/clients/{id}. */
export function deleteClient(id: string): Promise<DeleteClientResponse> {
  return api<DeleteClientResponse>(API.client(id), { method: "DELETE" });
}

export const useDeleteClient = () => useRefreshingMutation(deleteClient, clientsQueryKey);
