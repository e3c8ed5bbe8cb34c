import type { AuditAction } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { auditLog } from "../../db/schema";
import { newId } from "../../lib/ids";

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

export type AuditEntry = {
  action: AuditAction;
  targetType?:
    | "user"
    | "role"
    | "session"
    | "settings"
    | "client"
    | "paymentAccount"
    | "operatorCredentials"
    | "email"
    | "payment"
    | "apiKey"
    | "webhookEndpoint";
  targetId?: string;
  targetLabel?: string;
  details?: Record<string, unknown>;
};

/** Appends one line to the company's audit log; runs in the caller's transaction when given one. */
export async function recordAudit(db: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: newId("aud"),
    companyId: actor.companyId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    details: entry.details ?? {},
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent?.slice(0, 250) ?? null,
  });
}
