import type { OperatorId } from "@payflow/contracts/operator-credential-rules";
import type { OperatorCredentialList, OperatorCredentialStatus } from "@payflow/contracts/operator-credentials";
import { API } from "@payflow/contracts/paths";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const key = ["operator-credentials"] as const;

export function useOperatorCredentials() {
  return useQuery({ queryKey: key, queryFn: () => api<OperatorCredentialList>(API.operatorCredentials) });
}

function useCredentialMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useSaveOperatorCredentials() {
  return useCredentialMutation(({ operator, values }: { operator: OperatorId; values: Record<string, string> }) =>
    api<OperatorCredentialStatus>(API.operatorCredential(operator), { method: "PUT", body: { values } }),
  );
}

export function useRemoveOperatorCredentials() {
  return useCredentialMutation((operator: OperatorId) => api(API.operatorCredential(operator), { method: "DELETE" }));
}
