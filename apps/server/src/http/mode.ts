import type { Context } from "hono";
import type { Scope } from "../db/scope";
import { signedInUser } from "./access";
import { requestMode } from "./request-mode";
import type { AppEnv } from "./types";

export { requestMode };

export function staffScope(c: Context<AppEnv>): Scope {
  return { companyId: signedInUser(c).companyId, mode: requestMode(c) };
}
