import type { AuditAction } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AuditActor } from "../../http/actor";
import { newId } from "../../lib/ids";

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
    | "webhookEndpoint"
    | "payout"
    | "paymentLink"
    | "invoice";
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
