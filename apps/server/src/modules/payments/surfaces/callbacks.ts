import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps } from "../../../deps";
import { declareAccess } from "../../../http/access";
import type { AppEnv } from "../../../http/types";
import { adapterFor, operatorContext, operatorOfCallbackPath } from "../../../operators/registry";
import { CallbackRejected } from "../../../operators/types";
import { paymentRef } from "../engine/attempts";
import { applyOperatorStatus } from "../engine/outcomes";
import * as q from "../queries";

// Operators' notifications: POST /callbacks/<operator>[/<payment id>]. Each is checked the way
// its operator requires (Wave's signature on the raw bytes, Orange's notif_token, MTN confirmed
// by a status call) before anything changes; a forged or replayed one changes nothing and is
// logged. Applying it goes through the state machine, so duplicates and out-of-order ones
// cannot move a final payment or write a second event; a success that does not match the
// payment is held for review, and one for a payment PayFlow had stopped is a late success.

const PATH = "/callbacks/:operator/:id?";

export function registerCallbackRoutes(app: Hono<AppEnv>, deps: Deps) {
  declareAccess("POST", PATH, "public");
  app.post(PATH, bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const log = c.get("log");
    const operator = operatorOfCallbackPath(c.req.param("operator"));
    if (!operator) return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
    const request = {
      rawBody: await c.req.text(),
      headers: c.req.raw.headers,
      pathPaymentId: c.req.param("id") ?? null,
    };
    const adapter = adapterFor(operator);
    const located = adapter.locateCallback(request);
    const payment = located ? await q.findPaymentById(deps.db, located.paymentId) : null;
    if (!payment || payment.operator !== operator) {
      log.warn("operator callback for no payment of ours", { operator, paymentId: located?.paymentId ?? null });
      return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
    }
    const ctx = await operatorContext(
      deps,
      payment.companyId,
      payment.isTestData ? "test" : "live",
      operator,
      payment.phone,
    );
    if (!ctx) return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
    try {
      const result = await adapter.verifyCallback(ctx, request, paymentRef(payment));
      const moved = await applyOperatorStatus(deps, payment.id, result.status, deps.db, { source: "callback" });
      log.info("operator callback", {
        operator,
        paymentId: payment.id,
        eventId: result.eventId,
        reported: result.status.state,
        changed: moved !== null,
      });
    } catch (error) {
      if (!(error instanceof CallbackRejected)) throw error;
      log.warn("operator callback rejected", { operator, paymentId: payment.id, reason: error.reason });
      return c.json({ error: { code: "unauthorized", message: "Callback refused." } }, 401);
    }
    return c.json({ received: true }, 200);
  });
}
