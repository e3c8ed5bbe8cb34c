import type { OpenAPIHono } from "@hono/zod-openapi";
import { CheckoutQr, IdParam, Payment, PosAccountList, paymentOperatorOfProvider } from "@payflow/contracts";
import { publicUrl } from "../../../config/env";
import { AppError } from "../../../http/errors";
import { staffScope } from "../../../http/mode";
import { defineRoute, jsonResponse } from "../../../http/route";
import type { AppEnv } from "../../../http/types";
import { qrDataUrl } from "../../../lib/qr";
import { operatorReady } from "../../../operators/registry";
import * as q from "../queries";
import { checkoutUrl, toPayment } from "../serialize";

// The point of sale's own reads (usePOS): the accounts it can collect on, the payment it just
// created (a cashier may lack viewTransactions), and the QR code of its checkout link.

const access = { capability: "usePOS" } as const;
const tags = ["Point of sale"];

const accounts = defineRoute({
  method: "get",
  path: "/api/pos/accounts",
  access,
  tags,
  summary:
    "The company's mobile money accounts, each with whether its operator can be used in the current mode, and PayFlow's public address",
  responses: { 200: jsonResponse(PosAccountList) },
});

const payment = defineRoute({
  method: "get",
  path: "/api/pos/payments/{id}",
  access,
  tags,
  summary: "A payment of the current mode, as the POS panel follows it",
  request: { params: IdParam },
  responses: { 200: jsonResponse(Payment) },
});

const qr = defineRoute({
  method: "get",
  path: "/api/pos/payments/{id}/qr",
  access,
  tags,
  summary: "The QR code of a payment's checkout link (SVG data URL)",
  request: { params: IdParam },
  responses: { 200: jsonResponse(CheckoutQr) },
});

export function registerPosRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(accounts, async (c) => {
    const deps = c.get("deps");
    const scope = staffScope(c);
    const items = [];
    for (const a of await q.listAccountsOf(deps.db, scope.companyId)) {
      const operator = paymentOperatorOfProvider(a.operatorBank);
      if (!operator) continue;
      const ready = await operatorReady(deps, scope.companyId, scope.mode, operator);
      items.push({
        id: a.id,
        accountName: a.accountName,
        operatorBank: a.operatorBank,
        operator,
        isPrimary: a.isPrimary,
        ready,
      });
    }
    items.sort((x, y) => Number(y.isPrimary) - Number(x.isPrimary) || x.accountName.localeCompare(y.accountName));
    return c.json(PosAccountList.parse({ items, publicUrl: publicUrl(deps.config) }), 200);
  });
  app.openapi(payment, async (c) => {
    const deps = c.get("deps");
    const row = await q.findPayment(deps.db, staffScope(c), c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    return c.json(Payment.parse(toPayment(row, publicUrl(deps.config))), 200);
  });
  app.openapi(qr, async (c) => {
    const deps = c.get("deps");
    const row = await q.findPayment(deps.db, staffScope(c), c.req.valid("param").id);
    if (!row) throw new AppError("notFound");
    const url = checkoutUrl(publicUrl(deps.config), row.id);
    return c.json(CheckoutQr.parse({ checkoutUrl: url, qrCode: await qrDataUrl(url) }), 200);
  });
}
