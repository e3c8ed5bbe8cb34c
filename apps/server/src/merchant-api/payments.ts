import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreatePayment,
  V1CreatePayment,
  V1IdParam,
  V1Payment,
  V1PaymentList,
  V1PaymentListQuery,
  v1Time,
} from "@payflow/contracts";
import type { Context } from "hono";
import { publicUrl } from "../config/env";
import { AppError } from "../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import {
  type Cursor,
  cancelPayment,
  createPayment,
  findPayment,
  findPaymentByIdempotencyKey,
  getPayment,
  listPayments,
  resumeUnsent,
  toApiObject,
} from "../modules/payments";
import { PAYMENT_CREATE_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { IdempotencyHeaders } from "./route";
import { keyScope, limitOf, listPage } from "./scope";

const tags = ["Payments"];
const url = (c: Context<AppEnv>) => publicUrl(c.get("deps").config);

const create = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payments",
  operationId: "createPayment",
  errors: PAYMENT_CREATE_ERRORS,
  action: "payments:write",
  tags,
  summary: "Create a payment",
  description:
    "With an `operator` and the payer's `phone` the operator is asked at once (see `next_action`); without them the payer chooses on `checkout_url`.",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreatePayment) },
  responses: { 201: jsonResponse(V1Payment, "Created") },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payments/{id}",
  operationId: "retrievePayment",
  action: "payments:read",
  tags,
  summary: "Retrieve a payment",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1Payment) },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/payments",
  operationId: "listPayments",
  action: "payments:read",
  tags,
  summary: "List payments, newest first",
  request: { query: V1PaymentListQuery },
  responses: { 200: jsonResponse(V1PaymentList) },
});

const cancel = defineRoute({
  surface: "v1",
  method: "post",
  path: "/payments/{id}/cancel",
  operationId: "cancelPayment",
  errors: ["payment_not_pending"],
  action: "payments:write",
  tags,
  summary: "Cancel a pending payment",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: { 200: jsonResponse(V1Payment) },
});

/** The (created_at, id) of a payment named by a list cursor, in the caller's scope. */
async function cursorOf(c: Context<AppEnv>, id: string | undefined): Promise<Cursor | null> {
  if (!id) return null;
  const row = await findPayment(c.get("deps").db, keyScope(c), id);
  if (!row) throw new AppError("notFound", { field: "starting_after" });
  return { createdAt: row.createdAt, id: row.id };
}

export function registerV1Payments(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const b = c.req.valid("json");
    const deps = c.get("deps");
    const scope = keyScope(c);
    const idempotencyKey = c.get("idempotencyKey");
    const row = await createOnce(
      () =>
        createPayment(
          deps,
          scope,
          { userId: null, idempotencyKey },
          {
            ...fromV1CreatePayment(b),
            // "" is no URL: what the reference page's generated example sends for a field left empty.
            successUrl: b.success_url || undefined,
            errorUrl: b.error_url || undefined,
          },
        ),
      {
        // A retry that took over the key of a request whose process died after creating: that
        // payment is the answer, carried on if its operator call was cut off.
        transactions_scope_idempotency_key: async () => {
          const earlier = idempotencyKey && (await findPaymentByIdempotencyKey(deps.db, scope, idempotencyKey));
          return earlier ? resumeUnsent(deps, earlier) : null;
        },
      },
    );
    return c.json(V1Payment.parse(toApiObject(row, url(c))), 201);
  });

  app.openapi(retrieve, async (c) => {
    const row = await getPayment(c.get("deps"), keyScope(c), c.req.valid("param").id);
    return c.json(V1Payment.parse(toApiObject(row, url(c))), 200);
  });

  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const limit = limitOf(query.limit);
    const gte = query["created[gte]"];
    const lte = query["created[lte]"];
    const rows = await listPayments(
      c.get("deps").db,
      keyScope(c),
      {
        status: query.status,
        operator: query.operator,
        reference: query.reference,
        paymentLinkId: query.payment_link,
        createdGte: gte !== undefined ? v1Time(gte) : undefined,
        createdLte: lte !== undefined ? v1Time(lte) : undefined,
      },
      limit + 1,
      await cursorOf(c, query.starting_after),
      await cursorOf(c, query.ending_before),
    );
    return c.json(V1PaymentList.parse(listPage(rows, query, (r) => toApiObject(r, url(c)))), 200);
  });

  app.openapi(cancel, async (c) => {
    const row = await cancelPayment(c.get("deps"), keyScope(c), c.req.valid("param").id);
    return c.json(V1Payment.parse(toApiObject(row, url(c))), 200);
  });
}
