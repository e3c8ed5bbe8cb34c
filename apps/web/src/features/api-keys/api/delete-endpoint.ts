import { API } from "@payflow/contracts/paths";
import type { WebhookEndpoint } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** DELETE /api/webhook-endpoints/{id}. */
export function deleteEndpoint(id: string): Promise<WebhookEndpoint> {
  return api<WebhookEndpoint>(API.webhookEndpoint(id), { method: "DELETE" });
}

export const useDeleteEndpoint = () => useRefreshingMutation(deleteEndpoint, webhookEndpointsQueryKey);
