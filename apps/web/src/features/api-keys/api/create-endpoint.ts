import { API } from "@payflow/contracts/paths";
import type { CreateWebhookEndpointRequest, WebhookEndpointCreated } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** POST /api/webhook-endpoints: the endpoint and its signing secret, shown once. */
export function createEndpoint(body: CreateWebhookEndpointRequest): Promise<WebhookEndpointCreated> {
  return api<WebhookEndpointCreated>(API.webhookEndpoints, { method: "POST", body });
}

export const useCreateEndpoint = () => useRefreshingMutation(createEndpoint, webhookEndpointsQueryKey);
