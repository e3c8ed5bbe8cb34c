import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreatePaymentLink,
  fromV1UpdatePaymentLink,
  type PaymentLink,
  toV1PaymentLink,
  V1CreatePaymentLink,
  V1IdParam,
  V1PaymentLink,
  V1PaymentLinkList,
  V1PaymentLinkListQuery,
  V1UpdatePaymentLink,
} from "@payflow/contracts";
import type { Context } from "hono";
import { publicUrl } from "../config/env";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import {
  createLink,
  deactivateLink,
  findLink,
  getLink,
  type LinkCaller,
  linkMadeUnder,
  listLinks,
  toPaymentLink,
  updateLink,
} from "../modules/payment-links";
import { PAYMENT_LINK_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { IdempotencyHeaders } from "./route";
import { cursorFrom, keyMaker, keyScope, limitOf, listPage } from "./scope";

// Payment links through the merchant API (docs/API.md § Payment links): the dashboard's service
// in the key's company and mode, made for the key's maker and audited as done by the key.

const tags = ["Payment links"];

const create = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payment_links",
  operationId: "createPaymentLink",
  errors: PAYMENT_LINK_ERRORS,
  action: "payment_links:write",
  tags,
  summary: "Create a payment link",
  description:
    "A reusable request for money: post its `url` once, and each payer who opens it makes their own payment (with the amount, quantity and answers the link asks for).",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreatePaymentLink) },
  responses: { 201: jsonResponse(V1PaymentLink, "Created") },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payment_links/{id}",
  operationId: "retrievePaymentLink",
  action: "payment_links:read",
  tags,
  summary: "Retrieve a payment link, with its totals",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1PaymentLink) },
});

const update = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payment_links/{id}",
  operationId: "updatePaymentLink",
  errors: [...PAYMENT_LINK_ERRORS, "payment_link_deactivated"],
  action: "payment_links:write",
  tags,
  summary: "Update an active payment link (its slug stays)",
  request: { headers: IdempotencyHeaders, params: V1IdParam, body: jsonBody(V1UpdatePaymentLink) },
  responses: { 200: jsonResponse(V1PaymentLink) },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payment_links",
  operationId: "listPaymentLinks",
  action: "payment_links:read",
  tags,
  summary: "List payment links, newest first",
  request: { query: V1PaymentLinkListQuery },
  responses: { 200: jsonResponse(V1PaymentLinkList) },
});

const deactivate = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payment_links/{id}/deactivate",
  operationId: "deactivatePaymentLink",
  action: "payment_links:write",
  tags,
  summary: "Deactivate a payment link: it takes no new payment",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: { 200: jsonResponse(V1PaymentLink) },
});

function caller(c: Context<AppEnv>): LinkCaller {
  const scope = keyScope(c);
  return {
    scope,
    userId: keyMaker(c),
    audit: {
      companyId: scope.companyId,
      userId: null,
      email: null,
      ipAddress: c.get("clientIp") || null,
      userAgent: c.req.header("user-agent") ?? null,
    },
    details: { apiKeyId: c.get("apiKey")?.keyId },
  };
}

const answer = (link: PaymentLink) => V1PaymentLink.parse(toV1PaymentLink(link));

export function registerV1PaymentLinks(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const key = c.req.header("idempotency-key");
    const input = fromV1CreatePaymentLink(c.req.valid("json"));
    const link = await createOnce(
      () => createLink(deps, { ...caller(c), ...(key ? { idempotencyKey: key } : {}) }, input),
      key ? { payment_links_scope_idempotency_key: () => linkMadeUnder(deps, keyScope(c), key) } : {},
      // A retry of a link with a chosen slug would be refused for its slug before its key: look first.
      { lookFirst: true },
    );
    return c.json(answer(link), 201);
  });

  app.openapi(retrieve, async (c) => {
    return c.json(answer(await getLink(c.get("deps"), keyScope(c), c.req.valid("param").id)), 200);
  });

  app.openapi(update, async (c) => {
    const input = fromV1UpdatePaymentLink(c.req.valid("json"));
    return c.json(answer(await updateLink(c.get("deps"), caller(c), c.req.valid("param").id, input)), 200);
  });

  app.openapi(list, async (c) => {
    const deps = c.get("deps");
    const query = c.req.valid("query");
    const rows = await listLinks(
      deps.db,
      keyScope(c),
      limitOf(query.limit) + 1,
      await cursorFrom(c, query.starting_after, "starting_after", findLink),
      await cursorFrom(c, query.ending_before, "ending_before", findLink),
    );
    const base = publicUrl(deps.config);
    return c.json(V1PaymentLinkList.parse(listPage(rows, query, (r) => toV1PaymentLink(toPaymentLink(r, base)))), 200);
  });

  app.openapi(deactivate, async (c) => {
    return c.json(answer(await deactivateLink(c.get("deps"), caller(c), c.req.valid("param").id)), 200);
  });
}
