import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  fromV1CreateInvoice,
  fromV1UpdateInvoice,
  type Invoice,
  InvoicePdfQuery,
  SendInvoiceRequest,
  toV1Invoice,
  V1CreateInvoice,
  V1IdParam,
  V1Invoice,
  V1InvoiceList,
  V1InvoiceListQuery,
  V1UpdateInvoice,
  VoidInvoiceRequest,
} from "@payflow/contracts";
import type { Context } from "hono";
import { defineRoute, jsonBody, jsonResponse } from "../http/route";
import type { AppEnv } from "../http/types";
import {
  createDraft,
  finalizeInvoice,
  findInvoice,
  getInvoice,
  type InvoiceCaller,
  invoiceFileName,
  invoiceMadeUnder,
  invoicePdfFile,
  listInvoices,
  pdf,
  sendInvoice,
  toInvoice,
  updateDraft,
  voidInvoice,
} from "../modules/invoices";
import { INVOICE_BODY_ERRORS } from "./error-codes";
import { createOnce } from "./idempotency";
import { IdempotencyHeaders } from "./route";
import { cursorFrom, keyMaker, keyScope, limitOf, listPage } from "./scope";

// Invoices through the merchant API (docs/API.md § Invoices): the dashboard's service in the key's
// company and mode, made for the key's maker and audited as done by the key.

const tags = ["Invoices"];
const write = "invoices:write" as const;
const read = "invoices:read" as const;

const v1 = { surface: "v1", tags } as const;
const ok = { 200: jsonResponse(V1Invoice) };

const create = defineRoute({
  ...v1,
  method: "post",
  path: "/invoices",
  operationId: "createInvoice",
  errors: INVOICE_BODY_ERRORS,
  action: write,
  summary: "Draft an invoice for a client: its lines, taxes and totals computed once, in integer XOF",
  request: { headers: IdempotencyHeaders, body: jsonBody(V1CreateInvoice) },
  responses: { 201: jsonResponse(V1Invoice, "Created") },
});

const retrieve = defineRoute({
  ...v1,
  method: "get",
  path: "/invoices/{id}",
  operationId: "retrieveInvoice",
  action: read,
  summary: "Retrieve an invoice",
  request: { params: V1IdParam },
  responses: ok,
});

const update = defineRoute({
  ...v1,
  method: "post",
  path: "/invoices/{id}",
  operationId: "updateInvoice",
  errors: [...INVOICE_BODY_ERRORS, "invoice_not_draft"],
  action: write,
  summary: "Update a draft (the lines sent replace its lines)",
  request: { headers: IdempotencyHeaders, params: V1IdParam, body: jsonBody(V1UpdateInvoice) },
  responses: ok,
});

const finalize = defineRoute({
  ...v1,
  method: "post",
  path: "/invoices/{id}/finalize",
  operationId: "finalizeInvoice",
  errors: ["invoice_not_draft", "invoice_client_ncc_required"],
  action: write,
  summary: "Issue a draft: numbered, then certified by the tax office's platform (see certification.status)",
  request: { headers: IdempotencyHeaders, params: V1IdParam },
  responses: ok,
});

const send = defineRoute({
  ...v1,
  method: "post",
  path: "/invoices/{id}/send",
  operationId: "sendInvoice",
  errors: ["field_too_long", "invoice_not_payable"],
  action: write,
  summary: "Send the invoice to its client by email and WhatsApp, with its page's address",
  request: { headers: IdempotencyHeaders, params: V1IdParam, body: jsonBody(SendInvoiceRequest) },
  responses: ok,
});

const voidRoute = defineRoute({
  ...v1,
  method: "post",
  path: "/invoices/{id}/void",
  operationId: "voidInvoice",
  errors: ["field_too_long", "invoice_not_voidable"],
  action: write,
  summary: "Void an issued invoice that received no payment",
  request: { headers: IdempotencyHeaders, params: V1IdParam, body: jsonBody(VoidInvoiceRequest) },
  responses: ok,
});

const document = defineRoute({
  ...v1,
  method: "get",
  path: "/invoices/{id}/pdf",
  operationId: "retrieveInvoicePdf",
  action: read,
  summary: "The invoice as a PDF: certified mark and QR code, lines, taxes, paid and remaining",
  request: { params: V1IdParam, query: InvoicePdfQuery },
  responses: {
    200: {
      description: "<number>.pdf",
      content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
    },
  },
});

const list = defineRoute({
  surface: "v1",
  method: "get",
  path: "/invoices",
  operationId: "listInvoices",
  action: read,
  tags,
  summary: "List invoices, newest first",
  request: { query: V1InvoiceListQuery },
  responses: { 200: jsonResponse(V1InvoiceList) },
});

/** The key's maker acting in the key's company and mode, audited as the key. */
export function invoiceKeyCaller(c: Context<AppEnv>): InvoiceCaller {
  const scope = keyScope(c);
  return {
    scope,
    userId: keyMaker(c),
    audit: {
      companyId: scope.companyId,
      userId: null,
      email: null,
      ipAddress: c.get("clientIp") || null,
      userAgent: c.req.header("user-agent") ?? null,
    },
    details: { apiKeyId: c.get("apiKey")?.keyId },
  };
}

const answer = (invoice: Invoice) => V1Invoice.parse(toV1Invoice(invoice));
/** The invoice's fields alone: the merchant API's object carries no timeline. */
const bare = ({
  client: _c,
  payUrl: _p,
  parts: _r,
  creditNotes: _n,
  activity: _a,
  ...invoice
}: Awaited<ReturnType<typeof getInvoice>>) => invoice;

export function registerV1Invoices(app: OpenAPIHono<AppEnv>) {
  app.openapi(create, async (c) => {
    const deps = c.get("deps");
    const key = c.req.header("idempotency-key");
    const input = fromV1CreateInvoice(c.req.valid("json"));
    const invoice = await createOnce(
      () => createDraft(deps, { ...invoiceKeyCaller(c), ...(key ? { idempotencyKey: key } : {}) }, input),
      key ? { invoices_scope_idempotency_key: () => invoiceMadeUnder(deps, keyScope(c), key) } : {},
    );
    return c.json(answer(bare(invoice)), 201);
  });
  app.openapi(retrieve, async (c) => {
    return c.json(answer(bare(await getInvoice(c.get("deps"), keyScope(c), c.req.valid("param").id))), 200);
  });
  app.openapi(update, async (c) => {
    const input = fromV1UpdateInvoice(c.req.valid("json"));
    const invoice = await updateDraft(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id, input);
    return c.json(answer(bare(invoice)), 200);
  });
  app.openapi(finalize, async (c) => {
    return c.json(
      answer(bare(await finalizeInvoice(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id))),
      200,
    );
  });
  app.openapi(send, async (c) => {
    const invoice = await sendInvoice(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(answer(bare(invoice)), 200);
  });
  app.openapi(voidRoute, async (c) => {
    const { reason } = c.req.valid("json");
    const invoice = await voidInvoice(c.get("deps"), invoiceKeyCaller(c), c.req.valid("param").id, reason);
    return c.json(answer(bare(invoice)), 200);
  });
  app.openapi(document, async (c) => {
    const deps = c.get("deps");
    const invoice = await getInvoice(deps, keyScope(c), c.req.valid("param").id);
    return pdf(c, await invoicePdfFile(deps, invoice, c.req.valid("query").lang ?? "fr"), invoiceFileName(invoice));
  });
  app.openapi(list, async (c) => {
    const deps = c.get("deps");
    const query = c.req.valid("query");
    const { state, overdue, client } = query;
    const rows = await listInvoices(
      deps.db,
      keyScope(c),
      { state, overdue, clientId: client },
      limitOf(query.limit) + 1,
      await cursorFrom(c, query.starting_after, "starting_after", findInvoice),
      await cursorFrom(c, query.ending_before, "ending_before", findInvoice),
    );
    const now = new Date();
    return c.json(V1InvoiceList.parse(listPage(rows, query, (r) => toV1Invoice(toInvoice(r, now)))), 200);
  });
}
