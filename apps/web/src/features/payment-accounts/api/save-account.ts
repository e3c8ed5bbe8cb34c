import { API } from "@payflow/contracts/paths";
import type { PaymentAccount, PaymentAccountRequest } from "@payflow/contracts/payment-accounts";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { paymentAccountsQueryKey } from "./list-accounts";

/** PATCH /api/payment-accounts/{id}, or POST /api/payment-accounts for a new one (id null). */
export function saveAccount({ id, body }: { id: string | null; body: PaymentAccountRequest }) {
  return id
    ? api<PaymentAccount>(API.paymentAccount(id), { method: "PATCH", body })
    : api<PaymentAccount>(API.paymentAccounts, { method: "POST", body });
}

export const useSaveAccount = () => useRefreshingMutation(saveAccount, paymentAccountsQueryKey);
