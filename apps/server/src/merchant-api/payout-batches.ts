import type { OpenAPIHono } from "@hono/zod-openapi";
import { toV1PayoutBatch, V1CreatePayoutBatch, V1IdParam, V1PayoutBatch } from "@payflow/contracts";
import { AppError } from "../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import { batchDetailOf, createBatch, findBatch, findBatchByIdempotencyKey, fromV1Line } from "../modules/payouts";
import { PAYOUT_BATCH_CREATE_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { IdempotencyHeaders } from "./route";
import { keyMaker, keyScope } from "./scope";

// The merchant API's batches (docs/API.md § Payouts): up to 10,000 lines, each with its own
// reference; all pass or none is created (batch_lines_invalid names the first line that fails).

const tags = ["Payouts"];

const create = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payout_batches",
  operationId: "createPayoutBatch",
  errors: PAYOUT_BATCH_CREATE_ERRORS,
  action: "payouts:write",
  tags,
  summary: "Create a batch of payouts",
  description:
    "Each line is checked as POST /v1/payouts checks a payout, and its `reference` must be new in this mode (a line sent again is refused, never paid twice). The batch's total decides whether it waits for approval; otherwise the funds of every operator account are reserved together. Follow it with GET or the payout.* and payout_batch.completed webhooks.",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreatePayoutBatch) },
  responses: { 201: jsonResponse(V1PayoutBatch, "Created") },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payout_batches/{id}",
  operationId: "retrievePayoutBatch",
  action: "payouts:read",
  tags,
  summary: "Retrieve a batch with each line's result",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1PayoutBatch) },
});

export function registerV1PayoutBatches(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const scope = keyScope(c);
    const idempotencyKey = c.get("idempotencyKey") ?? null;
    const detail = await createOnce(
      () =>
        createBatch(
          deps,
          scope,
          { userId: keyMaker(c), apiKeyId: c.get("apiKey")?.keyId ?? null, idempotencyKey, audit: null },
          c.req.valid("json").lines.map(fromV1Line),
        ),
      {
        // A retry whose first request's process died after creating, or whose key was forgotten:
        // that batch is the answer, looked for first (its lines' references are used by then).
        payout_batches_scope_idempotency_key: async () => {
          const earlier = idempotencyKey ? await findBatchByIdempotencyKey(deps.db, scope, idempotencyKey) : null;
          return earlier ? batchDetailOf(deps.db, earlier) : null;
        },
      },
      { lookFirst: true },
    );
    return c.json(V1PayoutBatch.parse(toV1PayoutBatch(detail)), 201);
  });

  app.openapi(retrieve, async (c) => {
    const { db } = c.get("deps");
    const batch = await findBatch(db, keyScope(c), c.req.valid("param").id);
    if (!batch) throw new AppError("notFound");
    return c.json(V1PayoutBatch.parse(toV1PayoutBatch(await batchDetailOf(db, batch))), 200);
  });
}
