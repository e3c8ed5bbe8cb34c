import type { OperatorId } from "@payflow/contracts/operator-credential-rules";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { operatorCredentialsQueryKey } from "./list-credentials";

/** DELETE /api/operator-credentials/{operator}. */
export function removeOperatorCredentials(operator: OperatorId): Promise<unknown> {
  return api(API.operatorCredential(operator), { method: "DELETE" });
}

export const useRemoveOperatorCredentials = () =>
  useRefreshingMutation(removeOperatorCredentials, operatorCredentialsQueryKey);
