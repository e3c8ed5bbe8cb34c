import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  Client,
  ClientList,
  ClientListQuery,
  CreateClientRequest,
  CreateClientResponse,
  DeleteClientResponse,
  IdParam,
  UpdateClientRequest,
} from "@payflow/contracts";
import { acting } from "../../http/actor";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Clients"];

const list = defineRoute({
  method: "get",
  path: "/api/clients",
  access: { capability: "viewClients" },
  tags,
  summary:
    "The company's clients, newest first; search by name or email, filter by status. In live mode (x-payflow-mode) without the demo's test clients",
  request: { query: ClientListQuery },
  responses: { 200: jsonResponse(ClientList) },
});

const create = defineRoute({
  method: "post",
  path: "/api/clients",
  access: { capability: "manageClients" },
  tags,
  summary: "Create a client; a password also creates its portal login (changed at first sign-in)",
  request: { body: jsonBody(CreateClientRequest) },
  responses: { 201: jsonResponse(CreateClientResponse, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: "/api/clients/{id}",
  access: { capability: "manageClients" },
  tags,
  summary: "Change a client's details or status",
  request: { params: IdParam, body: jsonBody(UpdateClientRequest) },
  responses: { 200: jsonResponse(Client) },
});

const remove = defineRoute({
  method: "delete",
  path: "/api/clients/{id}",
  access: { capability: "manageClients" },
  tags,
  summary: "Delete a client and its portal login",
  request: { params: IdParam },
  responses: { 200: jsonResponse(DeleteClientResponse) },
});

export function registerClientRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const result = await service.list(c.get("deps"), staffScope(c), c.req.valid("query"));
    return c.json(ClientList.parse(result), 200);
  });
  app.openapi(create, async (c) => {
    const result = await service.create(c.get("deps"), acting(c), c.req.valid("json"));
    return c.json(CreateClientResponse.parse(result), 201);
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const result = await service.update(c.get("deps"), acting(c), id, c.req.valid("json"));
    return c.json(Client.parse(result), 200);
  });
  app.openapi(remove, async (c) => {
    const result = await service.remove(c.get("deps"), acting(c), c.req.valid("param").id);
    return c.json(DeleteClientResponse.parse(result), 200);
  });
}
