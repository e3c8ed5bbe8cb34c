import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreateRefund,
  holdsInMode,
  toV1Refund,
  V1CreateRefund,
  V1IdParam,
  V1Refund,
  V1RefundList,
  V1RefundListQuery,
} from "@payflow/contracts";
import type { Context } from "hono";
import { AppError } from "../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import { findRefund, listRefunds, refundPayment, toApiRefund } from "../modules/payments";
import { REFUND_CREATE_ERRORS } from "./error-codes";
import { IdempotencyHeaders } from "./route";
import { keyMaker, keyScope, limitOf, listPage } from "./scope";

const tags = ["Refunds"];

const create = defineRoute({
  surface: "v1",
  method: "post",
  path: "/refunds",
  operationId: "createRefund",
  errors: REFUND_CREATE_ERRORS,
  action: "refunds:write",
  tags,
  summary: "Refund a payment, fully or partly",
  description:
    "Without `amount`, what is left to refund. Wave gives a whole payment back itself; other refunds are made by the business and recorded as manual, with a `reason`.",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreateRefund) },
  responses: { 201: jsonResponse(V1Refund, "Created") },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/refunds/{id}",
  operationId: "retrieveRefund",
  action: "refunds:read",
  tags,
  summary: "Retrieve a refund",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1Refund) },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/refunds",
  operationId: "listRefunds",
  action: "refunds:read",
  tags,
  summary: "List refunds, newest first",
  request: { query: V1RefundListQuery },
  responses: { 200: jsonResponse(V1RefundList) },
});

async function cursorOf(c: Context<AppEnv>, id: string | undefined) {
  if (!id) return null;
  const row = await findRefund(c.get("deps").db, keyScope(c), id);
  if (!row) throw new AppError("notFound", { field: "starting_after" });
  return { createdAt: row.createdAt, id: row.id };
}

export function registerV1Refunds(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const { payment, ...request } = fromV1CreateRefund(c.req.valid("json"));
    const scope = keyScope(c);
    const maker = c.get("apiKey")?.maker;
    // The key acts for its maker: an approver's key may confirm a payer number as they would.
    const mayApprove = !!maker && holdsInMode(maker.role, maker.capabilities, scope.mode, "approvePayouts");
    const refund = await refundPayment(
      c.get("deps"),
      scope,
      { userId: keyMaker(c), audit: null, mayApprove, idempotencyKey: c.get("idempotencyKey") ?? null },
      payment,
      request,
    );
    return c.json(V1Refund.parse(toV1Refund(refund)), 201);
  });
  app.openapi(retrieve, async (c) => {
    const row = await findRefund(c.get("deps").db, keyScope(c), c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    return c.json(V1Refund.parse(toApiRefund(row)), 200);
  });
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const limit = limitOf(query.limit);
    const rows = await listRefunds(
      c.get("deps").db,
      keyScope(c),
      query.payment ?? null,
      limit + 1,
      await cursorOf(c, query.starting_after),
      await cursorOf(c, query.ending_before),
    );
    return c.json(V1RefundList.parse(listPage(rows, query, toApiRefund)), 200);
  });
}
