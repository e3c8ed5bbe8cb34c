import type { Context } from "hono";
import { signedInUser } from "./access";
import type { AppEnv, CurrentUser } from "./types";

/** Who acted and from where; null actor for things the system did on a person's behalf. */
export type AuditActor = {
  companyId: string;
  userId: string | null;
  email: string | null;
  ipAddress: string | null;
  userAgent: string | null;
};

/** Where a request came from, as the audit log records it. */
export type RequestOrigin = { ipAddress: string | null; userAgent: string | null };

/** A person acting on their company's rows, from where they are. */
export function actorOf(
  profile: { companyId: string; userId: string; email: string },
  origin: RequestOrigin,
): AuditActor {
  return { companyId: profile.companyId, userId: profile.userId, email: profile.email, ...origin };
}

/** The signed-in caller as the audit log records them. */
function auditActor(c: Context<AppEnv>): AuditActor {
  return actorOf(signedInUser(c).profile, {
    ipAddress: c.get("clientIp") || null,
    userAgent: c.req.header("user-agent") ?? null,
  });
}

/**
 * The signed-in caller: who they are (capabilities) and how the audit log records them. The one
 * way a route hands its caller to a service that changes something (docs/CONVENTIONS.md).
 */
export type Acting = { user: CurrentUser; audit: AuditActor };

export function acting(c: Context<AppEnv>): Acting {
  return { user: signedInUser(c), audit: auditActor(c) };
}
