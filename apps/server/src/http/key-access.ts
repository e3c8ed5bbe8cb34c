import { type KeyAction, makerMay, scopesAllow } from "@payflow/contracts";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

/**
 * A merchant API route's check that its key may do what the route does (docs/API.md § Keys and
 * scopes): its scopes first (`insufficientScope`), then its maker's rights now, in the key's
 * mode (`apiKeyMakerNotAllowed`) — a key is never more than the person who made it.
 */
export function requireKeyAction(action: KeyAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get("apiKey");
    if (!caller) throw new AppError("unauthorized");
    if (!scopesAllow(caller.scopes, action)) throw new AppError("insufficientScope", { params: { scope: action } });
    const { maker } = caller;
    if (!maker || !makerMay(maker.role, maker.capabilities, caller.mode, action)) {
      throw new AppError("apiKeyMakerNotAllowed", { params: { scope: action } });
    }
    await next();
  };
}
