import type { OpenAPIHono } from "@hono/zod-openapi";
import { isWebhookEventType, V1EventStreamQuery, type V1StreamedEvent } from "@payflow/contracts";
import { streamSSE } from "hono/streaming";
import type { Scope } from "../db/scope";
import type { Deps } from "../deps";
import { AppError } from "../http/errors";
import { defineRoute } from "../http/route";
import type { AppEnv } from "../http/types";
import { listEvents } from "../modules/payments";
import { webhookBody } from "../modules/webhooks";
import { followRows, lastEventSeq } from "./follow";
import { keyScope } from "./scope";

// A test key's company's events as they happen (docs/API.md § The CLI): what `payflow listen`
// forwards to a developer's laptop, followed in the events table (follow.ts), woken at once when
// this instance hears of a payment of the company. Test mode only: live events go to registered
// endpoints.

const PAGE = 200;
type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

const stream = defineRoute({
  surface: "v1",
  method: "get",
  path: "/events/stream",
  operationId: "streamEvents",
  action: "events:read",
  errors: ["test_key_required"],
  tags: ["Events"],
  summary: "Follow the test events as they happen",
  description:
    "Server-sent events: each message's `event` is the type, its `id` the stream's place (send it back as `Last-Event-ID` to go on after a reconnect), its data `{ id, type, body }` with the webhook's body as an endpoint would receive it. Test keys only (`test_key_required` otherwise). Used by `payflow listen`.",
  request: { query: V1EventStreamQuery },
  responses: {
    200: { description: "A stream of server-sent events", content: { "text/event-stream": { schema: {} } } },
  },
});

/** Where to start: after the Last-Event-ID a reconnect sends, else after the newest event now. */
async function startSeq(deps: Deps, scope: Scope, lastEventId: string | undefined): Promise<number> {
  const given = lastEventSeq(lastEventId);
  if (given !== null) return given;
  const [newest] = await listEvents(deps.db, scope, null, 1, null, null);
  return newest?.seq ?? 0;
}

export function registerV1EventStream(app: OpenAPIHono<AppEnv>) {
  app.openapi(stream, async (c) => {
    const scope = keyScope(c);
    if (scope.mode !== "test") throw new AppError("testKeyRequired");
    const { types } = c.req.valid("query");
    const wanted = types ? new Set(types.split(",")) : null;
    const deps = c.get("deps");
    const after = await startSeq(deps, scope, c.req.header("last-event-id"));
    // The bodies in the version the request is answered in (PayFlow-Version, else the key's), as
    // an endpoint pinned to it receives them.
    const version = c.get("apiVersion") ?? c.get("apiKey")?.apiVersion;
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    await deps.realtime.ready();
    return streamSSE(c, async (out) => {
      await out.writeSSE({ event: "ready", data: JSON.stringify({ mode: "test", after }) });
      await followRows<EventRow>(
        out,
        {
          after,
          key: (row) => row.id,
          read: async (seq) => {
            const rows = await listEvents(deps.db, scope, null, PAGE, null, seq);
            return { rows, full: rows.length === PAGE };
          },
          wakeOn: (wake) =>
            deps.realtime.subscribe((m) => {
              if (m.kind === "lost" || (m.kind === "payment" && m.companyId === scope.companyId && m.mode === "test"))
                wake();
            }),
        },
        async (row) => {
          if (!isWebhookEventType(row.type) || (wanted && !wanted.has(row.type))) return;
          const data: V1StreamedEvent = { id: row.id, type: row.type, body: webhookBody(row, version) };
          await out.writeSSE({ id: String(row.seq), event: row.type, data: JSON.stringify(data) });
        },
      );
    });
  });
}
