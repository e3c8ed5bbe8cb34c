import type { OperatorCredentialList } from "@payflow/contracts/operator-credentials";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const operatorCredentialsQueryKey = ["operator-credentials"] as const;

/** GET /api/operator-credentials: each operator's status (never the secret values). */
export function fetchOperatorCredentials(): Promise<OperatorCredentialList> {
  return api<OperatorCredentialList>(API.operatorCredentials);
}

export const operatorCredentialsQuery = () =>
  queryOptions({ queryKey: operatorCredentialsQueryKey, queryFn: fetchOperatorCredentials });
