import type { MiddlewareHandler } from "hono";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { authenticateKey } from "../modules/api-keys";

/**
 * Bearer secret key → the caller's company and mode. 401 invalid_api_key for a missing (its own
 * message, saying how to send one), malformed or unknown key; 401 api_key_revoked for a revoked
 * one or a rolled one past its overlap.
 */
export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const value = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!value) throw new AppError("apiKeyMissing");
    const caller = await authenticateKey(c.get("deps"), value);
    if (caller === "invalid") throw new AppError("invalidApiKey");
    if (caller === "revoked") throw new AppError("apiKeyRevoked");
    c.set("apiKey", caller);
    await next();
  };
}
