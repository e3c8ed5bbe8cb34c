import { API } from "@payflow/contracts/paths";
import type { Payment } from "@payflow/contracts/payments";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { paymentsQueryKey } from "./list-payments";

/** GET /api/pos/payments/{id}: the payment the POS panel follows. */
export function fetchPosPayment(id: string): Promise<Payment> {
  return api<Payment>(API.posPayment(id));
}

/**
 * Live updates refresh it at once; while it is pending it is also read every 3 s for a cashier
 * without viewTransactions (who hears no live updates), and every 10 s otherwise, so a live
 * update lost with a dropped connection cannot leave it stuck.
 */
export const posPaymentQuery = (mode: "test" | "live", id: string | null, live: boolean) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, "pos", mode, id],
    queryFn: () => fetchPosPayment(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? (live ? 10_000 : 3000) : false),
  });
