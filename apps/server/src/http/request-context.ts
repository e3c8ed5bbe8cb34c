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

/**
 * The caller's address. Behind `hops` trusted proxies it is read from the right of
 * X-Forwarded-For: each proxy appends the address it was called from, so the entry `hops` from
 * the end is the one our first proxy saw; anything left of it was written by the caller and can
 * be forged. Without trusted proxies, the socket's address.
 */
export function clientIp(c: Context<AppEnv>, hops: number): string {
  if (hops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - hops)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (app.request in tests)
  }
}
