import type { CreatedApiKey } from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { apiKeysQueryKey } from "./list-keys";

/** POST /api/api-keys/{id}/roll: a replacement key, shown in full once. */
export function rollKey(id: string): Promise<CreatedApiKey> {
  return api<CreatedApiKey>(API.apiKeyRoll(id), { method: "POST", body: {} });
}

export const useRollKey = () => useRefreshingMutation(rollKey, apiKeysQueryKey);
