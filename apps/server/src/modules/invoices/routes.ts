import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  CreateInvoiceRequest,
  IdParam,
  InvoiceDetail,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSummary,
  SendInvoiceRequest,
  UpdateInvoiceRequest,
  VoidInvoiceRequest,
} from "@payflow/contracts";
import type { Context } from "hono";
import { acting } from "../../http/actor";
import { decodeCursor, encodeCursor } from "../../http/cursor";
import { staffScope } from "../../http/mode";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import type { InvoiceCaller } from "./caller";
import { registerInvoiceDocumentRoutes } from "./document-routes";
import { createDraft, deleteDraft, updateDraft } from "./drafts";
import { toInvoice } from "./format";
import { finalizeInvoice, retryCertification, voidInvoice } from "./issue";
import { invoiceFigures, listInvoices } from "./queries";
import { getInvoice } from "./read";
import { sendInvoice } from "./send";

// The dashboard's invoices (docs/API.md § Invoices), in the request's mode: whoever takes
// payments (usePOS) drafts, issues, sends and voids them; whoever sees transactions reads them.

const tags = ["Invoices"];
const readers = { capability: "viewTransactions" } as const;
const makers = { capability: "usePOS" } as const;
const byId = "/api/invoices/{id}";

const list = defineRoute({
  method: "get",
  path: "/api/invoices",
  access: readers,
  tags,
  summary: "Invoices of the current mode, newest first (cursor pages; q searches the number and the client's name)",
  request: { query: InvoiceListQuery },
  responses: { 200: jsonResponse(InvoiceList) },
});

const summary = defineRoute({
  method: "get",
  path: "/api/invoices/summary",
  access: readers,
  tags,
  summary: "The Invoices screen's figures: open, overdue (what remains on them) and paid this month",
  responses: { 200: jsonResponse(InvoiceSummary) },
});

const detail = defineRoute({
  method: "get",
  path: byId,
  access: readers,
  tags,
  summary: "An invoice with its parts, credit notes and timeline",
  request: { params: IdParam },
  responses: { 200: jsonResponse(InvoiceDetail) },
});

const create = defineRoute({
  method: "post",
  path: "/api/invoices",
  access: makers,
  tags,
  summary: "Draft an invoice",
  request: { body: jsonBody(CreateInvoiceRequest) },
  responses: { 201: jsonResponse(InvoiceDetail, "Created") },
});

const update = defineRoute({
  method: "patch",
  path: byId,
  access: makers,
  tags,
  summary: "Change a draft (the lines sent replace its lines)",
  request: { params: IdParam, body: jsonBody(UpdateInvoiceRequest) },
  responses: { 200: jsonResponse(InvoiceDetail) },
});

const remove = defineRoute({
  method: "delete",
  path: byId,
  access: makers,
  tags,
  summary: "Delete a draft (an issued invoice is voided instead)",
  request: { params: IdParam },
  responses: { 204: { description: "Deleted" } },
});

const action = (name: "finalize" | "certify", summary: string) =>
  defineRoute({
    method: "post",
    path: `${byId}/${name}`,
    access: makers,
    tags,
    summary,
    request: { params: IdParam },
    responses: { 200: jsonResponse(InvoiceDetail) },
  });

const finalize = action("finalize", "Issue a draft: numbered, then certified by the tax office's platform");
const certify = action("certify", "Try a certification that failed or is held again");

const send = defineRoute({
  method: "post",
  path: `${byId}/send`,
  access: makers,
  tags,
  summary: "Send the invoice to its client by email and WhatsApp",
  request: { params: IdParam, body: jsonBody(SendInvoiceRequest) },
  responses: { 200: jsonResponse(InvoiceDetail) },
});

const voidRoute = defineRoute({
  method: "post",
  path: `${byId}/void`,
  access: makers,
  tags,
  summary: "Void an issued invoice that received no payment",
  request: { params: IdParam, body: jsonBody(VoidInvoiceRequest) },
  responses: { 200: jsonResponse(InvoiceDetail) },
});

function caller(c: Context<AppEnv>): InvoiceCaller {
  const { user, audit } = acting(c);
  return { scope: staffScope(c), userId: user.userId, audit };
}

export function registerInvoiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { cursor, limit = 25, ...filters } = c.req.valid("query");
    const rows = await listInvoices(c.get("deps").db, staffScope(c), filters, limit + 1, decodeCursor(cursor));
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const now = new Date();
    return c.json(
      InvoiceList.parse({
        items: page.map((r) => toInvoice(r, now)),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      }),
      200,
    );
  });
  app.openapi(summary, async (c) =>
    c.json(InvoiceSummary.parse(await invoiceFigures(c.get("deps").db, staffScope(c))), 200),
  );
  app.openapi(detail, async (c) =>
    c.json(InvoiceDetail.parse(await getInvoice(c.get("deps"), staffScope(c), c.req.valid("param").id)), 200),
  );
  app.openapi(create, async (c) =>
    c.json(InvoiceDetail.parse(await createDraft(c.get("deps"), caller(c), c.req.valid("json"))), 201),
  );
  app.openapi(update, async (c) => {
    const invoice = await updateDraft(c.get("deps"), caller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(InvoiceDetail.parse(invoice), 200);
  });
  app.openapi(remove, async (c) => {
    await deleteDraft(c.get("deps"), caller(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  app.openapi(finalize, async (c) =>
    c.json(InvoiceDetail.parse(await finalizeInvoice(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
  app.openapi(send, async (c) => {
    const invoice = await sendInvoice(c.get("deps"), caller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(InvoiceDetail.parse(invoice), 200);
  });
  app.openapi(voidRoute, async (c) => {
    const { reason } = c.req.valid("json");
    const invoice = await voidInvoice(c.get("deps"), caller(c), c.req.valid("param").id, reason);
    return c.json(InvoiceDetail.parse(invoice), 200);
  });
  app.openapi(certify, async (c) =>
    c.json(InvoiceDetail.parse(await retryCertification(c.get("deps"), caller(c), c.req.valid("param").id)), 200),
  );
  registerInvoiceDocumentRoutes(app);
}
