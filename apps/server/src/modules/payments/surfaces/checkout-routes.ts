import type { OpenAPIHono } from "@hono/zod-openapi";
import { CheckoutPayRequest, CheckoutView, IdParam } from "@payflow/contracts";
import { consumeRateLimit } from "../../../http/rate-limit";
import { defineRoute, jsonBody, jsonResponse } from "../../../http/route";
import type { AppEnv } from "../../../http/types";
import { checkoutView, payFromCheckout } from "./checkout";

// The hosted checkout page's calls: public, the payment id (unguessable) is the payer's key.

const tags = ["Checkout"];

const view = defineRoute({
  method: "get",
  path: "/api/checkout/{id}",
  access: "public",
  tags,
  summary: "What the payer's page shows of a payment",
  request: { params: IdParam },
  responses: { 200: jsonResponse(CheckoutView) },
});

const pay = defineRoute({
  method: "post",
  path: "/api/checkout/{id}/pay",
  access: "public",
  tags,
  summary: "The payer chooses how to pay (operator and number); the operator is asked",
  request: { params: IdParam, body: jsonBody(CheckoutPayRequest) },
  responses: { 200: jsonResponse(CheckoutView) },
});

export function registerCheckoutRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(view, async (c) => {
    return c.json(CheckoutView.parse(await checkoutView(c.get("deps"), c.req.valid("param").id)), 200);
  });
  app.openapi(pay, async (c) => {
    const deps = c.get("deps");
    await consumeRateLimit(deps.db, `checkout:ip:${c.get("clientIp")}`, 30, 60);
    const { operator, phone } = c.req.valid("json");
    return c.json(CheckoutView.parse(await payFromCheckout(deps, c.req.valid("param").id, operator, phone)), 200);
  });
}
