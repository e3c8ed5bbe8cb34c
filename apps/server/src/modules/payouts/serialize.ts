import { type Payout, toV1Payout, type V1Payout } from "@payflow/contracts";
import type { PayoutRow } from "./queries";

// The payout as readers see it: the dashboard API's object (camelCase) from the stored row; the
// merchant API shows the same object cased by the contracts.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    status: row.status as Payout["status"],
    amount: row.amount,
    fee: row.fee,
    currency: "XOF",
    operator: row.operator as Payout["operator"],
    beneficiary: { phone: row.phone, bankAccount: row.bankAccount, name: row.name },
    reason: row.reason,
    clientReference: row.clientReference,
    metadata: row.metadata,
    mode: row.isTestData ? "test" : "live",
    batch: row.batchId,
    refund: row.refundId,
    failure: row.failureCode
      ? {
          code: row.failureCode as NonNullable<Payout["failure"]>["code"],
          message: row.failureMessage ?? "",
          operatorCode: row.operatorCode,
        }
      : null,
    operatorTransactionId: row.operatorTransactionId,
    createdBy: row.createdBy,
    approval: { required: row.approvalRequired, approvedBy: row.approvedBy, approvedAt: iso(row.approvedAt) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    completedAt: iso(row.completedAt),
  };
}

export function toV1PayoutObject(row: PayoutRow): V1Payout {
  return toV1Payout(toPayout(row));
}
