import { CANCELLABLE_PAYOUT_STATUSES, type PayoutOperator } from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import type { CurrentUser } from "../../http/types";
import { recordAudit } from "../audit";
import { requireStepUp, stepUp } from "../security";
import { completeBatchIfDone } from "./batch-queries";
import { recordPayoutEvent } from "./events";
import { tellBatchCompleted } from "./notices";
import { findPayout, movePayout, type PayoutRow } from "./queries";
import { checkFunds, lockPayouts } from "./rules";

// What people decide about a payout (docs/PAYOUTS.md § Approvals): a second person approves or
// refuses one waiting for approval — never its creator, and in live mode only after a step-up
// (§ Step-up) —, and anyone who may create payouts cancels one not yet sent. Each decision is
// audited; an approval reserves the funds as a creation does.

export type Decider = { user: CurrentUser; audit: AuditActor; headers: Headers };

/**
 * Who may decide on a payout or a batch waiting for approval: not its creator, and in live
 * mode only from a session that stepped up within the last 5 minutes; a person with two-factor
 * may send their `code` with the decision instead, as callers from before the step-up did.
 */
export async function checkDecider(
  deps: Deps,
  scope: Scope,
  createdBy: string | null,
  decider: Decider,
  code?: string,
) {
  if (createdBy === decider.user.userId) throw new AppError("cannotApproveOwnPayout");
  if (scope.mode !== "live") return;
  try {
    await requireStepUp(deps, decider.user);
  } catch (error) {
    // A two-factor code sent with the decision (callers from before the step-up) is one done on the spot.
    const asksCode = error instanceof AppError && error.options.params?.method === "totp";
    if (!code || !asksCode) throw error;
    await stepUp(deps, decider, { code }, decider.headers);
  }
}

async function waiting(deps: Deps, scope: Scope, id: string, decider: Decider, code: string | undefined) {
  const row = await findPayout(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  // A batch's lines are approved or refused with their batch.
  if (row.status !== "pending_approval" || row.batchId) throw new AppError("payoutNotAwaitingApproval");
  await checkDecider(deps, scope, row.createdBy, decider, code);
  return row;
}

const audited = (row: PayoutRow) => ({
  targetType: "payout" as const,
  targetId: row.id,
  targetLabel: `${row.amount} XOF → ${row.phone ?? row.bankAccount}`,
});

export async function approvePayout(deps: Deps, scope: Scope, id: string, decider: Decider, code?: string) {
  await waiting(deps, scope, id, decider, code);
  return deps.db.transaction(async (tx) => {
    await lockPayouts(tx, scope);
    const row = await findPayout(tx, scope, id);
    if (row?.status !== "pending_approval") throw new AppError("payoutNotAwaitingApproval");
    await checkFunds(tx, scope, new Map([[row.operator as PayoutOperator, row.amount + row.reservedFee]]));
    const now = new Date();
    const moved = await movePayout(tx, scope, id, ["pending_approval"], {
      status: "queued",
      approvedBy: decider.user.userId,
      approvedAt: now,
      nextActionAt: now,
    });
    if (!moved) throw new AppError("payoutNotAwaitingApproval");
    await recordAudit(tx, decider.audit, {
      action: "payout.approved",
      ...audited(moved),
      details: { amount: moved.amount },
    });
    return moved;
  });
}

export async function refusePayout(deps: Deps, scope: Scope, id: string, decider: Decider, code?: string) {
  await waiting(deps, scope, id, decider, code);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const moved = await movePayout(tx, scope, id, ["pending_approval"], { status: "cancelled", completedAt: now });
    if (!moved) throw new AppError("payoutNotAwaitingApproval");
    await recordPayoutEvent(tx, moved, "payout.cancelled", now);
    await recordAudit(tx, decider.audit, {
      action: "payout.refused",
      ...audited(moved),
      details: { amount: moved.amount },
    });
    return moved;
  });
}

/** Cancels a payout not yet sent; its reservation (if any) goes back to the wallet. */
export async function cancelPayout(deps: Deps, scope: Scope, id: string, audit: AuditActor | null) {
  let completed: Awaited<ReturnType<typeof completeBatchIfDone>> = null;
  const row = await deps.db.transaction(async (tx) => {
    const row = await findPayout(tx, scope, id);
    if (!row) throw new AppError("notFound");
    // A refund's payout goes through: the refund was decided, and its payer is owed the money.
    if (row.refundId) throw new AppError("payoutNotCancellable");
    const now = new Date();
    const moved = await movePayout(tx, scope, id, CANCELLABLE_PAYOUT_STATUSES, {
      status: "cancelled",
      completedAt: now,
      nextActionAt: null,
    });
    if (!moved) throw new AppError("payoutNotCancellable");
    await recordPayoutEvent(tx, moved, "payout.cancelled", now);
    if (moved.batchId) completed = await completeBatchIfDone(tx, moved.batchId);
    if (audit)
      await recordAudit(tx, audit, {
        action: "payout.cancelled",
        ...audited(moved),
        details: { amount: moved.amount },
      });
    return moved;
  });
  if (completed) await tellBatchCompleted(deps, scope, completed);
  return row;
}
