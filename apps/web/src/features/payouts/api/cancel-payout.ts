import type { Payout } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { payoutPath } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

/** POST /api/payouts/{id}/cancel: only before it was sent (pending_approval or queued). */
export function cancelPayout(id: string): Promise<Payout> {
  return api<Payout>(`${payoutPath(id)}/cancel`, { method: "POST" });
}

export const useCancelPayout = () => usePayoutMutation(cancelPayout);
