import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  ApiKey,
  ApiKeyList,
  CreateApiKeyRequest,
  CreatedApiKey,
  IdParam,
  RevealApiKeyRequest,
  RevealedApiKey,
} from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

// The API keys screen's calls (docs/PRODUCT.md §2 API keys, §6): manageApiKeys, the company's keys.

const access = { capability: "manageApiKeys" } as const;
const tags = ["API keys"];

const list = defineRoute({
  method: "get",
  path: "/api/api-keys",
  access,
  tags,
  summary: "The company's API keys, masked",
  responses: { 200: jsonResponse(ApiKeyList) },
});

const create = defineRoute({
  method: "post",
  path: "/api/api-keys",
  access,
  tags,
  summary: "Generate a key (spec's generate-api-key): the full key is answered this once",
  request: { body: jsonBody(CreateApiKeyRequest) },
  responses: { 201: jsonResponse(CreatedApiKey, "Created") },
});

const reveal = defineRoute({
  method: "post",
  path: "/api/api-keys/{id}/reveal",
  access,
  tags,
  summary: "The full key, to show for 5 seconds or to copy (audited)",
  request: { params: IdParam, body: jsonBody(RevealApiKeyRequest) },
  responses: { 200: jsonResponse(RevealedApiKey) },
});

const roll = defineRoute({
  method: "post",
  path: "/api/api-keys/{id}/roll",
  access,
  tags,
  summary: "Replace a key: a new one now, the old one keeps working for 24 hours",
  request: { params: IdParam },
  responses: { 200: jsonResponse(CreatedApiKey) },
});

const revoke = defineRoute({
  method: "delete",
  path: "/api/api-keys/{id}",
  access,
  tags,
  summary: "Revoke a key: it stops working at once",
  request: { params: IdParam },
  responses: { 200: jsonResponse(ApiKey) },
});

export function registerApiKeyRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    return c.json(ApiKeyList.parse({ items: await service.listKeys(c.get("deps"), signedInUser(c).companyId) }), 200);
  });
  app.openapi(create, async (c) => {
    return c.json(CreatedApiKey.parse(await service.createKey(c.get("deps"), acting(c), c.req.valid("json"))), 201);
  });
  app.openapi(reveal, async (c) => {
    const { purpose } = c.req.valid("json");
    const revealed = await service.revealKey(c.get("deps"), acting(c), c.req.valid("param").id, purpose ?? "reveal");
    return c.json(RevealedApiKey.parse(revealed), 200);
  });
  app.openapi(roll, async (c) => {
    return c.json(CreatedApiKey.parse(await service.rollKey(c.get("deps"), acting(c), c.req.valid("param").id)), 200);
  });
  app.openapi(revoke, async (c) => {
    return c.json(ApiKey.parse(await service.revokeKey(c.get("deps"), acting(c), c.req.valid("param").id)), 200);
  });
}
