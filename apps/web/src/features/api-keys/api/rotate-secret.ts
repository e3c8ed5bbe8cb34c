import { API } from "@payflow/contracts/paths";
import type { WebhookEndpointCreated } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** POST /api/webhook-endpoints/{id}/rotate-secret: a new signing secret, shown once. */
export function rotateSecret(id: string): Promise<WebhookEndpointCreated> {
  return api<WebhookEndpointCreated>(API.webhookEndpointAction(id, "rotate-secret"), { method: "POST", body: {} });
}

export const useRotateSecret = () => useRefreshingMutation(rotateSecret, webhookEndpointsQueryKey);
