import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "./types";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * First middleware: gives the request its id, logger, client address and the app's deps,
 * and writes one structured log line per request when it ends.
 */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    c.set("clientIp", clientIp(c, deps.config.PAYFLOW_TRUST_PROXY));
    c.set("user", undefined);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.header("X-Request-Id", requestId);
      const user = c.get("user");
      log.info("request", {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ip: c.get("clientIp"),
        ...(user ? { userId: user.userId } : {}),
      });
    }
  };
}

/** The caller's address: X-Forwarded-For only behind a trusted proxy, else the socket's. */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (app.request in tests)
  }
}
