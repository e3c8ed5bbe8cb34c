import type { AuditAction } from "@payflow/contracts";
import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { auditLog } from "../../db/schema";

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, a page at a time (before = the last row's time of the previous page). */
export async function listAudit(
  db: Tx,
  companyId: string,
  f: { action?: AuditAction; q?: string; before?: string; limit: number },
): Promise<AuditRow[]> {
  const where: SQL[] = [eq(auditLog.companyId, companyId)];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.before) where.push(lt(auditLog.createdAt, new Date(f.before)));
  if (f.q) {
    const pattern = containsPattern(f.q);
    const match = or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern));
    if (match) where.push(match);
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit);
}
