import type { CreatePayoutRequest, Payout } from "@payflow/contracts/payouts";
import { api } from "../../../lib/api";
import { PAYOUTS_PATH } from "./list-payouts";
import { usePayoutMutation } from "./payout-mutation";

/** POST /api/payouts: queued at once, or waiting for a second person above the approval threshold. */
export function createPayout(body: CreatePayoutRequest): Promise<Payout> {
  return api<Payout>(PAYOUTS_PATH, { method: "POST", body });
}

export const useCreatePayout = () => usePayoutMutation(createPayout);
