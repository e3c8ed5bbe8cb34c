import type { OpenAPIHono } from "@hono/zod-openapi";
import { hasCapability } from "@payflow/contracts";
import { loadCurrentUser } from "../../auth/current-user";
import { declareAccess, requireAccess, signedInUser } from "../../http/access";
import type { AppEnv } from "../../http/types";
import * as payments from "../payments";
import { clientIdsOfLogin, eventsSince } from "./queries";
import { openStream } from "./stream";

// Live updates without polling: GET /api/stream for signed-in people (the payments they may see
// and their notifications; resumes from Last-Event-ID), GET /api/checkout/{id}/stream for the
// payer's page (that payment's status only).

const CATCH_UP_LIMIT = 200;

// Server-sent events have no zod body; they are documented by hand so the OpenAPI document
// still lists every /api route.
function documentStream(app: OpenAPIHono<AppEnv>, path: string, summary: string, withId: boolean) {
  app.openAPIRegistry.registerPath({
    method: "get",
    path,
    summary,
    tags: ["Realtime"],
    ...(withId
      ? { parameters: [{ name: "id", in: "path" as const, required: true, schema: { type: "string" as const } }] }
      : {}),
    responses: {
      200: { description: "A stream of server-sent events.", content: { "text/event-stream": { schema: {} } } },
      ...(withId ? { 404: { description: "No such payment." } } : { 401: { description: "Not signed in." } }),
    },
  });
}

export function registerLiveRoutes(app: OpenAPIHono<AppEnv>) {
  documentStream(
    app,
    "/api/stream",
    "Live updates for the signed-in person (payment events they may see, notifications); resumes from Last-Event-ID",
    false,
  );
  declareAccess("GET", "/api/stream", "signedIn");
  app.get("/api/stream", requireAccess("signedIn"), async (c) => {
    const user = signedInUser(c);
    const deps = c.get("deps");
    const seesAll = user.isStaff && hasCapability(user.capabilities, "viewTransactions");
    const ownClients = new Set(user.isStaff ? [] : await clientIdsOfLogin(deps.db, user.companyId, user.userId));
    const mayFollow = (companyId: string, clientId: string | null) =>
      companyId === user.companyId && (seesAll || (clientId !== null && ownClients.has(clientId)));
    const lastSeq = Number(/^p(\d+)$/.exec(c.req.header("last-event-id") ?? "")?.[1] ?? Number.NaN);
    return openStream(c, {
      accepts: (m) => (m.kind === "notification" ? m.userId === user.userId : mayFollow(m.companyId, m.clientId)),
      write: async (stream, m) => {
        if (m.kind === "notification") return stream.writeSSE({ event: "notification", data: "{}" });
        const data = JSON.stringify({ paymentId: m.paymentId, status: m.status, mode: m.mode, type: m.eventType });
        return stream.writeSSE({ event: "payment", id: `p${m.seq}`, data });
      },
      start: async (stream) => {
        if (!Number.isFinite(lastSeq)) return;
        for (const e of await eventsSince(deps.db, user.companyId, lastSeq, CATCH_UP_LIMIT)) {
          if (!mayFollow(user.companyId, e.clientId)) continue;
          const data = JSON.stringify({
            paymentId: e.paymentId,
            status: e.status,
            mode: e.isTestData ? "test" : "live",
            type: e.type,
          });
          await stream.writeSSE({ event: "payment", id: `p${e.seq}`, data });
        }
      },
      stillAllowed: async () =>
        (await loadCurrentUser(deps, c.req.header("cookie"), () => c.req.raw.headers).catch(() => null)) !== null,
    });
  });

  documentStream(app, "/api/checkout/{id}/stream", "Live status of one payment for its checkout page", true);
  declareAccess("GET", "/api/checkout/:id/stream", "public");
  app.get("/api/checkout/:id/stream", async (c) => {
    const id = c.req.param("id");
    const payment = await payments.findPaymentById(c.get("deps").db, id);
    if (!payment) return c.json({ error: { code: "notFound", message: "Not found." } }, 404);
    return openStream(c, {
      accepts: (m) => m.kind === "payment" && m.paymentId === id,
      write: (stream, m) =>
        stream.writeSSE({ event: "status", data: JSON.stringify({ status: m.kind === "payment" ? m.status : "" }) }),
      // Read after subscribing: a change in between is heard either way.
      start: async (stream) => {
        const now = await payments.findPaymentById(c.get("deps").db, id);
        await stream.writeSSE({ event: "status", data: JSON.stringify({ status: now?.status ?? payment.status }) });
      },
    });
  });
}
