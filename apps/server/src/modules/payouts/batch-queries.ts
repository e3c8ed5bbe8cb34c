import { PAYOUT_STATUSES, type PayoutBatch, type PayoutBatchDetail, type PayoutStatus } from "@payflow/contracts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payoutBatches, payouts } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import { recordPayoutBatchEvent } from "./events";

// The batches' SQL (docs/PAYOUTS.md § Batches): a batch row beside its lines (payouts carrying
// its id), its lines' counts per state, and its completion once every line ended.

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

export async function findBatch(db: Tx, scope: Scope, id: string): Promise<PayoutBatchRow | null> {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(inScopeOf(payoutBatches, scope), eq(payoutBatches.id, id)));
  return row ?? null;
}

export async function findBatchByIdempotencyKey(db: Tx, scope: Scope, key: string) {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(inScopeOf(payoutBatches, scope), eq(payoutBatches.idempotencyKey, key)));
  return row ?? null;
}

export async function listBatches(db: Tx, scope: Scope, limit: number) {
  return db
    .select()
    .from(payoutBatches)
    .where(inScopeOf(payoutBatches, scope))
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(limit);
}

/** The batch with its lines' counts per state (one grouped read). */
export async function batchSummary(db: Tx, batch: PayoutBatchRow): Promise<PayoutBatch> {
  const { rows } = await db.execute<{ status: PayoutStatus; n: number }>(sql`
    SELECT status, count(*)::int AS n FROM payouts
    WHERE batch_id = ${batch.id} AND company_id = ${batch.companyId} GROUP BY status`);
  const counts = Object.fromEntries(PAYOUT_STATUSES.map((s) => [s, 0])) as Record<PayoutStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return {
    id: batch.id,
    status: batch.status as PayoutBatch["status"],
    mode: batch.isTestData ? "test" : "live",
    lineCount: batch.lineCount,
    totalAmount: batch.totalAmount,
    totalFee: batch.totalFee,
    counts,
    createdBy: batch.createdBy,
    approval: {
      required: batch.approvalRequired,
      approvedBy: batch.approvedBy,
      approvedAt: batch.approvedAt?.toISOString() ?? null,
    },
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
  };
}

/** The batch with each line's result, in the file's order. */
export async function batchDetail(db: Tx, batch: PayoutBatchRow): Promise<PayoutBatchDetail> {
  const lines = await db
    .select({
      reference: payouts.lineReference,
      payout: payouts.id,
      status: payouts.status,
      amount: payouts.amount,
      phone: payouts.phone,
      failureCode: payouts.failureCode,
      failureMessage: payouts.failureMessage,
      operatorCode: payouts.operatorCode,
    })
    .from(payouts)
    .where(and(eq(payouts.batchId, batch.id), eq(payouts.companyId, batch.companyId)))
    .orderBy(asc(payouts.batchLine));
  type Failure = NonNullable<PayoutBatchDetail["lines"][number]["failure"]>;
  return {
    ...(await batchSummary(db, batch)),
    lines: lines.map((l) => ({
      reference: l.reference ?? "",
      payout: l.payout,
      status: l.status as PayoutStatus,
      amount: l.amount,
      phone: l.phone,
      failure: l.failureCode
        ? { code: l.failureCode as Failure["code"], message: l.failureMessage ?? "", operatorCode: l.operatorCode }
        : null,
    })),
  };
}

/**
 * Marks the batch completed when none of its lines can still change on its own (waiting,
 * queued or processing), once: the statement that completes it is the one that tells
 * (payout_batch.completed). Called by each line's end; two last lines ending at the same moment
 * may each still see the other open, so the sender's round also completes what is left
 * (finishedBatches), rather than every line's end locking its batch.
 */
export async function completeBatchIfDone(
  tx: Tx,
  batchId: string,
): Promise<{ id: string; succeeded: number; failed: number } | null> {
  const [done] = await tx
    .update(payoutBatches)
    .set({ status: "completed", completedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(payoutBatches.id, batchId),
        eq(payoutBatches.status, "queued"),
        sql`NOT EXISTS (SELECT 1 FROM payouts p WHERE p.batch_id = ${batchId}
              AND p.status IN ('pending_approval', 'queued', 'processing'))`,
      ),
    )
    .returning();
  if (!done) return null;
  await recordPayoutBatchEvent(tx, done);
  const { rows } = await tx.execute<{ succeeded: number; failed: number }>(sql`
    SELECT count(*) FILTER (WHERE status IN ('succeeded', 'reversed'))::int AS succeeded,
      count(*) FILTER (WHERE status = 'failed')::int AS failed
    FROM payouts WHERE batch_id = ${batchId}`);
  return { id: batchId, succeeded: rows[0]?.succeeded ?? 0, failed: rows[0]?.failed ?? 0 };
}

/** Queued batches none of whose lines is still open: what a line's end may have missed. */
export async function finishedBatches(db: Tx): Promise<Array<{ id: string; companyId: string; isTestData: boolean }>> {
  const { rows } = await db.execute<{ id: string; company_id: string; is_test_data: boolean }>(sql`
    SELECT b.id, b.company_id, b.is_test_data FROM payout_batches b
    WHERE b.status = 'queued' AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.batch_id = b.id
      AND p.status IN ('pending_approval', 'queued', 'processing'))
    LIMIT 100`);
  return rows.map((r) => ({ id: r.id, companyId: r.company_id, isTestData: r.is_test_data }));
}
