import type { OpenAPIHono } from "@hono/zod-openapi";
import { V1Balance, V1Event, V1EventList, V1EventListQuery, V1IdParam } from "@payflow/contracts";
import type { Context } from "hono";
import { AppError } from "../http/errors";
import { defineRoute, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import { balancesOf } from "../modules/ledger";
import { findEvent, listEvents, toApiEvent } from "../modules/payments";
import { keyScope, limitOf, listPage } from "./scope";

// Every event of the payments engine (for backfill, beside webhooks), and the balance.

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/events",
  operationId: "listEvents",
  action: "events:read",
  tags: ["Events"],
  summary: "List events, newest first",
  request: { query: V1EventListQuery },
  responses: { 200: jsonResponse(V1EventList) },
});

const retrieve = defineRoute({
  surface: "v1",
  method: "get",
  path: "/events/{id}",
  operationId: "retrieveEvent",
  action: "events:read",
  tags: ["Events"],
  summary: "Retrieve an event",
  request: { params: V1IdParam },
  responses: { 200: jsonResponse(V1Event) },
});

const balance = defineRoute({
  surface: "v1",
  method: "get",
  path: "/balance",
  operationId: "retrieveBalance",
  action: "balance:read",
  tags: ["Balance"],
  summary: "Available and pending amounts in the key's mode, in total and per operator account",
  responses: { 200: jsonResponse(V1Balance) },
});

async function seqOf(c: Context<AppEnv>, id: string | undefined): Promise<number | null> {
  if (!id) return null;
  const row = await findEvent(c.get("deps").db, keyScope(c), id);
  if (!row) throw new AppError("notFound", { field: "starting_after" });
  return row.seq;
}

export function registerV1Events(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const limit = limitOf(query.limit);
    const rows = await listEvents(
      c.get("deps").db,
      keyScope(c),
      query.type ?? null,
      limit + 1,
      await seqOf(c, query.starting_after),
      await seqOf(c, query.ending_before),
    );
    return c.json(V1EventList.parse(listPage(rows, query, toApiEvent)), 200);
  });
  app.openapi(retrieve, async (c) => {
    const row = await findEvent(c.get("deps").db, keyScope(c), c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    return c.json(V1Event.parse(toApiEvent(row)), 200);
  });
  app.openapi(balance, async (c) => {
    const scope = keyScope(c);
    const balances = await balancesOf(c.get("deps").db, scope);
    return c.json(V1Balance.parse({ object: "balance", ...balances }), 200);
  });
}
