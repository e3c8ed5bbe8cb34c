import type { Context } from "hono";
import { type AuditActor, actorOf } from "../modules/audit/service";
import { signedInUser } from "./access";
import type { AppEnv } from "./types";

/** The signed-in caller as the audit log records them. */
export function auditActor(c: Context<AppEnv>): AuditActor {
  return actorOf(signedInUser(c).profile, {
    ipAddress: c.get("clientIp") || null,
    userAgent: c.req.header("user-agent") ?? null,
  });
}
