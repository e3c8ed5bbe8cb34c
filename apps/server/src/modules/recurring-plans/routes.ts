import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreateRecurringPlanRequest,
  IdParam,
  RecurringPlanDetail,
  RecurringPlanList,
  RecurringPlanListQuery,
  UpdateRecurringPlanRequest,
} from "@payflow/contracts";
import type { Context } from "hono";
import { acting } from "../../http/actor";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import type { InvoiceCaller } from "../invoices";
import { toPlan } from "./format";
import { listPlans } from "./queries";
import { cancelPlan, createPlan, getPlan, pausePlan, resumePlan, updatePlan } from "./service";
import { advanceTestClock } from "./test-clock";

// The dashboard's recurring plans (docs/API.md § Recurring plans), in the request's mode: whoever
// takes payments (usePOS) makes and changes them; whoever sees transactions reads them.

const tags = ["Recurring plans"];
const readers = { capability: "viewTransactions" } as const;
const makers = { capability: "usePOS" } as const;
const byId = "/api/recurring-plans/{id}";
const ok = { 200: jsonResponse(RecurringPlanDetail) };

const list = defineRoute({
  method: "get",
  path: "/api/recurring-plans",
  access: readers,
  tags,
  summary: "Recurring plans of the current mode, newest first (cursor pages)",
  request: { query: RecurringPlanListQuery },
  responses: { 200: jsonResponse(RecurringPlanList) },
});

const detail = defineRoute({
  method: "get",
  path: byId,
  access: readers,
  tags,
  summary: "A plan with the cycles it issued",
  request: { params: IdParam },
  responses: ok,
});

const create = defineRoute({
  method: "post",
  path: "/api/recurring-plans",
  access: makers,
  tags,
  summary: "Create a plan: each cycle's invoice issued, certified and sent on its date",
  request: { body: jsonBody(CreateRecurringPlanRequest) },
  responses: { 201: jsonResponse(RecurringPlanDetail, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: byId,
  access: makers,
  tags,
  summary: "Change the next cycles (lines, end, reminders…)",
  request: { params: IdParam, body: jsonBody(UpdateRecurringPlanRequest) },
  responses: ok,
});

const action = (name: "pause" | "resume" | "cancel", summary: string) =>
  defineRoute({
    method: "post",
    path: `${byId}/${name}`,
    access: makers,
    tags,
    summary,
    request: { params: IdParam },
    responses: ok,
  });

const pause = action("pause", "Pause a plan: no cycle is issued while paused");
const resume = action("resume", "Resume a paused plan from its next cycle dated today or later");
const cancel = action("cancel", "Cancel a plan: no more cycles");
const advance = defineRoute({
  method: "post",
  path: `${byId}/advance-test-clock`,
  access: makers,
  tags,
  summary:
    "Test mode only: move the plan's clock to its next cycle's date, so that cycle is issued now as it would be then (404 in live mode)",
  request: { params: IdParam },
  responses: ok,
});

function caller(c: Context<AppEnv>): InvoiceCaller {
  const { user, audit } = acting(c);
  return { scope: staffScope(c), userId: user.userId, audit };
}

export function registerRecurringPlanRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { cursor, limit = 25, ...filters } = c.req.valid("query");
    const rows = await listPlans(c.get("deps").db, staffScope(c), filters, limit + 1, decodeCursor(cursor));
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return c.json(
      RecurringPlanList.parse({
        items: page.map(toPlan),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      }),
      200,
    );
  });
  app.openapi(detail, async (c) =>
    c.json(RecurringPlanDetail.parse(await getPlan(c.get("deps"), staffScope(c), c.req.valid("param").id)), 200),
  );
  app.openapi(create, async (c) =>
    c.json(RecurringPlanDetail.parse(await createPlan(c.get("deps"), caller(c), c.req.valid("json"))), 201),
  );
  app.openapi(update, async (c) => {
    const plan = await updatePlan(c.get("deps"), caller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(RecurringPlanDetail.parse(plan), 200);
  });
  app.openapi(pause, async (c) =>
    c.json(RecurringPlanDetail.parse(await pausePlan(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(resume, async (c) =>
    c.json(RecurringPlanDetail.parse(await resumePlan(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(advance, async (c) =>
    c.json(RecurringPlanDetail.parse(await advanceTestClock(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(cancel, async (c) =>
    c.json(RecurringPlanDetail.parse(await cancelPlan(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
}
