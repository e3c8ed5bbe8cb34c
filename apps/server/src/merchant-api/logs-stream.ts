import type { OpenAPIHono } from "@hono/zod-openapi";
import type { V1RequestLogLine } from "@payflow/contracts";
import { and, asc, desc, eq, gt, type SQL } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { apiRequests } from "../db/schema";
import type { Deps } from "../deps";
import { defineRoute } from "../http/route";
import type { AppEnv } from "../http/types";
import { followRows, lastEventSeq } from "./follow";
import { flushRequestLog } from "./request-log";
import { keyScope } from "./scope";

// The company's API requests in the key's mode as they are answered (docs/API.md § The CLI):
// what `payflow logs tail` shows. Lines come from request-log.ts's table, followed by seq
// (follow.ts); the stream starts with the lines of the last minute.

const PAGE = 200;
const BACKLOG_MS = 60_000;
const POLL_MS = 500;

const stream = defineRoute({
  surface: "v1",
  method: "get",
  path: "/logs/stream",
  operationId: "streamRequestLogs",
  action: "events:read",
  tags: ["Events"],
  summary: "Follow the API's requests as they are answered",
  description:
    "Server-sent events, one `request` message per request a key of the company made in this key's mode: method, path, status, error code, duration and request id (no body, no key), starting with the last minute's. Send the last `id` back as `Last-Event-ID` to go on after a reconnect. Used by `payflow logs tail`.",
  responses: {
    200: { description: "A stream of server-sent events", content: { "text/event-stream": { schema: {} } } },
  },
});

type Row = typeof apiRequests.$inferSelect;

/** Before the first line of the last minute; with none, after the newest line. */
async function startSeq(deps: Deps, inScope: SQL | undefined): Promise<number> {
  const [recent] = await deps.db
    .select({ seq: apiRequests.seq })
    .from(apiRequests)
    .where(and(inScope, gt(apiRequests.createdAt, new Date(Date.now() - BACKLOG_MS))))
    .orderBy(asc(apiRequests.seq))
    .limit(1);
  if (recent) return recent.seq - 1;
  const [newest] = await deps.db
    .select({ seq: apiRequests.seq })
    .from(apiRequests)
    .where(inScope)
    .orderBy(desc(apiRequests.seq))
    .limit(1);
  return newest?.seq ?? 0;
}

export function registerV1LogsStream(app: OpenAPIHono<AppEnv>) {
  app.openapi(stream, async (c) => {
    const scope = keyScope(c);
    const deps = c.get("deps");
    const inScope = and(eq(apiRequests.companyId, scope.companyId), eq(apiRequests.isTestData, scope.mode === "test"));
    // A first connection starts a minute back: the calls just made are shown too.
    await flushRequestLog(deps);
    const after = lastEventSeq(c.req.header("last-event-id")) ?? (await startSeq(deps, inScope));
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (out) => {
      await out.writeSSE({ event: "ready", data: JSON.stringify({ mode: scope.mode }) });
      await followRows<Row>(
        out,
        {
          after,
          pollMs: POLL_MS,
          key: (row) => String(row.seq),
          read: async (seq) => {
            const rows = await deps.db
              .select()
              .from(apiRequests)
              .where(and(inScope, gt(apiRequests.seq, seq)))
              .orderBy(asc(apiRequests.seq))
              .limit(PAGE);
            return { rows, full: rows.length === PAGE };
          },
        },
        async (row) => {
          const line: V1RequestLogLine = {
            method: row.method,
            path: row.path,
            status: row.status,
            error_code: row.errorCode,
            duration_ms: row.durationMs,
            request_id: row.requestId,
            api_key: row.apiKeyId,
            created_at: row.createdAt.toISOString(),
          };
          await out.writeSSE({ id: String(row.seq), event: "request", data: JSON.stringify(line) });
        },
      );
    });
  });
}
