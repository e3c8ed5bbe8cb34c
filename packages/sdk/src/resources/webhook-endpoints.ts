import { type Api, at, call, init } from "../request.js";
import type {
  CreateWebhookEndpoint,
  DeletedWebhookEndpoint,
  ListQuery,
  RequestOptions,
  UpdateWebhookEndpoint,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from "../types.js";

/** Webhook endpoints (`/v1/webhook_endpoints`) of the key's mode. */
export function webhookEndpoints(api: Api) {
  return {
    /** Adds an endpoint; its signing `secret` (`whsec_…`) is in this answer, and on rotation. */
    create: (body: CreateWebhookEndpoint, options?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      call(api.POST("/webhook_endpoints", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<WebhookEndpoint> =>
      call(api.GET("/webhook_endpoints/{id}", at(id, options))),
    list: (query: ListQuery<"/webhook_endpoints"> = {}, options?: RequestOptions): Promise<WebhookEndpointList> =>
      call(api.GET("/webhook_endpoints", { params: { query }, ...init(options) })),
    update: (id: string, body: UpdateWebhookEndpoint, options?: RequestOptions): Promise<WebhookEndpoint> =>
      call(api.PATCH("/webhook_endpoints/{id}", { ...at(id, options), body })),
    delete: (id: string, options?: RequestOptions): Promise<DeletedWebhookEndpoint> =>
      call(api.DELETE("/webhook_endpoints/{id}", at(id, options))),
    /** A new secret; deliveries carry both signatures for 24 hours. */
    rotateSecret: (id: string, options?: RequestOptions): Promise<WebhookEndpointWithSecret> =>
      call(api.POST("/webhook_endpoints/{id}/rotate_secret", at(id, options))),
  };
}
