import type { Context } from "hono";
import type { Scope } from "../db/scope";
import { AppError } from "../http/errors";
import type { AppEnv } from "../http/types";

/** The key's company and mode: what every merchant API call reads and writes. */
export function keyScope(c: Context<AppEnv>): Scope {
  const caller = c.get("apiKey");
  if (!caller) throw new AppError("unauthorized");
  return { companyId: caller.companyId, mode: caller.mode };
}

export const limitOf = (limit: number | undefined) => limit ?? 10;
