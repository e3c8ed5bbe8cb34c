import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  Ok,
  OperatorCredentialList,
  OperatorCredentialStatus,
  OperatorCredentialsRequest,
  OperatorParam,
} from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Operator API config"];
// Reading and writing alike: the set includes the operators' callback secrets (Wave's signs a
// "paid" callback), so it has its own capability, held by admins only unless a role is given it.
const access = { capability: "manageOperatorCredentials" } as const;

const list = defineRoute({
  method: "get",
  path: "/api/operator-credentials",
  access,
  tags,
  summary: "Which operators have credentials, with the last 4 characters of each value (never more)",
  responses: { 200: jsonResponse(OperatorCredentialList) },
});

const save = defineRoute({
  method: "put",
  path: "/api/operator-credentials/{operator}",
  access,
  tags,
  summary: "Save an operator's credential set (encrypted at rest); empty fields keep the stored value",
  request: { params: OperatorParam, body: jsonBody(OperatorCredentialsRequest) },
  responses: { 200: jsonResponse(OperatorCredentialStatus) },
});

const remove = defineRoute({
  method: "delete",
  path: "/api/operator-credentials/{operator}",
  access,
  tags,
  summary: "Remove an operator's credentials",
  request: { params: OperatorParam },
  responses: { 200: jsonResponse(Ok) },
});

export function registerOperatorCredentialRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    return c.json(OperatorCredentialList.parse(await service.list(c.get("deps"), signedInUser(c))), 200);
  });
  app.openapi(save, async (c) => {
    const { operator } = c.req.valid("param");
    const saved = await service.save(c.get("deps"), acting(c), operator, c.req.valid("json"));
    return c.json(OperatorCredentialStatus.parse(saved), 200);
  });
  app.openapi(remove, async (c) => {
    await service.remove(c.get("deps"), acting(c), c.req.valid("param").operator);
    return c.json(Ok.parse({ ok: true }), 200);
  });
}
