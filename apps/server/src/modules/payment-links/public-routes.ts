import type { OpenAPIHono } from "@hono/zod-openapi";
import { PaymentLinkPayment, PaymentLinkSlugParam, PayPaymentLinkRequest, PublicPaymentLink } from "@payflow/contracts";
import { defineRoute, jsonBody, jsonResponse } from "../../http/route";
import type { AppEnv } from "../../http/types";
import { payLink, publicLinkView } from "./public";

// The payer's calls (public, no session): the link's slug is the payer's key. A link that takes
// no payment, for whatever reason, answers 404 paymentLinkUnavailable.

const tags = ["Payment links (payer)"];

const view = defineRoute({
  method: "get",
  path: "/api/public/payment-links/{slug}",
  access: "public",
  tags,
  summary: "What the payer's page shows of a payment link",
  request: { params: PaymentLinkSlugParam },
  responses: { 200: jsonResponse(PublicPaymentLink) },
});

const pay = defineRoute({
  method: "post",
  path: "/api/public/payment-links/{slug}/payments",
  access: "public",
  tags,
  summary: "A payer's visit: one payment, followed at its checkout URL (/pay/<id>)",
  request: { params: PaymentLinkSlugParam, body: jsonBody(PayPaymentLinkRequest) },
  responses: { 201: jsonResponse(PaymentLinkPayment, "Created") },
});

export function registerPublicPaymentLinkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(view, async (c) => {
    return c.json(PublicPaymentLink.parse(await publicLinkView(c.get("deps"), c.req.valid("param").slug)), 200);
  });
  app.openapi(pay, async (c) => {
    const deps = c.get("deps");
    const payment = await payLink(deps, c.req.valid("param").slug, c.req.valid("json"), c.get("clientIp"));
    return c.json(PaymentLinkPayment.parse(payment), 201);
  });
}
