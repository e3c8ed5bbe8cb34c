import type { CreatePayoutRequest, Payout } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { PAYOUTS_PATH, payoutsQueryKey } from "./list-payouts";

/** POST /api/payouts: queued at once, or waiting for a second person above the approval threshold. */
export function createPayout(body: CreatePayoutRequest): Promise<Payout> {
  return api<Payout>(PAYOUTS_PATH, { method: "POST", body });
}

export const useCreatePayout = () => useRefreshingMutation(createPayout, payoutsQueryKey, "success");
