import { API } from "@payflow/contracts/paths";
import type { PaymentLinkList } from "@payflow/contracts/payment-links";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// Keys start with "payment-links": live payment updates (lib/realtime.ts) and a mode switch
// refresh the list's totals, an open link and its payments; the mode is in every key.

export const paymentLinksQueryKey = ["payment-links"] as const;

/** GET /api/payment-links: one keyset page of 25 after `cursor`, only the links matching `q` when given. */
export function fetchPaymentLinks(q: string, cursor: string | null): Promise<PaymentLinkList> {
  const params = new URLSearchParams({ limit: "25" });
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  return api<PaymentLinkList>(`${API.paymentLinks}?${params}`);
}

export const paymentLinksQuery = (mode: "test" | "live", q: string) =>
  infiniteQueryOptions({
    queryKey: [...paymentLinksQueryKey, "list", mode, q],
    queryFn: ({ pageParam }) => fetchPaymentLinks(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
