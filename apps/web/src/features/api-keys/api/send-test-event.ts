import { API } from "@payflow/contracts/paths";
import type { WebhookDelivery } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** POST /api/webhook-endpoints/{id}/test: a test event delivered to the endpoint. */
export function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return api<WebhookDelivery>(API.webhookEndpointAction(id, "test"), { method: "POST", body: {} });
}

export const useSendTestEvent = () => useRefreshingMutation(sendTestEvent, webhookEndpointsQueryKey);
