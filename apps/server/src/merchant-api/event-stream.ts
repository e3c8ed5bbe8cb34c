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
import { keyScope } from "./scope";

// A test key's company's events as they happen (docs/API.md § The CLI): what `payflow listen`
// forwards to a developer's laptop. The stream reads the events table — the one truth every
// instance shares — every second, and at once when this instance hears of a payment of the
// company. Each read goes back over the last WINDOW_MS of events, skipping those already sent:
// an event's number is taken before its transaction commits, so one committed a moment after a
// later-numbered one is still sent. Test mode only: live events go to registered endpoints.

const POLL_MS = 1_000;
const WINDOW_MS = 10_000;
const KEEPALIVE_MS = 20_000;
const PAGE = 200;

const stream = defineRoute({
  surface: "v1",
  method: "get",
  path: "/events/stream",
  action: "events:read",
  tags: ["Events"],
  summary: "Follow the test events as they happen",
  description:
    "Server-sent events: each message's `event` is the type, its `id` the stream's place (send it back as `Last-Event-ID` to go on after a reconnect), its data `{ id, type, body }` with the webhook's body as an endpoint would receive it. Test keys only (`testKeyRequired` otherwise). Used by `payflow listen`.",
  request: { query: V1EventStreamQuery },
  responses: {
    200: { description: "A stream of server-sent events", content: { "text/event-stream": { schema: {} } } },
  },
});

type Sent = { seq: number; at: number };

/** Every event after `floor`, oldest first, page by page. */
async function* eventsAfter(deps: Deps, scope: Scope, floor: number) {
  for (let cursor = floor; ; ) {
    const rows = await listEvents(deps.db, scope, null, PAGE, null, cursor);
    yield* rows;
    const lastRow = rows.at(-1);
    if (rows.length < PAGE || !lastRow) return;
    cursor = lastRow.seq;
  }
}

/** Where to start: after the Last-Event-ID a reconnect sends, else after the newest event now. */
async function startSeq(deps: Deps, scope: Scope, lastEventId: string | undefined): Promise<number> {
  const given = Number(lastEventId);
  if (lastEventId && Number.isSafeInteger(given) && given >= 0) return given;
  const [newest] = await listEvents(deps.db, scope, null, 1, null, null);
  return newest?.seq ?? 0;
}

export function registerV1EventStream(app: OpenAPIHono<AppEnv>) {
  app.openapi(stream, async (c) => {
    const scope = keyScope(c);
    if (scope.mode !== "test") throw new AppError("testKeyRequired");
    const { types } = c.req.valid("query");
    const wantedTypes = types ? new Set(types.split(",")) : null;
    const deps = c.get("deps");
    let last = await startSeq(deps, scope, c.req.header("last-event-id"));
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    await deps.realtime.ready();
    return streamSSE(c, async (out) => {
      let wake: (() => void) | null = null;
      const unsubscribe = deps.realtime.subscribe((m) => {
        if (m.kind === "lost" || (m.kind === "payment" && m.companyId === scope.companyId && m.mode === "test"))
          wake?.();
      });
      out.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      const sent = new Map<string, Sent>();
      let quietSince = Date.now();
      try {
        await out.writeSSE({ event: "ready", data: JSON.stringify({ mode: "test", after: last }) });
        while (!out.aborted) {
          // Back over the window: the oldest event sent within it bounds the read.
          const now = Date.now();
          for (const [id, s] of sent) if (now - s.at > WINDOW_MS) sent.delete(id);
          const floor = Math.min(last, ...[...sent.values()].map((s) => s.seq - 1));
          for await (const row of eventsAfter(deps, scope, floor)) {
            if (out.aborted) break;
            if (sent.has(row.id)) continue;
            sent.set(row.id, { seq: row.seq, at: Date.now() });
            last = Math.max(last, row.seq);
            if (!isWebhookEventType(row.type) || (wantedTypes && !wantedTypes.has(row.type))) continue;
            const data: V1StreamedEvent = { id: row.id, type: row.type, body: webhookBody(row) };
            await out.writeSSE({ id: String(row.seq), event: row.type, data: JSON.stringify(data) });
            quietSince = Date.now();
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, POLL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
          if (!out.aborted && Date.now() - quietSince >= KEEPALIVE_MS) {
            await out.write(": keepalive\n\n");
            quietSince = Date.now();
          }
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
