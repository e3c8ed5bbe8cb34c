import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreatePayoutRequest,
  IdParam,
  Payout,
  PayoutDecision,
  PayoutDetail,
  PayoutList,
  PayoutListQuery,
} from "@payflow/contracts";
import type { Context } from "hono";
import { acting } from "../../http/actor";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { AppError } from "../../http/errors";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { memberNames } from "../users";
import { registerBankPayoutRoutes } from "./bank-routes";
import { approvePayout, cancelPayout, refusePayout } from "./decisions";
import { findPayout, listPayouts, payoutEvents } from "./queries";
import { reversePayout } from "./reversal";
import { toPayout } from "./serialize";
import { createPayout } from "./service";

// The dashboard's payouts (docs/PAYOUTS.md): whoever may create or approve payouts reads them;
// creating and cancelling need createPayouts, approving and refusing approvePayouts (the
// capabilities judged in the request's mode: a developer creates payouts in test mode only).

const tags = ["Payouts"];

/** Readers: holders of either payout capability (in this mode). */
const readers = { capability: ["createPayouts", "approvePayouts"] } as const;

const list = defineRoute({
  method: "get",
  path: "/api/payouts",
  access: readers,
  tags,
  summary: "Payouts of the current mode, newest first (cursor pages); filters and search",
  request: { query: PayoutListQuery },
  responses: { 200: jsonResponse(PayoutList) },
});

const detail = defineRoute({
  method: "get",
  path: "/api/payouts/{id}",
  access: readers,
  tags,
  summary: "A payout with its timeline",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PayoutDetail) },
});

const create = defineRoute({
  method: "post",
  path: "/api/payouts",
  access: { capability: "createPayouts" },
  tags,
  summary: "Create a payout: queued at once, or waiting for a second person above the approval threshold",
  request: { body: jsonBody(CreatePayoutRequest) },
  responses: { 201: jsonResponse(Payout, "Created") },
});

const decision = (path: string, summary: string) =>
  defineRoute({
    method: "post",
    path,
    access: { capability: "approvePayouts" },
    tags,
    summary,
    request: { params: IdParam, body: jsonBody(PayoutDecision) },
    responses: { 200: jsonResponse(Payout) },
  });
const approve = decision("/api/payouts/{id}/approve", "Approve a payout waiting for approval (not one's own)");
const refuse = decision("/api/payouts/{id}/refuse", "Refuse a payout waiting for approval (not one's own)");

const cancel = defineRoute({
  method: "post",
  path: "/api/payouts/{id}/cancel",
  access: { capability: "createPayouts" },
  tags,
  summary: "Cancel a payout not yet sent",
  request: { params: IdParam },
  responses: { 200: jsonResponse(Payout) },
});

const reverse = defineRoute({
  method: "post",
  path: "/api/payouts/{id}/reverse",
  // Taking money back from a beneficiary is an approver's decision, as paying it out is.
  access: { capability: "approvePayouts" },
  tags,
  summary: "Take a paid payout back, where the operator can (Wave, within 3 days)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(Payout) },
});

/** An approval or a refusal by the signed-in person. */
function decide(c: Context<AppEnv>, fn: typeof approvePayout, id: string, code: string | undefined) {
  const { user, audit } = acting(c);
  return fn(c.get("deps"), staffScope(c), id, { user, audit, headers: c.req.raw.headers }, code);
}

export function registerPayoutRoutes(app: OpenAPIHono<AppEnv>) {
  // First: /api/payouts/bank-files would otherwise be read as the payout `bank-files`.
  registerBankPayoutRoutes(app);
  app.openapi(list, async (c) => {
    const { cursor, limit = 25, ...filter } = c.req.valid("query");
    const rows = await listPayouts(c.get("deps").db, staffScope(c), filter, decodeCursor(cursor), limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json(
      { items: page.map(toPayout), nextCursor: rows.length > limit && last ? encodeCursor(last) : null },
      200,
    );
  });

  app.openapi(detail, async (c) => {
    const scope = staffScope(c);
    const { db } = c.get("deps");
    const row = await findPayout(db, scope, c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    const events = await payoutEvents(db, scope, row.id);
    const named = [row.createdBy, row.approvedBy].filter((id): id is string => id !== null);
    return c.json(
      {
        payout: toPayout(row),
        events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
        people: await memberNames(db, scope.companyId, named),
      },
      200,
    );
  });

  app.openapi(create, async (c) => {
    const { user, audit } = acting(c);
    const row = await createPayout(
      c.get("deps"),
      staffScope(c),
      { userId: user.userId, apiKeyId: null, idempotencyKey: null, audit },
      c.req.valid("json"),
    );
    return c.json(toPayout(row), 201);
  });

  app.openapi(approve, async (c) => {
    const row = await decide(c, approvePayout, c.req.valid("param").id, c.req.valid("json").code);
    return c.json(toPayout(row), 200);
  });
  app.openapi(refuse, async (c) => {
    const row = await decide(c, refusePayout, c.req.valid("param").id, c.req.valid("json").code);
    return c.json(toPayout(row), 200);
  });

  app.openapi(cancel, async (c) => {
    const { audit } = acting(c);
    const row = await cancelPayout(c.get("deps"), staffScope(c), c.req.valid("param").id, audit);
    return c.json(toPayout(row), 200);
  });

  app.openapi(reverse, async (c) => {
    const { audit } = acting(c);
    const row = await reversePayout(c.get("deps"), staffScope(c), c.req.valid("param").id, audit);
    return c.json(toPayout(row), 200);
  });
}
