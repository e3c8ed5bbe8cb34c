import { z } from "zod";

/** What the audit log records (issue: role, user, password, two-factor, session and settings changes). */
export const AUDIT_ACTIONS = [
  "role.created",
  "role.updated",
  "role.deleted",
  "user.created",
  "user.invited",
  "user.updated",
  "user.roleChanged",
  "user.deleted",
  "password.changed",
  "password.reset",
  "twoFactor.enabled",
  "twoFactor.disabled",
  "session.revoked",
  "session.revokedOthers",
  "session.revokedAll",
  "settings.updated",
  "client.created",
  "client.deleted",
  "operatorCredentials.updated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Matches the actor's email or the target's label, case-insensitive. */
  q: z.string().trim().max(120).optional(),
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.object({ items: z.array(AuditEntry), nextBefore: z.string().nullable() });
export type AuditList = z.infer<typeof AuditList>;
