// Structured logs: one JSON object per line on stdout, so any log shipper can read them.

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type Logger = {
  [L in Level]: (msg: string, fields?: Record<string, unknown>) => void;
} & { child: (fields: Record<string, unknown>) => Logger };

export function createLogger(
  level: Level | "silent" = "info",
  base: Record<string, unknown> = {},
  write: (line: string) => void = writeStdout,
): Logger {
  const emit = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...base };
    if (fields) {
      for (const [k, v] of Object.entries(fields)) {
        entry[k] = v instanceof Error ? describeError(v) : v;
      }
    }
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

/**
 * An error as a log shows it. A failed database query's message and stack carry the query's
 * parameters (emails, names…): only the query text and PostgreSQL's own error are kept.
 */
export function describeError(error: Error): Record<string, unknown> {
  const failedQuery = error as Error & { query?: unknown; params?: unknown; cause?: unknown };
  if (typeof failedQuery.query === "string" && "params" in failedQuery) {
    const cause = failedQuery.cause as (Error & { code?: string }) | undefined;
    return {
      name: error.name,
      message: "Failed query",
      query: failedQuery.query,
      cause: cause ? { name: cause.name, code: cause.code, message: cause.message } : undefined,
      stack: error.stack
        ?.split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n"),
    };
  }
  return { name: error.name, message: error.message, stack: error.stack };
}

// Lines are gathered and written to stdout once per turn of the event loop: writing to a file or
// a pipe is synchronous in Node, and one write per request line cost the signed-in path about a
// tenth of its time under load. Whatever is pending is written before the process exits, also
// on process.exit() after a fatal error; only a kill -9 can lose the last few milliseconds.
let pending: string[] = [];
let pendingBytes = 0;
const FLUSH_BYTES = 64 * 1024;

function flush(): void {
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  pendingBytes = 0;
  process.stdout.write(text);
}

function writeStdout(line: string): void {
  if (pending.length === 0) setImmediate(flush);
  pending.push(`${line}\n`);
  pendingBytes += line.length + 1;
  if (pendingBytes >= FLUSH_BYTES) flush();
}

process.on("exit", flush);
