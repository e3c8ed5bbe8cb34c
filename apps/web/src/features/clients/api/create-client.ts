import type { CreateClientRequest, CreateClientResponse } from "@payflow/contracts/clients";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { clientsQueryKey } from "./list-clients";

/** POST /api/clients (with a portal login when asked: its temporary password comes back once). */
export function createClient(body: CreateClientRequest): Promise<CreateClientResponse> {
  return api<CreateClientResponse>(API.clients, { method: "POST", body });
}

export const useCreateClient = () => useRefreshingMutation(createClient, clientsQueryKey);
