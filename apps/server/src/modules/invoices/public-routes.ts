import type { OpenAPIHono } from "@hono/zod-openapi";
import { IdParam, PayInvoiceRequest, PaymentLinkPayment, PublicInvoice } from "@payflow/contracts";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { payInvoice, publicInvoiceView } from "./parts";

// The client's calls on an invoice's page (public, no session): the invoice's id is the payer's
// key. A draft, a void or an unknown invoice answers 404 invoiceUnavailable.

const tags = ["Invoices (payer)"];

const view = defineRoute({
  method: "get",
  path: "/api/public/invoices/{id}",
  access: "public",
  tags,
  summary: "What the client's page shows of an issued invoice: the invoice as certified, paid and remaining",
  request: { params: IdParam },
  responses: { 200: jsonResponse(PublicInvoice) },
});

const pay = defineRoute({
  method: "post",
  path: "/api/public/invoices/{id}/payments",
  access: "public",
  tags,
  summary: "A part of the invoice: one payment, followed at its checkout URL (/pay/<id>)",
  request: { params: IdParam, body: jsonBody(PayInvoiceRequest) },
  responses: { 201: jsonResponse(PaymentLinkPayment, "Created") },
});

export function registerPublicInvoiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(view, async (c) =>
    c.json(PublicInvoice.parse(await publicInvoiceView(c.get("deps"), c.req.valid("param").id)), 200),
  );
  app.openapi(pay, async (c) => {
    const payment = await payInvoice(c.get("deps"), c.req.valid("param").id, c.req.valid("json"), c.get("clientIp"));
    return c.json(PaymentLinkPayment.parse(payment), 201);
  });
}
