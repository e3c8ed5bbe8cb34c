import type { PayoutSettingsState } from "@payflow/contracts/payout-settings";
import type { PayoutSettings } from "@payflow/contracts/payouts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useReplacingMutation } from "../../../lib/mutation";

// @payflow/contracts/paths names no payout path yet: the card holds its own.
export const PAYOUT_SETTINGS_PATH = "/api/settings/payouts";
export const payoutSettingsKey = ["payout-settings"] as const;

/**
 * GET /api/settings/payouts: the approval threshold and limits (the defaults until set), and the
 * change waiting for a second approver (docs/PAYOUTS.md § Four eyes on the rules).
 */
export const payoutSettingsQuery = () =>
  queryOptions({ queryKey: payoutSettingsKey, queryFn: () => api<PayoutSettingsState>(PAYOUT_SETTINGS_PATH) });

/**
 * PUT /api/settings/payouts; the answer replaces the values shown: the rules applied (200), or
 * the rules unchanged and the change proposed (202).
 */
export const useSavePayoutSettings = () =>
  useReplacingMutation(
    (body: PayoutSettings) => api<PayoutSettingsState>(PAYOUT_SETTINGS_PATH, { method: "PUT", body }),
    payoutSettingsKey,
  );
