import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentAccountsQueryKey } from "./list-accounts";

/** DELETE /api/payment-accounts/{id}. */
export function deleteAccount(id: string): Promise<unknown> {
  return api(API.paymentAccount(id), { method: "DELETE" });
}

export const useDeleteAccount = () => useRefreshingMutation(deleteAccount, paymentAccountsQueryKey);
