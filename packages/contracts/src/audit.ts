import { z } from "zod";
import { AUDIT_ACTIONS } from "./audit-actions";

export { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";

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
