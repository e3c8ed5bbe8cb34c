import type { PayoutList } from "@payflow/contracts/payouts";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// The payouts' paths: @payflow/contracts/paths names none yet, so this feature holds them.
export const PAYOUTS_PATH = "/api/payouts";
export const payoutPath = (id: string) => `${PAYOUTS_PATH}/${encodeURIComponent(id)}`;

// Keys start with "payouts" (a mode switch and live updates refresh them, lib/realtime.ts); the
// mode is in every key so a switch reads the other mode's payouts.
export const payoutsQueryKey = ["payouts"] as const;

/** GET /api/payouts: one cursor page of 25 after `cursor`, filtered by the list's query. */
export function fetchPayouts(query: string, cursor: string | null): Promise<PayoutList> {
  const params = new URLSearchParams(query);
  params.set("limit", "25");
  if (cursor) params.set("cursor", cursor);
  return api<PayoutList>(`${PAYOUTS_PATH}?${params}`);
}

export const payoutsQuery = (mode: "test" | "live", query: URLSearchParams) => {
  const qs = query.toString();
  return infiniteQueryOptions({
    queryKey: [...payoutsQueryKey, "list", mode, qs],
    queryFn: ({ pageParam }) => fetchPayouts(qs, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    // Queued and processing payouts move on their own (the sender, the operator): read again.
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some((i) => i.status === "queued" || i.status === "processing"))
        ? 5_000
        : false,
  });
};
