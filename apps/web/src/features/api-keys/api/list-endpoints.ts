import { API } from "@payflow/contracts/paths";
import type { WebhookEndpointList } from "@payflow/contracts/webhooks";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// Webhook endpoints of the current mode and their delivery logs. The mode is in the keys: a
// switch of mode reads the other mode's endpoints.

export const webhookEndpointsQueryKey = ["webhook-endpoints"] as const;

/** GET /api/webhook-endpoints (the current mode's). */
export function fetchWebhookEndpoints(): Promise<WebhookEndpointList> {
  return api<WebhookEndpointList>(API.webhookEndpoints);
}

export const webhookEndpointsQuery = (mode: "test" | "live") =>
  queryOptions({ queryKey: [...webhookEndpointsQueryKey, mode], queryFn: fetchWebhookEndpoints });
