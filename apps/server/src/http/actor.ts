import type { Context } from "hono";
import { type AuditActor, actorOf } from "../modules/audit/service";
import { signedInUser } from "./access";
import type { AppEnv, CurrentUser } from "./types";

/** The signed-in caller as the audit log records them. */
export function auditActor(c: Context<AppEnv>): AuditActor {
  return actorOf(signedInUser(c).profile, {
    ipAddress: c.get("clientIp") || null,
    userAgent: c.req.header("user-agent") ?? null,
  });
}

/** The signed-in caller: who they are (capabilities) and how the audit log records them. */
export type Acting = { user: CurrentUser; audit: AuditActor };

export function acting(c: Context<AppEnv>): Acting {
  return { user: signedInUser(c), audit: auditActor(c) };
}
