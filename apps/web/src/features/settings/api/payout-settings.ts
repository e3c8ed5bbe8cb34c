import type { PayoutSettings } from "@payflow/contracts/payouts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";

// @payflow/contracts/paths names no payout path yet: the card holds its own.
const PATH = "/api/settings/payouts";
const key = ["payout-settings"] as const;

/** GET /api/settings/payouts: the approval threshold and limits (the defaults until set). */
export const payoutSettingsQuery = () => queryOptions({ queryKey: key, queryFn: () => api<PayoutSettings>(PATH) });

/** PUT /api/settings/payouts; the answer replaces the values shown. */
export const useSavePayoutSettings = () =>
  useReplacingMutation((body: PayoutSettings) => api<PayoutSettings>(PATH, { method: "PUT", body }), key);
