import { API } from "@payflow/contracts/paths";
import type { UpdateWebhookEndpointRequest, WebhookEndpoint } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** PATCH /api/webhook-endpoints/{id}. */
export function updateEndpoint({ id, body }: { id: string; body: UpdateWebhookEndpointRequest }) {
  return api<WebhookEndpoint>(API.webhookEndpoint(id), { method: "PATCH", body });
}

export const useUpdateEndpoint = () => useRefreshingMutation(updateEndpoint, webhookEndpointsQueryKey);
