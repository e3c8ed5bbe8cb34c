import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreateWebhookEndpoint,
  fromV1UpdateWebhookEndpoint,
  toV1WebhookEndpoint,
  V1CreateWebhookEndpoint,
  V1DeletedObject,
  V1IdParam,
  V1ListQuery,
  V1UpdateWebhookEndpoint,
  V1WebhookEndpoint,
  V1WebhookEndpointList,
  V1WebhookEndpointWithSecret,
} from "@payflow/contracts";
import type { Context } from "hono";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import { endpoints as service } from "../modules/webhooks";
import { WEBHOOK_ENDPOINT_ERRORS } from "./error-codes";
import { IdempotencyHeaders } from "./route";
import { keyScope, listPage } from "./scope";

// Webhook endpoints through the merchant API: the same service as the dashboard's webhooks card,
// in the key's company and mode, audited as done by the key.

const tags = ["Webhook endpoints"];
const path = "/webhook_endpoints";

function caller(c: Context<AppEnv>): service.WebhookCaller {
  const scope = keyScope(c);
  const key = c.get("apiKey");
  return {
    scope,
    audit: {
      companyId: scope.companyId,
      userId: null,
      email: null,
      ipAddress: c.get("clientIp") || null,
      userAgent: c.req.header("user-agent") ?? null,
    },
    details: { apiKeyId: key?.keyId },
    apiVersion: c.get("apiVersion"),
  };
}

const create = defineRoute({
  surface: "v1",
  method: "post",
  path,
  operationId: "createWebhookEndpoint",
  errors: WEBHOOK_ENDPOINT_ERRORS,
  action: "webhooks:write",
  tags,
  summary: "Add a webhook endpoint",
  description:
    "The answer carries the endpoint's signing secret (`whsec_…`); keep it, it is not shown again except on rotation. In live mode the URL must be https and resolve to public addresses.",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreateWebhookEndpoint) },
  responses: { 201: jsonResponse(V1WebhookEndpointWithSecret, "Created") },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path,
  operationId: "listWebhookEndpoints",
  action: "webhooks:read",
  tags,
  summary: "List webhook endpoints",
  request: { query: V1ListQuery.pick({ limit: true }) },
  responses: { 200: jsonResponse(V1WebhookEndpointList) },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: `${path}/{id}`,
  operationId: "retrieveWebhookEndpoint",
  action: "webhooks:read",
  tags,
  summary: "Retrieve a webhook endpoint",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1WebhookEndpoint) },
});

const update = defineRoute({
  surface: "v1",
  method: "patch",
  path: `${path}/{id}`,
  operationId: "updateWebhookEndpoint",
  errors: WEBHOOK_ENDPOINT_ERRORS,
  action: "webhooks:write",
  tags,
  summary: "Update a webhook endpoint (URL, events, description, status)",
  request: { params: V1IdParam, body: jsonBody(V1UpdateWebhookEndpoint) },
  responses: { 200: jsonResponse(V1WebhookEndpoint) },
});

const remove = defineRoute({
  surface: "v1",
  method: "delete",
  path: `${path}/{id}`,
  operationId: "deleteWebhookEndpoint",
  action: "webhooks:write",
  tags,
  summary: "Delete a webhook endpoint",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1DeletedObject) },
});

const rotate = defineRoute({
  surface: "v1",
  method: "post",
  path: `${path}/{id}/rotate_secret`,
  operationId: "rotateWebhookEndpointSecret",
  errors: ["webhook_endpoint_disabled"],
  action: "webhooks:write",
  tags,
  summary: "Rotate the signing secret",
  description: "For 24 hours both the old and the new secret sign each delivery (two `v1,` signatures).",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: { 200: jsonResponse(V1WebhookEndpointWithSecret) },
});

export function registerV1WebhookEndpoints(app: OpenAPIHono<AppEnv>) {
  const deps = (c: Context<AppEnv>) => c.get("deps");
  app.openapi(create, async (c) => {
    const { endpoint, secret } = await service.createEndpoint(
      deps(c),
      caller(c),
      fromV1CreateWebhookEndpoint(c.req.valid("json")),
    );
    return c.json(V1WebhookEndpointWithSecret.parse({ ...toV1WebhookEndpoint(endpoint), secret }), 201);
  });
  app.openapi(list, async (c) => {
    const all = await service.listEndpoints(deps(c), keyScope(c));
    return c.json(V1WebhookEndpointList.parse(listPage(all, c.req.valid("query"), toV1WebhookEndpoint)), 200);
  });
  app.openapi(retrieve, async (c) => {
    const endpoint = await service.getEndpoint(deps(c), keyScope(c), c.req.valid("param").id);
    return c.json(V1WebhookEndpoint.parse(toV1WebhookEndpoint(endpoint)), 200);
  });
  app.openapi(update, async (c) => {
    const saved = await service.updateEndpoint(
      deps(c),
      caller(c),
      c.req.valid("param").id,
      fromV1UpdateWebhookEndpoint(c.req.valid("json")),
    );
    return c.json(V1WebhookEndpoint.parse(toV1WebhookEndpoint(saved)), 200);
  });
  app.openapi(remove, async (c) => {
    const gone = await service.deleteEndpoint(deps(c), caller(c), c.req.valid("param").id);
    return c.json(V1DeletedObject.parse({ id: gone.id, object: "webhook_endpoint", deleted: true }), 200);
  });
  app.openapi(rotate, async (c) => {
    const { endpoint, secret } = await service.rotateSecret(deps(c), caller(c), c.req.valid("param").id);
    return c.json(V1WebhookEndpointWithSecret.parse({ ...toV1WebhookEndpoint(endpoint), secret }), 200);
  });
}
