import type { PayoutSettingsState } from "@payflow/contracts/payout-settings";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { PAYOUT_SETTINGS_PATH, payoutSettingsKey } from "./payout-settings";

/**
 * POST /api/settings/payouts/proposal/confirm, naming the proposal shown (its proposedAt); read
 * again afterwards, also when refused (a proposal replaced in between shows as it is now).
 */
export const useConfirmPayoutSettingsProposal = () =>
  useRefreshingMutation(
    (proposedAt: string) =>
      api<PayoutSettingsState>(`${PAYOUT_SETTINGS_PATH}/proposal/confirm`, { method: "POST", body: { proposedAt } }),
    payoutSettingsKey,
  );
