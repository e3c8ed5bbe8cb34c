import { API } from "@payflow/contracts/paths";
import type { WebhookSecret } from "@payflow/contracts/webhooks";
import { api } from "../../../lib/api";

/** POST /api/webhook-endpoints/{id}/reveal-secret: the endpoint's signing secret. */
export function revealSecret(id: string): Promise<WebhookSecret> {
  return api<WebhookSecret>(API.webhookEndpointAction(id, "reveal-secret"), { method: "POST", body: {} });
}
