import type { MiddlewareHandler } from "hono";
import { AppError } from "../http/errors";
import { countAttempt } from "../http/rate-limit";
import type { AppEnv } from "../http/types";

/**
 * Requests per second per key (PAYFLOW_API_RATE_LIMIT; 0 turns it off), counted in PostgreSQL
 * so every app instance shares the count; answered in RateLimit-* headers.
 */
export function apiRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = c.get("deps").config.PAYFLOW_API_RATE_LIMIT;
    const caller = c.get("apiKey");
    if (limit > 0 && caller) {
      const { count, retryAfter } = await countAttempt(c.get("deps").db, `api:${caller.keyId}`, 1);
      c.header("RateLimit-Limit", String(limit));
      c.header("RateLimit-Remaining", String(Math.max(0, limit - count)));
      c.header("RateLimit-Reset", String(retryAfter));
      if (count > limit) throw new AppError("rateLimited", { retryAfterSeconds: retryAfter });
    }
    await next();
  };
}
