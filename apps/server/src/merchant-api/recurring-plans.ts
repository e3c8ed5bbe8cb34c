import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreateRecurringPlan,
  fromV1UpdateRecurringPlan,
  type RecurringPlan,
  toV1RecurringPlan,
  V1CreateRecurringPlan,
  V1IdParam,
  V1RecurringPlan,
  V1RecurringPlanList,
  V1RecurringPlanListQuery,
  V1UpdateRecurringPlan,
} from "@payflow/contracts";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import {
  cancelPlan,
  createPlan,
  findPlan,
  getPlan,
  listPlans,
  pausePlan,
  planMadeUnder,
  resumePlan,
  toPlan,
  updatePlan,
} from "../modules/recurring-plans";
import { INVOICE_BODY_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { invoiceKeyCaller } from "./invoices";
import { IdempotencyHeaders } from "./route";
import { cursorFrom, keyScope, limitOf, listPage } from "./scope";

// Recurring plans through the merchant API (docs/API.md § Recurring plans): the dashboard's
// service in the key's company and mode, under the invoices' rights (a plan issues invoices).

const tags = ["Recurring plans"];
const v1 = { surface: "v1", tags } as const;
const ok = { 200: jsonResponse(V1RecurringPlan) };

const create = defineRoute({
  ...v1,
  method: "post",
  path: "/recurring_plans",
  operationId: "createRecurringPlan",
  errors: INVOICE_BODY_ERRORS,
  action: "invoices:write" as const,
  summary: "Create a recurring plan: each cycle's invoice issued, certified and sent on its date",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreateRecurringPlan) },
  responses: { 201: jsonResponse(V1RecurringPlan, "Created") },
});

const retrieve = defineRoute({
  ...v1,
  method: "get",
  path: "/recurring_plans/{id}",
  operationId: "retrieveRecurringPlan",
  action: "invoices:read" as const,
  summary: "Retrieve a recurring plan",
  request: { params: V1IdParam },
  responses: ok,
});

const update = defineRoute({
  ...v1,
  method: "post",
  path: "/recurring_plans/{id}",
  operationId: "updateRecurringPlan",
  errors: INVOICE_BODY_ERRORS,
  action: "invoices:write" as const,
  summary: "Change a plan's next cycles",
  request: { headers: IdempotencyHeaders, params: V1IdParam, body: jsonBody(V1UpdateRecurringPlan) },
  responses: ok,
});

const list = defineRoute({
  ...v1,
  method: "get",
  path: "/recurring_plans",
  operationId: "listRecurringPlans",
  action: "invoices:read" as const,
  summary: "List recurring plans, newest first",
  request: { query: V1RecurringPlanListQuery },
  responses: { 200: jsonResponse(V1RecurringPlanList) },
});

const action = (name: "pause" | "resume" | "cancel", summary: string) =>
  defineRoute({
    ...v1,
    method: "post",
    path: `/recurring_plans/{id}/${name}`,
    operationId: `${name}RecurringPlan`,
    action: "invoices:write" as const,
    summary,
    request: { headers: IdempotencyHeaders, params: V1IdParam },
    responses: ok,
  });

const pause = action("pause", "Pause a plan");
const resume = action("resume", "Resume a paused plan from its next cycle dated today or later");
const cancel = action("cancel", "Cancel a plan: no more cycles");

const answer = ({ issued: _i, ...plan }: RecurringPlan & { issued?: unknown }) =>
  V1RecurringPlan.parse(toV1RecurringPlan(plan));

export function registerV1RecurringPlans(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const key = c.req.header("idempotency-key");
    const input = fromV1CreateRecurringPlan(c.req.valid("json"));
    const plan = await createOnce(
      () => createPlan(deps, { ...invoiceKeyCaller(c), ...(key ? { idempotencyKey: key } : {}) }, input),
      key ? { recurring_plans_scope_idempotency_key: () => planMadeUnder(deps, keyScope(c), key) } : {},
    );
    return c.json(answer(plan), 201);
  });
  app.openapi(retrieve, async (c) =>
    c.json(answer(await getPlan(c.get("deps"), keyScope(c), c.req.valid("param").id)), 200),
  );
  app.openapi(update, async (c) => {
    const input = fromV1UpdateRecurringPlan(c.req.valid("json"));
    return c.json(answer(await updatePlan(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id, input)), 200);
  });
  app.openapi(pause, async (c) =>
    c.json(answer(await pausePlan(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(resume, async (c) =>
    c.json(answer(await resumePlan(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(cancel, async (c) =>
    c.json(answer(await cancelPlan(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const rows = await listPlans(
      c.get("deps").db,
      keyScope(c),
      { status: query.status },
      limitOf(query.limit) + 1,
      await cursorFrom(c, query.starting_after, "starting_after", findPlan),
      await cursorFrom(c, query.ending_before, "ending_before", findPlan),
    );
    return c.json(V1RecurringPlanList.parse(listPage(rows, query, (r) => toV1RecurringPlan(toPlan(r)))), 200);
  });
}
