import type { Payout, PayoutDecision } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { payoutPath } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

export type Decision = "approve" | "refuse";

/** POST /api/payouts/{id}/approve or /refuse: by a second person, with their 2FA code in live mode. */
export function decidePayout(v: { id: string; decision: Decision } & PayoutDecision): Promise<Payout> {
  return api<Payout>(`${payoutPath(v.id)}/${v.decision}`, {
    method: "POST",
    body: v.code ? { code: v.code } : {},
  });
}

export const useDecidePayout = () => usePayoutMutation(decidePayout);
