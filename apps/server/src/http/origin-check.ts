import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated calls (docs/ARCHITECTURE.md): a state-changing request that
 * carries an Origin must come from a trusted one, and one without an Origin must not say it is
 * cross-site (Sec-Fetch-Site, sent by browsers that omit Origin in some cases). A forged
 * cross-site form or fetch is refused; non-browser clients without cookies are unaffected.
 */
export function originCheck(trusted: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trusted);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin !== undefined && !allowed.has(origin)) throw new AppError("originNotAllowed");
      if (origin === undefined && c.req.header("sec-fetch-site") === "cross-site") {
        throw new AppError("originNotAllowed");
      }
    }
    await next();
  };
}
