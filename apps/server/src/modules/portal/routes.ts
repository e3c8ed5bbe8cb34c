import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  InvoicePdfQuery,
  InvoiceReceiptParams,
  PortalInvoiceList,
  PortalInvoiceQuery,
  PortalTransactionList,
  PortalTransactionQuery,
} from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { binaryResponse, defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { receiptDownload } from "../invoices";
import { clientInvoice, listInvoices } from "./invoices";
import * as service from "./service";

// The client portal's reads. Each follows the login's client record: clients only.

const transactions = defineRoute({
  method: "get",
  path: "/api/portal/transactions",
  access: "client",
  tags: ["Client portal"],
  summary:
    "The signed-in client's own transactions of one mode (live unless mode=test), newest first, with the name of the business paid (search: description, code, reference, id)",
  request: { query: PortalTransactionQuery },
  responses: { 200: jsonResponse(PortalTransactionList) },
});

const invoices = defineRoute({
  summary:
    "The signed-in client's issued invoices of one mode (live unless mode=test), newest first: what remains, where to pay and download each, and the receipts of its paid parts (docs/INVOICES.md)",
  method: "get",
  path: "/api/portal/invoices",
  access: "client",
  tags: ["Client portal"],
  request: { query: PortalInvoiceQuery },
  responses: { 200: jsonResponse(PortalInvoiceList) },
});

const receipt = defineRoute({
  summary: "The receipt of a paid part of one of the signed-in client's invoices, as a PDF",
  method: "get",
  path: "/api/portal/invoices/{id}/receipts/{paymentId}/pdf",
  access: "client",
  tags: ["Client portal"],
  request: { params: InvoiceReceiptParams, query: InvoicePdfQuery },
  responses: { 200: binaryResponse("application/pdf", "<number>-<code>.pdf") },
});

export function registerPortalRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(transactions, async (c) => {
    const { q, mode } = c.req.valid("query");
    // The mode is the query's, never the staff app's x-payflow-mode header (test by default).
    const result = await service.listTransactions(c.get("deps"), signedInUser(c), mode, q || null);
    return c.json(PortalTransactionList.parse(result), 200);
  });

  app.openapi(invoices, async (c) => {
    const { mode, lang } = c.req.valid("query");
    // As for the transactions: the query's mode, never the staff app's header.
    const result = await listInvoices(c.get("deps"), signedInUser(c), mode, lang);
    return c.json(PortalInvoiceList.parse(result), 200);
  });

  app.openapi(receipt, async (c) => {
    const { id, paymentId } = c.req.valid("param");
    const { row, invoice } = await clientInvoice(c.get("deps"), signedInUser(c), id);
    return receiptDownload(c, row, invoice, paymentId, c.req.valid("query").lang ?? "fr");
  });
}
