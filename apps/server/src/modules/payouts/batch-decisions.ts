import type { PayoutBatchDetail, PayoutOperator } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payoutBatches, payouts } from "../../db/schema";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { batchDetail, findBatch, type PayoutBatchRow } from "./batch-queries";
import { checkDecider, type Decider } from "./decisions";
import { recordPayoutEvents } from "./events";
import { checkFunds, lockPayouts } from "./rules";

// A batch waiting for approval is approved or refused as a whole (docs/PAYOUTS.md § Batches),
// by someone other than its creator — in live mode only after a step-up (§ Step-up); an
// approval reserves the funds of every line at once (one posting statement).

async function waitingBatch(deps: Deps, scope: Scope, id: string, decider: Decider, code: string | undefined) {
  const batch = await findBatch(deps.db, scope, id);
  if (!batch) throw new AppError("notFound");
  if (batch.status !== "pending_approval") throw new AppError("payoutBatchNotAwaitingApproval");
  await checkDecider(deps, scope, batch.createdBy, decider, code);
}

/** Moves the batch on from pending_approval; null when someone else moved it first. */
async function moveBatch(tx: Tx, id: string, set: Partial<typeof payoutBatches.$inferInsert>) {
  const [row] = await tx
    .update(payoutBatches)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, "pending_approval")))
    .returning();
  return row ?? null;
}

/** The batch's lines still waiting for approval, moved on with it (the books post a reservation in one statement). */
function moveWaitingLines(tx: Tx, scope: Scope, batchId: string, set: Partial<typeof payouts.$inferInsert>) {
  return tx
    .update(payouts)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(eq(payouts.batchId, batchId), eq(payouts.companyId, scope.companyId), eq(payouts.status, "pending_approval")),
    )
    .returning();
}

function audited(batch: PayoutBatchRow) {
  return {
    targetType: "payout" as const,
    targetId: batch.id,
    targetLabel: `${batch.lineCount} × → ${batch.totalAmount} XOF`,
    details: { batch: batch.id, lines: batch.lineCount, amount: batch.totalAmount },
  };
}

export async function approveBatch(
  deps: Deps,
  scope: Scope,
  id: string,
  decider: Decider,
  code?: string,
): Promise<PayoutBatchDetail> {
  await waitingBatch(deps, scope, id, decider, code);
  return deps.db.transaction(async (tx) => {
    await lockPayouts(tx, scope);
    const { rows } = await tx.execute<{ operator: PayoutOperator; need: string }>(sql`
      SELECT operator, sum(amount + reserved_fee)::text AS need FROM payouts
      WHERE batch_id = ${id} AND company_id = ${scope.companyId} AND status = 'pending_approval'
      GROUP BY operator`);
    await checkFunds(tx, scope, new Map(rows.map((r) => [r.operator, Number(r.need)])));
    const now = new Date();
    const batch = await moveBatch(tx, id, { status: "queued", approvedBy: decider.user.userId, approvedAt: now });
    if (!batch) throw new AppError("payoutBatchNotAwaitingApproval");
    await moveWaitingLines(tx, scope, id, {
      status: "queued",
      approvedBy: decider.user.userId,
      approvedAt: now,
      nextActionAt: now,
    });
    await recordAudit(tx, decider.audit, { action: "payout.approved", ...audited(batch) });
    return batchDetail(tx, batch);
  });
}

export async function refuseBatch(
  deps: Deps,
  scope: Scope,
  id: string,
  decider: Decider,
  code?: string,
): Promise<PayoutBatchDetail> {
  await waitingBatch(deps, scope, id, decider, code);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const batch = await moveBatch(tx, id, { status: "cancelled", completedAt: now });
    if (!batch) throw new AppError("payoutBatchNotAwaitingApproval");
    const lines = await moveWaitingLines(tx, scope, id, { status: "cancelled", completedAt: now });
    await recordPayoutEvents(tx, lines, "payout.cancelled", now);
    await recordAudit(tx, decider.audit, { action: "payout.refused", ...audited(batch) });
    return batchDetail(tx, batch);
  });
}
