import { API } from "@payflow/contracts/paths";
import type { ReplayFailedResult } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** POST /api/webhook-endpoints/{id}/replay-failed: every failed delivery since a time, sent again. */
export function replayFailed({ id, since }: { id: string; since: string }): Promise<ReplayFailedResult> {
  return api<ReplayFailedResult>(API.webhookEndpointAction(id, "replay-failed"), { method: "POST", body: { since } });
}

export const useReplayFailed = () => useRefreshingMutation(replayFailed, webhookEndpointsQueryKey);
