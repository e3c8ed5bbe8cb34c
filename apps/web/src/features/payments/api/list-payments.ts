import { API } from "@payflow/contracts/paths";
import type { PaymentList } from "@payflow/contracts/payments";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// Keys start with "payments": live updates (lib/realtime.ts) refresh the list, an open detail
// and a followed POS payment; the mode is in every key so a mode switch reads the other mode.

export const paymentsQueryKey = ["payments"] as const;

/** GET /api/payments: one keyset page of 25 after `cursor`, filtered by the list's query. */
export function fetchPayments(query: string, cursor: string | null): Promise<PaymentList> {
  const params = new URLSearchParams(query);
  params.set("limit", "25");
  if (cursor) params.set("cursor", cursor);
  return api<PaymentList>(`${API.payments}?${params}`);
}

export const paymentsQuery = (mode: "test" | "live", query: URLSearchParams) => {
  const qs = query.toString();
  return infiniteQueryOptions({
    queryKey: [...paymentsQueryKey, "list", mode, qs],
    queryFn: ({ pageParam }) => fetchPayments(qs, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
};
