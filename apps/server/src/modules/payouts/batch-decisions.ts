import type { PayoutBatchDetail, PayoutOperator } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payoutBatches, payouts } from "../../db/schema";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { recordAudit } from "../audit";
import { confirmTwoFactorCode } from "../security";
import { batchDetail, findBatch, type PayoutBatchRow } from "./batch-queries";
import { recordPayoutEvents } from "./events";
import { checkFunds, lockPayouts } from "./rules";

// A batch waiting for approval is approved or refused as a whole (docs/PAYOUTS.md § Batches),
// by someone other than its creator — in live mode with their two-factor code when they use
// it; an approval reserves the funds of every line at once (one posting statement).

type Decider = { user: CurrentUser; audit: AuditActor; headers: Headers };

async function waitingBatch(deps: Deps, scope: Scope, id: string, decider: Decider, code: string | undefined) {
  const batch = await findBatch(deps.db, scope, id);
  if (!batch) throw new AppError("notFound");
  if (batch.status !== "pending_approval") throw new AppError("payoutBatchNotAwaitingApproval");
  if (batch.createdBy === decider.user.userId) throw new AppError("cannotApproveOwnPayout");
  if (scope.mode === "live") await confirmTwoFactorCode(deps, decider.user, code, decider.headers);
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
    await tx
      .update(payouts)
      .set({ status: "queued", approvedBy: decider.user.userId, approvedAt: now, nextActionAt: now, updatedAt: now })
      .where(
        and(eq(payouts.batchId, id), eq(payouts.companyId, scope.companyId), eq(payouts.status, "pending_approval")),
      );
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
    const lines = await tx
      .update(payouts)
      .set({ status: "cancelled", completedAt: now, updatedAt: now })
      .where(
        and(eq(payouts.batchId, id), eq(payouts.companyId, scope.companyId), eq(payouts.status, "pending_approval")),
      )
      .returning();
    await recordPayoutEvents(tx, lines, "payout.cancelled", now);
    await recordAudit(tx, decider.audit, { action: "payout.refused", ...audited(batch) });
    return batchDetail(tx, batch);
  });
}
