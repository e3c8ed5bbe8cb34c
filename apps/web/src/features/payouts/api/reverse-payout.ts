import type { Payout } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { payoutPath } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

/** POST /api/payouts/{id}/reverse: a Wave payout that succeeded less than 3 days ago (docs/PAYOUTS.md § Reversal). */
export function reversePayout(id: string): Promise<Payout> {
  return api<Payout>(`${payoutPath(id)}/reverse`, { method: "POST" });
}

export const useReversePayout = () => usePayoutMutation(reversePayout);
