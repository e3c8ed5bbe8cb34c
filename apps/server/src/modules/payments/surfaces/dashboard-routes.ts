import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreatePaymentRequest,
  holdsInMode,
  IdParam,
  Payment,
  PaymentDetail,
  PaymentList,
  PaymentListQuery,
  Refund,
  RefundRequest,
  StatementImportRequest,
  StatementImportResult,
} from "@payflow/contracts";
import type { Context } from "hono";
import { publicUrl } from "../../../config/env";
import { acting } from "../../../http/actor";
import { decodeCursor, encodeCursor } from "../../../http/cursor";
import { staffScope } from "../../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../../http/route";
import type { AppEnv } from "../../../http/types";
import { importStatement, markTransferReceived } from "../engine/bank-transfer";
import { cancelPayment } from "../engine/cancel";
import { createPayment } from "../engine/create";
import { listHeldReports, toHeldReport } from "../engine/held-reports";
import { refundPayment } from "../engine/refunds";
import { filterOf } from "../filters";
import { listPayments } from "../list-queries";
import { getPayment } from "../lookup";
import * as q from "../queries";
import { toEvent, toPayment, toRefund } from "../serialize";

const url = (c: Context<AppEnv>) => publicUrl(c.get("deps").config);

// The dashboard's own calls on payments (cookie session, the mode from the x-payflow-mode
// header). The merchant API (/v1) calls the same service.

const tags = ["Payments"];
const paymentAction = (path: string, summary: string, capability: "usePOS" | "manageClients") =>
  defineRoute({
    method: "post",
    path,
    access: { capability },
    tags,
    summary,
    request: { params: IdParam },
    responses: { 200: jsonResponse(Payment) },
  });

const create = defineRoute({
  method: "post",
  path: "/api/payments",
  access: { capability: "usePOS" },
  tags,
  summary: "Create a payment in the current mode; with an operator and a number the operator is asked at once",
  request: { body: jsonBody(CreatePaymentRequest) },
  responses: { 201: jsonResponse(Payment, "Created") },
});

const list = defineRoute({
  method: "get",
  path: "/api/payments",
  access: { capability: "viewTransactions" },
  tags,
  summary: "Payments of the current mode, newest first (cursor pages)",
  request: { query: PaymentListQuery },
  responses: { 200: jsonResponse(PaymentList) },
});

const detail = defineRoute({
  method: "get",
  path: "/api/payments/{id}",
  access: { capability: "viewTransactions" },
  tags,
  summary: "A payment with its event timeline and refunds",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PaymentDetail) },
});

const cancel = paymentAction("/api/payments/{id}/cancel", "Cancel a pending payment", "usePOS");
const received = paymentAction(
  "/api/payments/{id}/mark-received",
  "Mark a bank transfer received (audited)",
  "manageClients",
);

const refund = defineRoute({
  method: "post",
  path: "/api/payments/{id}/refund",
  access: { capability: "manageClients" },
  tags,
  summary:
    "Refund a payment, fully or partly (Wave gives a whole payment back itself; else recorded as manual, with a reason)",
  request: { params: IdParam, body: jsonBody(RefundRequest) },
  responses: { 200: jsonResponse(Refund) },
});

const statement = defineRoute({
  method: "post",
  path: "/api/payments/bank-statement",
  access: { capability: "manageClients" },
  tags,
  summary: "Preview (or apply) a CSV bank statement: lines matched to pending transfers on reference and amount",
  request: { body: jsonBody(StatementImportRequest) },
  responses: { 200: jsonResponse(StatementImportResult) },
});

export function registerPaymentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const row = await createPayment(
      c.get("deps"),
      staffScope(c),
      { userId: acting(c).user.userId },
      c.req.valid("json"),
    );
    return c.json(Payment.parse(toPayment(row, url(c))), 201);
  });
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? 25;
    const scope = staffScope(c);
    const rows = await listPayments(c.get("deps").db, scope, filterOf(query), limit + 1, decodeCursor(query.cursor));
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
    return c.json(PaymentList.parse({ items: page.map((r) => toPayment(r, url(c))), nextCursor }), 200);
  });
  app.openapi(detail, async (c) => {
    const deps = c.get("deps");
    const payment = await getPayment(deps, staffScope(c), c.req.valid("param").id);
    const [events, refunds, held] = await Promise.all([
      q.listEventsOfPayment(deps.db, payment.id),
      q.listRefundsOfPayment(deps.db, payment.id),
      listHeldReports(deps.db, staffScope(c), payment.id),
    ]);
    const body = {
      payment: toPayment(payment, url(c)),
      events: events.map(toEvent),
      refunds: refunds.map(toRefund),
      heldReports: held.map(toHeldReport),
    };
    return c.json(PaymentDetail.parse(body), 200);
  });
  app.openapi(cancel, async (c) => {
    const row = await cancelPayment(c.get("deps"), staffScope(c), c.req.valid("param").id);
    return c.json(Payment.parse(toPayment(row, url(c))), 200);
  });
  app.openapi(refund, async (c) => {
    const who = acting(c);
    const scope = staffScope(c);
    const mayApprove = holdsInMode(who.user.role, who.user.capabilities, scope.mode, "approvePayouts");
    const refunder = { userId: who.user.userId, audit: who.audit, mayApprove };
    const made = await refundPayment(c.get("deps"), scope, refunder, c.req.valid("param").id, c.req.valid("json"));
    return c.json(Refund.parse(made), 200);
  });
  app.openapi(received, async (c) => {
    const deps = c.get("deps");
    const scope = staffScope(c);
    await markTransferReceived(deps, scope, acting(c), c.req.valid("param").id);
    return c.json(Payment.parse(toPayment(await getPayment(deps, scope, c.req.valid("param").id), url(c))), 200);
  });
  app.openapi(statement, async (c) => {
    const { csv, apply } = c.req.valid("json");
    const result = await importStatement(c.get("deps"), staffScope(c), acting(c), csv, apply === true);
    return c.json(StatementImportResult.parse(result), 200);
  });
}
