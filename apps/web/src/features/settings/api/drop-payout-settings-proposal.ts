import type { PayoutSettingsState } from "@payflow/contracts/payout-settings";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { PAYOUT_SETTINGS_PATH, payoutSettingsKey } from "./payout-settings";

/** DELETE /api/settings/payouts/proposal: another approver rejects it, its proposer withdraws it. */
export const useDropPayoutSettingsProposal = () =>
  useRefreshingMutation(
    () => api<PayoutSettingsState>(`${PAYOUT_SETTINGS_PATH}/proposal`, { method: "DELETE" }),
    payoutSettingsKey,
  );
