import type { PayoutDetail } from "@payflow/contracts/payouts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { payoutPath, payoutsQueryKey } from "./list-payouts";

/** GET /api/payouts/{id}: the payout with its timeline. */
export function fetchPayoutDetail(id: string): Promise<PayoutDetail> {
  return api<PayoutDetail>(payoutPath(id));
}

export const payoutDetailQuery = (mode: "test" | "live", id: string | null) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, "detail", mode, id],
    queryFn: () => fetchPayoutDetail(id as string),
    enabled: id !== null,
    // Read again while the sender and the operator still have it.
    refetchInterval: (q) => {
      const status = q.state.data?.payout.status;
      return status === "queued" || status === "processing" ? 3_000 : false;
    },
  });
