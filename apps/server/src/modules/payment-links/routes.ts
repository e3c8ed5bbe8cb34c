import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreatePaymentLinkRequest,
  IdParam,
  PaymentLink,
  PaymentLinkList,
  PaymentLinkListQuery,
  PaymentList,
  PaymentListQuery,
  UpdatePaymentLinkRequest,
} from "@payflow/contracts";
import type { Context } from "hono";
import { publicUrl } from "../../config/env";
import { acting } from "../../http/actor";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { toPayment } from "../payments";
import { listLinks } from "./queries";
import {
  createLink,
  deactivateLink,
  getLink,
  type LinkCaller,
  linkPayments,
  toPaymentLink,
  updateLink,
} from "./service";
import { registerPaymentLinkStickerRoutes } from "./sticker-routes";

// The dashboard's payment links (docs/API.md § Payment links), in the request's mode: whoever
// takes payments (usePOS) creates, edits and deactivates them; whoever sees transactions reads
// them and their payments.

const tags = ["Payment links"];
const readers = { capability: "viewTransactions" } as const;
const makers = { capability: "usePOS" } as const;

const list = defineRoute({
  method: "get",
  path: "/api/payment-links",
  access: readers,
  tags,
  summary:
    "Payment links of the current mode, newest first, with their totals (cursor pages; q searches title and slug)",
  request: { query: PaymentLinkListQuery },
  responses: { 200: jsonResponse(PaymentLinkList) },
});

const detail = defineRoute({
  method: "get",
  path: "/api/payment-links/{id}",
  access: readers,
  tags,
  summary: "A payment link with its totals",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PaymentLink) },
});

const payments = defineRoute({
  method: "get",
  path: "/api/payment-links/{id}/payments",
  access: readers,
  tags,
  summary: "The payments a link's visits made, newest first (cursor pages)",
  request: { params: IdParam, query: PaymentListQuery.pick({ limit: true, cursor: true }) },
  responses: { 200: jsonResponse(PaymentList) },
});

const create = defineRoute({
  method: "post",
  path: "/api/payment-links",
  access: makers,
  tags,
  summary: "Create a payment link",
  request: { body: jsonBody(CreatePaymentLinkRequest) },
  responses: { 201: jsonResponse(PaymentLink, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: "/api/payment-links/{id}",
  access: makers,
  tags,
  summary: "Edit an active payment link (its slug stays)",
  request: { params: IdParam, body: jsonBody(UpdatePaymentLinkRequest) },
  responses: { 200: jsonResponse(PaymentLink) },
});

const deactivate = defineRoute({
  method: "post",
  path: "/api/payment-links/{id}/deactivate",
  access: makers,
  tags,
  summary: "Deactivate a payment link: it takes no new payment",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PaymentLink) },
});

function caller(c: Context<AppEnv>): LinkCaller {
  const { user, audit } = acting(c);
  return { scope: staffScope(c), userId: user.userId, audit };
}

export function registerPaymentLinkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const deps = c.get("deps");
    const { cursor, limit = 25, q } = c.req.valid("query");
    const rows = await listLinks(deps.db, staffScope(c), limit + 1, decodeCursor(cursor), null, q);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const base = publicUrl(deps.config);
    return c.json(
      PaymentLinkList.parse({
        items: page.map((r) => toPaymentLink(r, base)),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      }),
      200,
    );
  });

  app.openapi(detail, async (c) => {
    return c.json(PaymentLink.parse(await getLink(c.get("deps"), staffScope(c), c.req.valid("param").id)), 200);
  });

  app.openapi(payments, async (c) => {
    const deps = c.get("deps");
    const { cursor, limit = 25 } = c.req.valid("query");
    const rows = await linkPayments(deps, staffScope(c), c.req.valid("param").id, limit + 1, decodeCursor(cursor));
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const base = publicUrl(deps.config);
    return c.json(
      PaymentList.parse({
        items: page.map((r) => toPayment(r, base)),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      }),
      200,
    );
  });

  app.openapi(create, async (c) => {
    return c.json(PaymentLink.parse(await createLink(c.get("deps"), caller(c), c.req.valid("json"))), 201);
  });

  app.openapi(update, async (c) => {
    const link = await updateLink(c.get("deps"), caller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(PaymentLink.parse(link), 200);
  });

  app.openapi(deactivate, async (c) => {
    return c.json(PaymentLink.parse(await deactivateLink(c.get("deps"), caller(c), c.req.valid("param").id)), 200);
  });

  registerPaymentLinkStickerRoutes(app);
}
