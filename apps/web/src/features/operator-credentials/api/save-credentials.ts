import type { OperatorId } from "@payflow/contracts/operator-credential-rules";
import type { OperatorCredentialStatus } from "@payflow/contracts/operator-credentials";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { operatorCredentialsQueryKey } from "./list-credentials";

/** PUT /api/operator-credentials/{operator}. */
export function saveOperatorCredentials({
  operator,
  values,
}: {
  operator: OperatorId;
  values: Record<string, string>;
}) {
  return api<OperatorCredentialStatus>(API.operatorCredential(operator), { method: "PUT", body: { values } });
}

export const useSaveOperatorCredentials = () =>
  useRefreshingMutation(saveOperatorCredentials, operatorCredentialsQueryKey);
