import type { Payout } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { payoutPath } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

export type Decision = "approve" | "refuse";

/** POST /api/payouts/{id}/approve or /refuse: by a second person (in live mode, stepped up: lib/api asks). */
export function decidePayout(v: { id: string; decision: Decision }): Promise<Payout> {
  return api<Payout>(`${payoutPath(v.id)}/${v.decision}`, { method: "POST", body: {} });
}

export const useDecidePayout = () => usePayoutMutation(decidePayout);
