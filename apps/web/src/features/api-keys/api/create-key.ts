import type { CreateApiKeyRequest, CreatedApiKey } from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { apiKeysQueryKey } from "./list-keys";

/** POST /api/api-keys: the new key, shown in full once. */
export function createKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return api<CreatedApiKey>(API.apiKeys, { method: "POST", body });
}

export const useCreateKey = () => useRefreshingMutation(createKey, apiKeysQueryKey);
