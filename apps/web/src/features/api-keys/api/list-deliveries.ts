import { API } from "@payflow/contracts/paths";
import type { WebhookDeliveryList } from "@payflow/contracts/webhooks";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { webhookEndpointsQueryKey } from "./list-endpoints";

/** GET /api/webhook-endpoints/{id}/deliveries: the endpoint's last 20 deliveries. */
export function fetchDeliveries(endpointId: string): Promise<WebhookDeliveryList> {
  return api<WebhookDeliveryList>(`${API.webhookDeliveries(endpointId)}?limit=20`);
}

export const deliveriesQuery = (mode: "test" | "live", endpointId: string) =>
  queryOptions({
    queryKey: [...webhookEndpointsQueryKey, mode, endpointId, "deliveries"],
    queryFn: () => fetchDeliveries(endpointId),
    // While something is on its way, the log follows it (deliveries are not on the live stream).
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "pending") ? 2000 : false),
  });
