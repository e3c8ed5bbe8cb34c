import type { MiddlewareHandler } from "hono";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { authenticateKey } from "../modules/api-keys/service";

/** Bearer secret key → the caller's company and mode (401 for a missing, unknown, revoked or expired key). */
export function apiKeyAuth(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const value = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!value) throw new AppError("unauthorized");
    const caller = await authenticateKey(c.get("deps"), value);
    if (!caller) throw new AppError("apiKeyRevoked");
    c.set("apiKey", caller);
    await next();
  };
}
