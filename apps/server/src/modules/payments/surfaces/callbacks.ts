import type { Hono } from "hono";
import { type Deps, reportDeps } from "../../../deps";
import { declareAccess } from "../../../http/access";
import { limitBody } from "../../../http/body-limit";
import { AppError } from "../../../http/errors";
import type { AppEnv } from "../../../http/types";
import { adapterFor, operatorContext, operatorOfCallbackPath } from "../../../operators/registry";
import { CallbackRejected, type CallbackResult, type OperatorStatus } from "../../../operators/types";
import { type AttemptRow, earlierAttemptsWith } from "../engine/attempt-queries";
import { attemptRef, paymentRef } from "../engine/attempts";
import { findPaymentForOutcome } from "../engine/outcome-queries";
import { applyEarlierAttemptReport, applyOperatorStatus } from "../engine/outcomes";
import type * as q from "../queries";

// Operators' notifications: POST /callbacks/<operator>[/<payment id>]. Each is checked the way
// its operator requires (Wave's signature on the raw bytes, Orange's notif_token, MTN confirmed
// by a status call) before anything changes; a forged or replayed one changes nothing and is
// logged. Applying it goes through the state machine, so duplicates and out-of-order ones
// cannot move a final payment or write a second event; a success that does not match the
// payment is held for review, and one for a payment PayFlow had stopped is a late success.
// A payer who tried again (engine/retry.ts) leaves earlier attempts the operator may still
// write about: such a callback is checked against that attempt and applied as its own.

const PATH = "/callbacks/:operator/:id?";

export function registerCallbackRoutes(app: Hono<AppEnv>, appDeps: Deps) {
  // On the connections kept for operators' reports: a success reported never queues for a
  // connection behind new payments (docs/PAYMENTS.md § Operators' reports first).
  const deps = reportDeps(appDeps);
  declareAccess("POST", PATH, "public");
  app.post(
    PATH,
    // Refused in PayFlow's error shape, like every other refusal of the route.
    limitBody(64 * 1024, () => {
      throw new AppError("payloadTooLarge");
    }),
    async (c) => {
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
      // Read once with all a success needs (its followers too), then applied from that read.
      const read = located ? await findPaymentForOutcome(deps.db, located.paymentId, null) : null;
      const payment = read?.payment ?? null;
      // Its current attempt, when it is this operator's; its earlier ones with this operator are
      // read only when the current one cannot answer for the callback (the busy path reads nothing more).
      const current = payment?.operator === operator && payment.operatorAttemptId ? payment : null;
      let earlier: AttemptRow[] | null = null;
      const earlierOnes = async () =>
        (earlier ??= payment ? await earlierAttemptsWith(deps.db, payment, operator) : []);
      if (!payment || (!current && (await earlierOnes()).length === 0)) {
        log.warn("operator callback for no payment of ours", { operator, paymentId: located?.paymentId ?? null });
        return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
      }
      const mode = payment.isTestData ? "test" : "live";
      const ctx = await operatorContext(deps, payment.companyId, mode, operator, payment.phone);
      if (!ctx) return c.json({ error: { code: "notFound", message: "Not found." } }, 404);

      /** Applies a verified callback as the current attempt's, or as the earlier attempt's it is about. */
      const apply = async (result: CallbackResult, about: AttemptRow | null) => {
        const moved = about
          ? await applyEarlierAttemptReport(deps, payment, about, result.status, "callback")
          : await applyOperatorStatus(deps, payment.id, result.status, deps.db, { source: "callback", read });
        log.info("operator callback", {
          operator,
          paymentId: payment.id,
          attemptId: about?.id ?? payment.operatorAttemptId,
          eventId: result.eventId,
          reported: result.status.state,
          changed: moved !== null,
        });
        return c.json({ received: true }, 200);
      };
      let reason = "";
      if (current) {
        try {
          const result = await adapter.verifyCallback(ctx, request, paymentRef(payment));
          // The current attempt's checks may accept a callback naming an earlier request (Wave's session).
          const named = namedReference(payment, result.status);
          return await apply(
            result,
            named ? ((await earlierOnes()).find((a) => a.operatorReference === named) ?? null) : null,
          );
        } catch (error) {
          if (!(error instanceof CallbackRejected)) throw error;
          reason = error.reason;
        }
      }
      for (const attempt of await earlierOnes()) {
        try {
          return await apply(await adapter.verifyCallback(ctx, request, attemptRef(payment, attempt)), attempt);
        } catch (error) {
          if (!(error instanceof CallbackRejected)) throw error;
          reason = error.reason;
        }
      }
      log.warn("operator callback rejected", { operator, paymentId: payment.id, reason });
      return c.json({ error: { code: "unauthorized", message: "Callback refused." } }, 401);
    },
  );
}

/** The operator's own reference the report names, when it is not the current attempt's. */
function namedReference(payment: q.PaymentRow, status: OperatorStatus): string | null {
  const named = "reported" in status ? status.reported?.operatorReference : null;
  return named && named !== payment.operatorReference ? named : null;
}
