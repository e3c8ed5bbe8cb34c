import type { HeldOperatorReport } from "@payflow/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { heldOperatorReports } from "../../../db/schema";
import { inScopeOf, type Scope } from "../../../db/scope";

// Operator successes that did not match their payment (operator-match.ts), kept for review.

export type HeldReportRow = typeof heldOperatorReports.$inferSelect;

export async function insertHeldReport(db: Tx, row: typeof heldOperatorReports.$inferInsert): Promise<void> {
  await db.insert(heldOperatorReports).values(row);
}

/** A payment's held reports, oldest first, in the caller's company and mode. */
export function listHeldReports(db: Tx, scope: Scope, paymentId: string): Promise<HeldReportRow[]> {
  return db
    .select()
    .from(heldOperatorReports)
    .where(and(inScopeOf(heldOperatorReports, scope), eq(heldOperatorReports.paymentId, paymentId)))
    .orderBy(asc(heldOperatorReports.createdAt));
}

export function toHeldReport(row: HeldReportRow): HeldOperatorReport {
  return {
    id: row.id,
    source: row.source as HeldOperatorReport["source"],
    mismatches: row.mismatches as HeldOperatorReport["mismatches"],
    reported: row.reported,
    createdAt: row.createdAt.toISOString(),
  };
}
