import type { Context } from "hono";
import type { AuditActor } from "../modules/audit/service";
import { signedInUser } from "./access";
import type { AppEnv } from "./types";

/** The signed-in caller as the audit log records them. */
export function auditActor(c: Context<AppEnv>): AuditActor {
  const user = signedInUser(c);
  return {
    companyId: user.companyId,
    userId: user.userId,
    email: user.profile.email,
    ipAddress: c.get("clientIp") || null,
    userAgent: c.req.header("user-agent") ?? null,
  };
}
