import type { OpenAPIHono } from "@hono/zod-openapi";
import { InvoicePdfQuery, InvoiceReceiptParams, PortalInvoiceList, PortalInvoiceQuery } from "@payflow/contracts";
import { signedInUser } from "../../http/access";
import { defineRoute, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { receiptDownload } from "../invoices";
import { clientInvoice, listInvoices } from "./invoices";

// The client portal's invoices (docs/INVOICES.md): the signed-in client's own, and the receipts
// of their paid parts. Both follow the login's client record: clients only.

const tags = ["Client portal"];

const list = defineRoute({
  method: "get",
  path: "/api/portal/invoices",
  access: "client",
  tags,
  summary:
    "The signed-in client's issued invoices of one mode (live unless mode=test), newest first: what remains, where to pay and download each, and the receipts of its paid parts",
  request: { query: PortalInvoiceQuery },
  responses: { 200: jsonResponse(PortalInvoiceList) },
});

const receipt = defineRoute({
  method: "get",
  path: "/api/portal/invoices/{id}/receipts/{paymentId}/pdf",
  access: "client",
  tags,
  summary: "The receipt of a paid part of one of the signed-in client's invoices, as a PDF",
  request: { params: InvoiceReceiptParams, query: InvoicePdfQuery },
  responses: {
    200: {
      description: "<number>-<code>.pdf",
      content: { "application/pdf": { schema: { type: "string" as const, format: "binary" } } },
    },
  },
});

export function registerPortalInvoiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(list, async (c) => {
    const { mode, lang } = c.req.valid("query");
    // The mode is the query's, never the staff app's x-payflow-mode header, as for the transactions.
    const result = await listInvoices(c.get("deps"), signedInUser(c), mode, lang);
    return c.json(PortalInvoiceList.parse(result), 200);
  });

  app.openapi(receipt, async (c) => {
    const { id, paymentId } = c.req.valid("param");
    const { row, invoice } = await clientInvoice(c.get("deps"), signedInUser(c), id);
    return receiptDownload(c, row, invoice, paymentId, c.req.valid("query").lang ?? "fr");
  });
}
