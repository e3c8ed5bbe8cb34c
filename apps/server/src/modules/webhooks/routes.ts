import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreateWebhookEndpointRequest,
  IdParam,
  ReplayFailedRequest,
  ReplayFailedResult,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryListQuery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookSecret,
} from "@payflow/contracts";
import type { Context } from "hono";
import { acting } from "../../http/actor";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The webhooks card of the API keys screen (docs/PRODUCT.md §2, §6): the endpoints of the current mode.
// Whoever sees the screen (manageApiKeys) sees them and their delivery log; adding, editing,
// deleting, secrets, replays and test events need configureWebhooks (admin and developer).

const read = { capability: "manageApiKeys" } as const;
const write = { capability: "configureWebhooks" } as const;
const tags = ["Webhooks"];
const base = "/api/webhook-endpoints";

const caller = (c: Context<AppEnv>): service.WebhookCaller => ({ scope: staffScope(c), audit: acting(c).audit });

const list = defineRoute({
  method: "get",
  path: base,
  access: read,
  tags,
  summary: "The company's webhook endpoints in the current mode",
  responses: { 200: jsonResponse(WebhookEndpointList) },
});

const create = defineRoute({
  method: "post",
  path: base,
  access: write,
  tags,
  summary: "Add an endpoint; its signing secret is answered this once",
  request: { body: jsonBody(CreateWebhookEndpointRequest) },
  responses: { 201: jsonResponse(WebhookEndpointCreated, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: `${base}/{id}`,
  access: write,
  tags,
  summary: "Change an endpoint's URL, events, description, or enable/disable it",
  request: { params: IdParam, body: jsonBody(UpdateWebhookEndpointRequest) },
  responses: { 200: jsonResponse(WebhookEndpoint) },
});

const remove = defineRoute({
  method: "delete",
  path: `${base}/{id}`,
  access: write,
  tags,
  summary: "Delete an endpoint and its delivery log",
  request: { params: IdParam },
  responses: { 200: jsonResponse(WebhookEndpoint) },
});

const reveal = defineRoute({
  method: "post",
  path: `${base}/{id}/reveal-secret`,
  access: write,
  tags,
  summary: "The signing secret (audited)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(WebhookSecret) },
});

const rotate = defineRoute({
  method: "post",
  path: `${base}/{id}/rotate-secret`,
  access: write,
  tags,
  summary: "A new signing secret; the old one also signs for 24 hours",
  request: { params: IdParam },
  responses: { 200: jsonResponse(WebhookEndpointCreated) },
});

const deliveries = defineRoute({
  method: "get",
  path: `${base}/{id}/deliveries`,
  access: read,
  tags,
  summary: "The endpoint's deliveries with every attempt, newest first",
  request: { params: IdParam, query: WebhookDeliveryListQuery },
  responses: { 200: jsonResponse(WebhookDeliveryList) },
});

const test = defineRoute({
  method: "post",
  path: `${base}/{id}/test`,
  access: write,
  tags,
  summary: "Send a webhook.test event to the endpoint",
  request: { params: IdParam },
  responses: { 201: jsonResponse(WebhookDelivery, "Queued") },
});

const replayFailed = defineRoute({
  method: "post",
  path: `${base}/{id}/replay-failed`,
  access: write,
  tags,
  summary: "Send again every delivery that did not reach the endpoint since a date",
  request: { params: IdParam, body: jsonBody(ReplayFailedRequest) },
  responses: { 200: jsonResponse(ReplayFailedResult) },
});

const replay = defineRoute({
  method: "post",
  path: "/api/webhook-deliveries/{id}/replay",
  access: write,
  tags,
  summary: "Send one delivery again, with the same webhook-id",
  request: { params: IdParam },
  responses: { 200: jsonResponse(WebhookDelivery) },
});

export function registerWebhookRoutes(app: OpenAPIHono<AppEnv>) {
  const deps = (c: Context<AppEnv>) => c.get("deps");
  app.openapi(list, async (c) =>
    c.json(WebhookEndpointList.parse({ items: await service.listEndpoints(deps(c), staffScope(c)) }), 200),
  );
  app.openapi(create, async (c) => {
    const { endpoint, secret } = await service.createEndpoint(deps(c), caller(c), c.req.valid("json"));
    return c.json(WebhookEndpointCreated.parse({ ...endpoint, secret }), 201);
  });
  app.openapi(update, async (c) => {
    const saved = await service.updateEndpoint(deps(c), caller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(WebhookEndpoint.parse(saved), 200);
  });
  app.openapi(remove, async (c) =>
    c.json(WebhookEndpoint.parse(await service.deleteEndpoint(deps(c), caller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(reveal, async (c) => {
    const who = caller(c);
    const secret = await service.revealSecret(deps(c), who, c.req.valid("param").id);
    const endpoint = await service.getEndpoint(deps(c), who.scope, c.req.valid("param").id);
    return c.json(WebhookSecret.parse({ secret, previousSecretExpiresAt: endpoint.previousSecretExpiresAt }), 200);
  });
  app.openapi(rotate, async (c) => {
    const { endpoint, secret } = await service.rotateSecret(deps(c), caller(c), c.req.valid("param").id);
    return c.json(WebhookEndpointCreated.parse({ ...endpoint, secret }), 200);
  });
  app.openapi(deliveries, async (c) => {
    const page = await service.listDeliveries(deps(c), staffScope(c), c.req.valid("param").id, c.req.valid("query"));
    return c.json(WebhookDeliveryList.parse(page), 200);
  });
  app.openapi(test, async (c) =>
    c.json(WebhookDelivery.parse(await service.sendTestEvent(deps(c), staffScope(c), c.req.valid("param").id)), 201),
  );
  app.openapi(replayFailed, async (c) => {
    const since = new Date(c.req.valid("json").since);
    const replayed = await service.replayFailedSince(deps(c), staffScope(c), c.req.valid("param").id, since);
    return c.json(ReplayFailedResult.parse({ replayed }), 200);
  });
  app.openapi(replay, async (c) =>
    c.json(WebhookDelivery.parse(await service.replayDelivery(deps(c), staffScope(c), c.req.valid("param").id)), 200),
  );
}
