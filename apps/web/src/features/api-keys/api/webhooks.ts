import { API } from "@payflow/contracts/paths";
import type {
  CreateWebhookEndpointRequest,
  ReplayFailedResult,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookSecret,
} from "@payflow/contracts/webhooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { useTestMode } from "../../../lib/test-mode";

// Webhook endpoints of the current mode and their delivery logs. The mode is in the keys: a
// switch of mode reads the other mode's endpoints.

const root = "webhook-endpoints";

function useModeKey() {
  const [testMode] = useTestMode();
  return testMode ? "test" : "live";
}

export function useWebhookEndpoints() {
  const mode = useModeKey();
  return useQuery({ queryKey: [root, mode], queryFn: () => api<WebhookEndpointList>(API.webhookEndpoints) });
}

export function useDeliveries(endpointId: string) {
  const mode = useModeKey();
  return useQuery({
    queryKey: [root, mode, endpointId, "deliveries"],
    queryFn: () => api<WebhookDeliveryList>(`${API.webhookDeliveries(endpointId)}?limit=20`),
    // While something is on its way, the log follows it (deliveries are not on the live stream).
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "pending") ? 2000 : false),
  });
}

function useEndpointMutation<V, R>(call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: [root] }) });
}

export const useCreateEndpoint = () =>
  useEndpointMutation((body: CreateWebhookEndpointRequest) =>
    api<WebhookEndpointCreated>(API.webhookEndpoints, { method: "POST", body }),
  );

export const useUpdateEndpoint = () =>
  useEndpointMutation(({ id, body }: { id: string; body: UpdateWebhookEndpointRequest }) =>
    api<WebhookEndpoint>(API.webhookEndpoint(id), { method: "PATCH", body }),
  );

export const useDeleteEndpoint = () =>
  useEndpointMutation((id: string) => api<WebhookEndpoint>(API.webhookEndpoint(id), { method: "DELETE" }));

export const useRotateSecret = () =>
  useEndpointMutation((id: string) =>
    api<WebhookEndpointCreated>(API.webhookEndpointAction(id, "rotate-secret"), { method: "POST", body: {} }),
  );

export const useSendTestEvent = () =>
  useEndpointMutation((id: string) =>
    api<WebhookDelivery>(API.webhookEndpointAction(id, "test"), { method: "POST", body: {} }),
  );

export const useReplayDelivery = () =>
  useEndpointMutation((id: string) =>
    api<WebhookDelivery>(API.webhookDeliveryReplay(id), { method: "POST", body: {} }),
  );

export const useReplayFailed = () =>
  useEndpointMutation(({ id, since }: { id: string; since: string }) =>
    api<ReplayFailedResult>(API.webhookEndpointAction(id, "replay-failed"), { method: "POST", body: { since } }),
  );

export function revealSecret(id: string): Promise<WebhookSecret> {
  return api<WebhookSecret>(API.webhookEndpointAction(id, "reveal-secret"), { method: "POST", body: {} });
}
