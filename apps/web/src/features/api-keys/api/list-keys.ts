import type { ApiKeyList } from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// The company's merchant API keys (both modes on one screen: a key says its own mode).

export const apiKeysQueryKey = ["api-keys"] as const;

/** GET /api/api-keys. */
export function fetchApiKeys(): Promise<ApiKeyList> {
  return api<ApiKeyList>(API.apiKeys);
}

/** `enabled` false for people who may not read keys (the server would answer 403). */
export const apiKeysQuery = (enabled = true) =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: fetchApiKeys, enabled });
