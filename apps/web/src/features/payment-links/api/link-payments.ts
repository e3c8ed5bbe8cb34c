import { API } from "@payflow/contracts/paths";
import type { PaymentList } from "@payflow/contracts/payments";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { paymentLinksQueryKey } from "./list-payment-links";

/** GET /api/payment-links/{id}/payments: the payments its visits made, newest first, 25 a page. */
export function fetchLinkPayments(id: string, cursor: string | null): Promise<PaymentList> {
  const params = new URLSearchParams({ limit: "25" });
  if (cursor) params.set("cursor", cursor);
  return api<PaymentList>(`${API.paymentLinkPayments(id)}?${params}`);
}

export const linkPaymentsQuery = (mode: "test" | "live", id: string) =>
  infiniteQueryOptions({
    queryKey: [...paymentLinksQueryKey, "payments", mode, id],
    queryFn: ({ pageParam }) => fetchLinkPayments(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
