import { API } from "@payflow/contracts/paths";
import type { PaymentAccountList } from "@payflow/contracts/payment-accounts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const paymentAccountsQueryKey = ["payment-accounts"] as const;

/** GET /api/payment-accounts. */
export function fetchPaymentAccounts(): Promise<PaymentAccountList> {
  return api<PaymentAccountList>(API.paymentAccounts);
}

export const paymentAccountsQuery = () =>
  queryOptions({ queryKey: paymentAccountsQueryKey, queryFn: fetchPaymentAccounts });
