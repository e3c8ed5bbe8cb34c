import type { ApiKey } from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { apiKeysQueryKey } from "./list-keys";

/** DELETE /api/api-keys/{id}. */
export function revokeKey(id: string): Promise<ApiKey> {
  return api<ApiKey>(API.apiKey(id), { method: "DELETE" });
}

export const useRevokeKey = () => useRefreshingMutation(revokeKey, apiKeysQueryKey);
