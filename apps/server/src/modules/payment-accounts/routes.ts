import type { OpenAPIHono } from "@hono/zod-openapi";
import { IdParam, Ok, PaymentAccount, PaymentAccountList, PaymentAccountRequest } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { acting } from "../../http/actor";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import * as service from "./service";

const tags = ["Payment accounts"];
const access = { capability: "managePaymentAccounts" } as const;

const list = defineRoute({
  method: "get",
  path: "/api/payment-accounts",
  access,
  tags,
  summary: "The company's mobile-money and bank accounts, oldest first",
  responses: { 200: jsonResponse(PaymentAccountList) },
});

const create = defineRoute({
  method: "post",
  path: "/api/payment-accounts",
  access,
  tags,
  summary: "Add an account (the first one, or one with isPrimary, becomes the only primary)",
  request: { body: jsonBody(PaymentAccountRequest) },
  responses: { 201: jsonResponse(PaymentAccount, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: "/api/payment-accounts/{id}",
  access,
  tags,
  summary: "Change an account; isPrimary newly true makes it the only primary, false changes nothing",
  request: { params: IdParam, body: jsonBody(PaymentAccountRequest) },
  responses: { 200: jsonResponse(PaymentAccount) },
});

const primary = defineRoute({
  method: "post",
  path: "/api/payment-accounts/{id}/primary",
  access,
  tags,
  summary: "Make this account the company's only primary account (atomic)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PaymentAccount) },
});

const remove = defineRoute({
  method: "delete",
  path: "/api/payment-accounts/{id}",
  access,
  tags,
  summary: "Delete an account (not the primary while others exist)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(Ok) },
});

export function registerPaymentAccountRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    return c.json(PaymentAccountList.parse(await service.list(c.get("deps"), signedInUser(c))), 200);
  });
  app.openapi(create, async (c) => {
    const saved = await service.create(c.get("deps"), acting(c), c.req.valid("json"));
    return c.json(PaymentAccount.parse(saved), 201);
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    const saved = await service.update(c.get("deps"), acting(c), id, c.req.valid("json"));
    return c.json(PaymentAccount.parse(saved), 200);
  });
  app.openapi(primary, async (c) => {
    const saved = await service.makePrimary(c.get("deps"), acting(c), c.req.valid("param").id);
    return c.json(PaymentAccount.parse(saved), 200);
  });
  app.openapi(remove, async (c) => {
    await service.remove(c.get("deps"), acting(c), c.req.valid("param").id);
    return c.json(Ok.parse({ ok: true }), 200);
  });
}
