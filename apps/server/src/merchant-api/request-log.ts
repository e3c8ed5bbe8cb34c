import { lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { apiRequests } from "../db/schema";
import type { Deps } from "../deps";
import { asAppError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { snake, V1ValidationError } from "./errors";

// Every /v1 request a key made, kept for `payflow logs tail` (docs/API.md § The CLI): written
// after the answer, in batches (at most FLUSH_MS late, or every BATCH rows), so an API call
// never waits for its own log line. A batch that cannot be written is told in the server's log
// and dropped: the API's answer never depends on it.

const FLUSH_MS = 200;
const BATCH = 100;
/** How long the lines are kept. */
export const KEEP_DAYS = 7;

type Row = typeof apiRequests.$inferInsert;

class Writer {
  private rows: Row[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: Deps) {}

  push(row: Row): void {
    this.rows.push(row);
    if (this.rows.length >= BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows.splice(0);
    if (rows.length === 0) return;
    try {
      await this.deps.db.insert(apiRequests).values(rows);
    } catch (error) {
      this.deps.logger.error("api request log not written", { error, rows: rows.length });
    }
  }
}

const writers = new WeakMap<Deps, Writer>();
const writerOf = (deps: Deps) => {
  const found = writers.get(deps);
  if (found) return found;
  const writer = new Writer(deps);
  writers.set(deps, writer);
  return writer;
};

/** Writes what is waiting now (tests; an instance stopping). */
export const flushRequestLog = (deps: Deps) => writerOf(deps).flush();

/** The error code a refusal carried, as the API wrote it. */
function errorCodeOf(error: Error | undefined): string | null {
  if (!error) return null;
  if (error instanceof V1ValidationError) return snake(error.code);
  const known = asAppError(error);
  return known ? snake(known.code) : "internal_error";
}

/** After the key is known: the request's line once it is answered. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const key = c.get("apiKey");
    if (!key) return;
    const url = new URL(c.req.url);
    writerOf(c.get("deps")).push({
      companyId: key.companyId,
      isTestData: key.mode === "test",
      apiKeyId: key.keyId,
      method: c.req.method,
      path: `${url.pathname}${url.search}`.slice(0, 2000),
      status: c.res.status,
      errorCode: c.res.status >= 400 ? errorCodeOf(c.error) : null,
      durationMs: Math.round(performance.now() - started),
      requestId: c.get("requestId") ?? "",
    });
  };
}

/** The background round: lines older than KEEP_DAYS go. */
export async function pruneRequestLog(deps: Deps): Promise<number> {
  const cutoff = new Date(Date.now() - KEEP_DAYS * 86_400_000);
  const gone = await deps.db.delete(apiRequests).where(lt(apiRequests.createdAt, cutoff));
  return gone.rowCount ?? 0;
}
