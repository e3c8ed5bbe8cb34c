import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreatePayout,
  V1CreatePayout,
  V1IdParam,
  V1Payout,
  V1PayoutList,
  V1PayoutListQuery,
} from "@payflow/contracts";
import type { Context } from "hono";
import { AppError } from "../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import {
  cancelPayout,
  createPayout,
  findPayout,
  findPayoutByIdempotencyKey,
  listPayouts,
  reversePayout,
  toV1PayoutObject,
} from "../modules/payouts";
import { PAYOUT_CREATE_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { IdempotencyHeaders } from "./route";
import { keyMaker, keyScope, limitOf, listPage } from "./scope";

// The merchant API's payouts (docs/API.md § Payouts): the dashboard's service, the key's
// company and mode. A payout created with a key has no person behind it, so one that needs
// approval waits for someone holding approvePayouts on the dashboard.

const tags = ["Payouts"];

const create = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payouts",
  operationId: "createPayout",
  errors: PAYOUT_CREATE_ERRORS,
  action: "payouts:write",
  tags,
  summary: "Create a payout",
  description:
    "Queued at once when the operator account's available balance covers it and its fee (reserved then), or `pending_approval` above the company's approval threshold. Sent by PayFlow in the background: follow it with GET or the payout.* webhooks.",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreatePayout) },
  responses: { 201: jsonResponse(V1Payout, "Created") },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payouts/{id}",
  operationId: "retrievePayout",
  action: "payouts:read",
  tags,
  summary: "Retrieve a payout",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1Payout) },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payouts",
  operationId: "listPayouts",
  action: "payouts:read",
  tags,
  summary: "List payouts, newest first",
  request: { query: V1PayoutListQuery },
  responses: { 200: jsonResponse(V1PayoutList) },
});

const cancel = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payouts/{id}/cancel",
  operationId: "cancelPayout",
  errors: ["payout_not_cancellable"],
  action: "payouts:write",
  tags,
  summary: "Cancel a payout not yet sent (pending_approval or queued)",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: { 200: jsonResponse(V1Payout) },
});

const reverse = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payouts/{id}/reverse",
  operationId: "reversePayout",
  errors: ["payout_not_reversible", "payout_reversal_refused"],
  action: "payouts:write",
  tags,
  summary: "Take a paid payout back (Wave, within 3 days of the payout)",
  description:
    "Wave takes the amount back from the recipient and returns amount and fee to the wallet; the payout becomes `reversed` and payout.reversed is sent. Refused with payout_not_reversible for any other payout (another operator, not succeeded, past the window, a refund's payout), payout_reversal_refused when Wave says no (the recipient spent it).",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: { 200: jsonResponse(V1Payout) },
});

async function cursorOf(c: Context<AppEnv>, id: string | undefined, field: string) {
  if (!id) return null;
  const row = await findPayout(c.get("deps").db, keyScope(c), id);
  if (!row) throw new AppError("notFound", { field });
  return { createdAt: row.createdAt, id: row.id };
}

export function registerV1Payouts(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const scope = keyScope(c);
    const idempotencyKey = c.get("idempotencyKey") ?? null;
    const caller = c.get("apiKey");
    const row = await createOnce(
      () =>
        createPayout(
          deps,
          scope,
          { userId: keyMaker(c), apiKeyId: caller?.keyId ?? null, idempotencyKey, audit: null },
          fromV1CreatePayout(c.req.valid("json")),
        ),
      {
        // A retry whose first request's process died after creating, or whose key was forgotten:
        // that payout is the answer, looked for first (its funds and limits would refuse it again).
        payouts_scope_idempotency_key: async () =>
          idempotencyKey ? findPayoutByIdempotencyKey(deps.db, scope, idempotencyKey) : null,
      },
      { lookFirst: true },
    );
    return c.json(V1Payout.parse(toV1PayoutObject(row)), 201);
  });

  app.openapi(retrieve, async (c) => {
    const row = await findPayout(c.get("deps").db, keyScope(c), c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    return c.json(V1Payout.parse(toV1PayoutObject(row)), 200);
  });

  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const rows = await listPayouts(
      c.get("deps").db,
      keyScope(c),
      { status: query.status, operator: query.operator },
      await cursorOf(c, query.starting_after, "starting_after"),
      limitOf(query.limit) + 1,
      await cursorOf(c, query.ending_before, "ending_before"),
    );
    return c.json(V1PayoutList.parse(listPage(rows, query, toV1PayoutObject)), 200);
  });

  app.openapi(cancel, async (c) => {
    const row = await cancelPayout(c.get("deps"), keyScope(c), c.req.valid("param").id, null);
    return c.json(V1Payout.parse(toV1PayoutObject(row)), 200);
  });

  app.openapi(reverse, async (c) => {
    const row = await reversePayout(c.get("deps"), keyScope(c), c.req.valid("param").id, null);
    return c.json(V1Payout.parse(toV1PayoutObject(row)), 200);
  });
}
