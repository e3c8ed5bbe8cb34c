import type {
  ApiKey,
  ApiKeyList,
  CreateApiKeyRequest,
  CreatedApiKey,
  RevealedApiKey,
} from "@payflow/contracts/api-keys";
import { API } from "@payflow/contracts/paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// The company's merchant API keys (both modes on one screen: a key says its own mode).

const keysKey = ["api-keys"] as const;

/** `enabled` false for people who may not read keys (the server would answer 403). */
export function useApiKeys(enabled = true) {
  return useQuery({ queryKey: keysKey, queryFn: () => api<ApiKeyList>(API.apiKeys), enabled });
}

function useKeyMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: keysKey }) });
}

export const useCreateKey = () =>
  useKeyMutation((body: CreateApiKeyRequest) => api<CreatedApiKey>(API.apiKeys, { method: "POST", body }));

export const useRollKey = () =>
  useKeyMutation((id: string) => api<CreatedApiKey>(API.apiKeyRoll(id), { method: "POST", body: {} }));

export const useRevokeKey = () => useKeyMutation((id: string) => api<ApiKey>(API.apiKey(id), { method: "DELETE" }));

/** The full key (audited on the server as a reveal or a copy). */
export function revealKey(id: string, purpose: "reveal" | "copy"): Promise<RevealedApiKey> {
  return api<RevealedApiKey>(API.apiKeyReveal(id), { method: "POST", body: { purpose } });
}
