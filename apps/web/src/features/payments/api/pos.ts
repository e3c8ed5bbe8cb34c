import { API } from "@payflow/contracts/paths";
import type { CheckoutQr, CreatePaymentRequest, Payment, PosAccountList } from "@payflow/contracts/payments";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useTestMode } from "../../../lib/test-mode";

// The POS's calls. Keys start with "payments" so that live updates (lib/realtime.ts) refresh a
// followed payment; the mode is in every key, so a mode switch reads the other mode.

function useModeKey() {
  const [testMode] = useTestMode();
  return testMode ? "test" : "live";
}

export function usePosAccounts() {
  const mode = useModeKey();
  return useQuery({
    queryKey: ["payments", "pos-accounts", mode],
    queryFn: () => api<PosAccountList>(API.posAccounts),
  });
}

/**
 * The payment the panel follows. Live updates refresh it at once; while it is pending it is
 * also read every 3 s for a cashier without viewTransactions (who hears no live updates), and
 * every 10 s otherwise, so a live update lost with a dropped connection cannot leave it stuck.
 */
export function usePosPayment(id: string | null, live: boolean) {
  const mode = useModeKey();
  return useQuery({
    queryKey: ["payments", "pos", mode, id],
    queryFn: () => api<Payment>(API.posPayment(id as string)),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? (live ? 10_000 : 3000) : false),
  });
}

export function useCheckoutQr(id: string | null) {
  const mode = useModeKey();
  return useQuery({
    queryKey: ["pos-qr", mode, id],
    queryFn: () => api<CheckoutQr>(API.posPaymentQr(id as string)),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRequestPayment() {
  return useMutation({
    mutationFn: (body: CreatePaymentRequest) => api<Payment>(API.payments, { method: "POST", body }),
  });
}
