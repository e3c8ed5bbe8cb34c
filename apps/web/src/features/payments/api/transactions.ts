import { API } from "@payflow/contracts/paths";
import type {
  Payment,
  PaymentDetail,
  PaymentList,
  Refund,
  RefundRequest,
  StatementImportResult,
} from "@payflow/contracts/payments";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useTestMode } from "../../../lib/test-mode";

// Keys start with "payments": live updates (lib/realtime.ts) refresh the list and an open
// detail; the mode is in every key so a mode switch reads the other mode's rows.

function useModeKey() {
  const [testMode] = useTestMode();
  return testMode ? "test" : "live";
}

export function useTransactions(query: URLSearchParams) {
  const mode = useModeKey();
  const qs = query.toString();
  return useInfiniteQuery({
    queryKey: ["payments", "list", mode, qs],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(qs);
      params.set("limit", "25");
      if (pageParam) params.set("cursor", pageParam);
      return api<PaymentList>(`${API.payments}?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentDetail(id: string | null) {
  const mode = useModeKey();
  return useQuery({
    queryKey: ["payments", "detail", mode, id],
    queryFn: () => api<PaymentDetail>(API.payment(id as string)),
    enabled: id !== null,
  });
}

function usePaymentMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["payments"] }),
  });
}

export const useRefund = () =>
  usePaymentMutation(({ id, body }: { id: string; body: RefundRequest }) =>
    api<Refund>(API.paymentAction(id, "refund"), { method: "POST", body }),
  );

export const useCancelPayment = () =>
  usePaymentMutation((id: string) => api<Payment>(API.paymentAction(id, "cancel"), { method: "POST", body: {} }));

export const useMarkReceived = () =>
  usePaymentMutation((id: string) =>
    api<Payment>(API.paymentAction(id, "mark-received"), { method: "POST", body: {} }),
  );

export const useStatementImport = () =>
  usePaymentMutation((body: { csv: string; apply: boolean }) =>
    api<StatementImportResult>(API.bankStatement, { method: "POST", body }),
  );
