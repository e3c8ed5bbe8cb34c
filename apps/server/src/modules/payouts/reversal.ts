import { type PayoutOperator, type PayoutStatus, payoutReversible } from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import { PayoutError } from "../../operators/payout-error";
import { payoutAdapterFor } from "../../operators/payout-registry";
import { operatorContext } from "../../operators/registry";
import { OperatorError } from "../../operators/types";
import { recordAudit } from "../audit";
import { recordPayoutEvent } from "./events";
import { findPayout, movePayout, type PayoutRow } from "./queries";

// Taking a paid payout back on request (docs/PAYOUTS.md § Reversal): where the operator can —
// Wave, within 3 days of the payout — it takes the amount back from the recipient and returns
// amount and fee to the wallet. The operator is asked first; only its yes moves the payout to
// `reversed` (the books post `returned` from that move, migration 0021) and tells
// payout.reversed. A refund's payout is never taken back: its payer was owed the money.

export async function reversePayout(
  deps: Deps,
  scope: Scope,
  id: string,
  audit: AuditActor | null,
): Promise<PayoutRow> {
  const row = await findPayout(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  if (row.status === "reversed") return row;
  const reversible = payoutReversible({
    operator: row.operator as PayoutOperator,
    status: row.status as PayoutStatus,
    refund: row.refundId,
    completedAt: row.completedAt,
  });
  const adapter = reversible ? payoutAdapterFor(row.operator as "wave") : null;
  if (!adapter?.reverse) throw new AppError("payoutNotReversible");
  const ctx = await operatorContext(deps, scope.companyId, scope.mode, row.operator as "wave", null);
  if (!ctx) throw new AppError("operatorUnavailable");
  try {
    await adapter.reverse(ctx, {
      payoutId: row.id,
      reference: row.operatorReference,
      operatorPayoutId: row.operatorPayoutId,
    });
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    if (error.kind === "timeout" || error.kind === "unavailable") throw new AppError("operatorUnavailable");
    const operatorCode = error instanceof PayoutError ? error.failure.operatorCode : null;
    if (operatorCode === "payout-reversal-time-limit-exceeded") throw new AppError("payoutNotReversible");
    const reason = error instanceof PayoutError ? error.failure.message : error.message;
    throw new AppError("payoutReversalRefused", { params: { reason } });
  }
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const moved = await movePayout(tx, scope, id, ["succeeded"], { status: "reversed" });
    // Reversed meanwhile by another request (Wave's reversal is idempotent): that one told it.
    if (!moved) return (await findPayout(tx, scope, id)) as PayoutRow;
    await recordPayoutEvent(tx, moved, "payout.reversed", now);
    if (audit) {
      await recordAudit(tx, audit, {
        action: "payout.reversed",
        targetType: "payout",
        targetId: moved.id,
        targetLabel: `${moved.amount} XOF → ${moved.phone ?? moved.bankAccount}`,
        details: { amount: moved.amount, fee: moved.fee },
      });
    }
    return moved;
  });
}
