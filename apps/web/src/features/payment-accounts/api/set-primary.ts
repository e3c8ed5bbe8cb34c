import { API } from "@payflow/contracts/paths";
import type { PaymentAccount } from "@payflow/contracts/payment-accounts";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentAccountsQueryKey } from "./list-accounts";

/** POST /api/payment-accounts/{id}/primary. */
export function setPrimary(id: string): Promise<PaymentAccount> {
  return api<PaymentAccount>(API.paymentAccountPrimary(id), { method: "POST", body: {} });
}

export const useSetPrimary = () => useRefreshingMutation(setPrimary, paymentAccountsQueryKey);
