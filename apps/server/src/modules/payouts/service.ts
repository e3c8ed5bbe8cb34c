import { randomUUID } from "node:crypto";
import { type CreatePayoutRequest, payoutFee } from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { payoutAdapterFor } from "../../operators/payout-registry";
import { operatorContext } from "../../operators/registry";
import { OperatorError } from "../../operators/types";
import { recordAudit } from "../audit";
import { type Beneficiary, beneficiaryKey, beneficiaryOf, sameName } from "./beneficiary";
import { recordPayoutEvent } from "./events";
import { tellApprovers } from "./notices";
import { insertPayout, type NewPayout, type PayoutRow } from "./queries";
import { checkFunds, checkLimits, lockPayouts, payoutSettingsOf } from "./rules";

// Creating a payout (docs/PAYOUTS.md): the beneficiary read and checked with the operator where
// it can be, then — in one transaction under the company-and-mode lock — the limits, the
// approval rule, and for a payout that needs no approval the funds, reserved by its move to
// `queued` (the books' posting is PostgreSQL's, migration 0021). The sender (sender.ts) takes it
// from there.

export type PayoutCreator = {
  /** The person creating it; null through an API key. */
  userId: string | null;
  apiKeyId: string | null;
  idempotencyKey: string | null;
  audit: AuditActor | null;
};

/** Where the operator can say who holds the number, asks it; stops on "no wallet" or another name. */
async function checkBeneficiary(deps: Deps, scope: Scope, who: Beneficiary, override: boolean): Promise<void> {
  if (who.operator === "bank" || !who.phone) return;
  const adapter = payoutAdapterFor(who.operator);
  if (!adapter?.accountHolder) return;
  const ctx = await operatorContext(deps, scope.companyId, scope.mode, who.operator, null);
  if (!ctx) return;
  let holder: Awaited<ReturnType<NonNullable<typeof adapter.accountHolder>>>;
  try {
    holder = await adapter.accountHolder(ctx, who.phone);
  } catch (error) {
    // An operator that cannot answer now does not stop the payout: the send itself will say.
    if (error instanceof OperatorError) return;
    throw error;
  }
  if (!holder.active) throw new AppError("beneficiaryNotFound", { field: "phone" });
  if (who.name && holder.name && !override && !sameName(who.name, holder.name)) {
    throw new AppError("beneficiaryNameMismatch", { field: "name", params: { name: holder.name } });
  }
}

/**
 * A payout's row as it is created, alone or as a batch's line: waiting for approval, or queued
 * (its reservation posted by the books) with its operator reference chosen once, here.
 */
export function newPayout(
  scope: Scope,
  creator: Pick<PayoutCreator, "userId" | "apiKeyId">,
  p: { amount: number; fee: number; who: Beneficiary; reason: string; approvalRequired: boolean; now: Date },
): NewPayout {
  return {
    id: newId("po"),
    companyId: scope.companyId,
    isTestData: scope.mode === "test",
    amount: p.amount,
    reservedFee: p.fee,
    fee: p.fee,
    operator: p.who.operator,
    phone: p.who.phone,
    bankAccount: p.who.bankAccount,
    name: p.who.name,
    reason: p.reason,
    status: p.approvalRequired ? "pending_approval" : "queued",
    operatorReference: randomUUID(),
    createdBy: creator.userId,
    apiKeyId: creator.apiKeyId,
    approvalRequired: p.approvalRequired,
    nextActionAt: p.approvalRequired ? null : p.now,
    createdAt: p.now,
    updatedAt: p.now,
  };
}

export async function createPayout(
  deps: Deps,
  scope: Scope,
  creator: PayoutCreator,
  body: CreatePayoutRequest,
): Promise<PayoutRow> {
  const who = beneficiaryOf(body);
  // A bank payout goes out in a transfer file (bank-files.ts), the others through their adapter.
  if (who.operator !== "bank" && !payoutAdapterFor(who.operator)) {
    throw new AppError("payoutOperatorUnsupported", { field: "operator" });
  }
  await checkBeneficiary(deps, scope, who, body.nameCheckOverride === true);
  const fee = payoutFee(who.operator, body.amount);
  const created = await deps.db.transaction(async (tx) => {
    await lockPayouts(tx, scope);
    const settings = await payoutSettingsOf(tx, scope.companyId);
    await checkLimits(tx, scope, settings, {
      amount: body.amount,
      beneficiary: beneficiaryKey(who),
    });
    const approvalRequired = body.amount >= settings.approvalThreshold;
    if (!approvalRequired) await checkFunds(tx, scope, new Map([[who.operator, body.amount + fee]]));
    const now = new Date();
    const row = await insertPayout(tx, {
      ...newPayout(scope, creator, { amount: body.amount, fee, who, reason: body.reason ?? "", approvalRequired, now }),
      clientReference: body.clientReference ?? null,
      metadata: body.metadata ?? {},
      idempotencyKey: creator.idempotencyKey,
    });
    await recordPayoutEvent(tx, row, "payout.created", now);
    if (creator.audit) {
      await recordAudit(tx, creator.audit, {
        action: "payout.created",
        targetType: "payout",
        targetId: row.id,
        targetLabel: `${row.amount} XOF → ${row.phone ?? row.bankAccount}`,
        details: { amount: row.amount, operator: row.operator, status: row.status },
      });
    }
    return row;
  });
  if (created.status === "pending_approval") {
    await tellApprovers(deps, scope, {
      batch: false,
      id: created.id,
      amount: created.amount,
      createdBy: creator.userId,
    });
  }
  return created;
}
