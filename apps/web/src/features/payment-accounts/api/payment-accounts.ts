import { API } from "@payflow/contracts/paths";
import type { PaymentAccount, PaymentAccountList, PaymentAccountRequest } from "@payflow/contracts/payment-accounts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

const accountsKey = ["payment-accounts"] as const;

export function usePaymentAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: () => api<PaymentAccountList>(API.paymentAccounts) });
}

function useAccountMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useSaveAccount() {
  return useAccountMutation(({ id, body }: { id: string | null; body: PaymentAccountRequest }) =>
    id
      ? api<PaymentAccount>(API.paymentAccount(id), { method: "PATCH", body })
      : api<PaymentAccount>(API.paymentAccounts, { method: "POST", body }),
  );
}

export function useSetPrimary() {
  return useAccountMutation((id: string) =>
    api<PaymentAccount>(API.paymentAccountPrimary(id), { method: "POST", body: {} }),
  );
}

export function useDeleteAccount() {
  return useAccountMutation((id: string) => api(API.paymentAccount(id), { method: "DELETE" }));
}
