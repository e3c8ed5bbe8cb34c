import { API } from "@payflow/contracts/paths";
import type { WebhookDelivery } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** POST /api/webhook-deliveries/{id}/replay: the same event sent again. */
export function replayDelivery(id: string): Promise<WebhookDelivery> {
  return api<WebhookDelivery>(API.webhookDeliveryReplay(id), { method: "POST", body: {} });
}

export const useReplayDelivery = () => useRefreshingMutation(replayDelivery, webhookEndpointsQueryKey);
