import type { PayoutBatchDetail, PayoutBatchPreview, PayoutOperator, PayoutSettings } from "@payflow/contracts";
import { and, eq, sql } from "drizzle-orm";
import { bulkInsert } from "../../db/bulk-insert";
import type { Tx } from "../../db/client";
import { payoutBatches, payouts } from "../../db/schema";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import { type CheckedLine, checkLines, type LineProblem, lineChecks } from "./batch-lines";
import { batchDetail } from "./batch-queries";
import { beneficiaryKey } from "./beneficiary";
import { recordPayoutEvents } from "./events";
import { tellApprovers } from "./notices";
import type { PayoutRow } from "./queries";
import { availableOf, lockPayouts, paidToday, payoutSettingsOf } from "./rules";
import { newPayout, type PayoutCreator } from "./service";

// Batches (docs/PAYOUTS.md § Batches): a file's lines judged together — each line as a single
// payout is, its reference not used before, the limits over the batch and the day, the
// approval threshold on the batch's total, the funds per operator account on the batch's sums —
// then, in one transaction under the company-and-mode lock, the batch and its lines written at
// once (the books' reservation is one posting statement per 5,000 lines).

type Judged = {
  valid: CheckedLine[];
  problems: LineProblem[];
  totals: PayoutBatchPreview["totals"];
  approvalRequired: boolean;
};

// Each line's beneficiary in its one form (beneficiary.ts): two lines to one account or number,
// however written, count together against the limit per beneficiary.
const beneficiaryOf = (l: CheckedLine) => beneficiaryKey(l.beneficiary);

/** References of these lines already used by a payout of the scope. */
async function usedReferences(db: Tx, scope: Scope, references: string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const { rows } = await db.execute<{ ref: string }>(sql`
    SELECT line_reference AS ref FROM payouts
    WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
      AND line_reference IN (SELECT jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`);
  return new Set(rows.map((r) => r.ref));
}

async function judge(db: Tx, scope: Scope, settings: PayoutSettings, lines: readonly unknown[]): Promise<Judged> {
  const { valid: checked, problems } = checkLines(lines);
  const used = await usedReferences(
    db,
    scope,
    checked.map((l) => l.reference),
  );
  const today = await paidToday(db, scope, checked.map(beneficiaryOf));
  const valid: CheckedLine[] = [];
  let company = today.company;
  for (const l of checked) {
    const who = beneficiaryOf(l);
    const problem = (code: string, field: string) =>
      problems.push({ line: l.line, reference: l.reference, code, field });
    if (used.has(l.reference)) problem("batchLineReferenceUsed", "reference");
    else if (l.amount > settings.perPayoutLimit) problem("payoutAboveLimit", "amount");
    else if ((today.byWho.get(who) ?? 0) + l.amount > settings.perBeneficiaryDailyLimit)
      problem("beneficiaryDailyLimitReached", "amount");
    else if (company + l.amount > settings.companyDailyLimit) problem("companyDailyLimitReached", "amount");
    else {
      today.byWho.set(who, (today.byWho.get(who) ?? 0) + l.amount);
      company += l.amount;
      valid.push(l);
    }
  }
  const sums = new Map<PayoutOperator, { count: number; amount: number; fee: number }>();
  for (const l of valid) {
    const s = sums.get(l.beneficiary.operator) ?? { count: 0, amount: 0, fee: 0 };
    sums.set(l.beneficiary.operator, { count: s.count + 1, amount: s.amount + l.amount, fee: s.fee + l.fee });
  }
  const available = await availableOf(db, scope, [...sums.keys()]);
  const totals = [...sums].map(([operator, s]) => {
    const held = available.get(operator) ?? 0;
    return { operator, ...s, available: held, covered: held >= s.amount + s.fee };
  });
  const total = valid.reduce((sum, l) => sum + l.amount, 0);
  return { valid, problems, totals, approvalRequired: total >= settings.approvalThreshold };
}

/** What a file's lines would make, without writing anything (the dashboard's preview). */
export async function previewBatch(deps: Deps, scope: Scope, lines: readonly unknown[]): Promise<PayoutBatchPreview> {
  const settings = await payoutSettingsOf(deps.db, scope.companyId);
  const j = await judge(deps.db, scope, settings, lines);
  return {
    lines: lineChecks(j.valid, j.problems),
    valid: j.valid.length,
    invalid: j.problems.length,
    totals: j.totals,
    totalAmount: j.valid.reduce((s, l) => s + l.amount, 0),
    totalFee: j.valid.reduce((s, l) => s + l.fee, 0),
    approvalRequired: j.approvalRequired,
  };
}

/** Creates the batch when every line passes; else refuses it, naming the first line that fails. */
export async function createBatch(
  deps: Deps,
  scope: Scope,
  creator: PayoutCreator,
  lines: readonly unknown[],
): Promise<PayoutBatchDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    await lockPayouts(tx, scope);
    const settings = await payoutSettingsOf(tx, scope.companyId);
    const j = await judge(tx, scope, settings, lines);
    const first = [...j.problems].sort((a, b) => a.line - b.line)[0];
    if (first) {
      throw new AppError("batchLinesInvalid", {
        field: `lines.${first.line - 1}${first.field ? `.${first.field}` : ""}`,
        params: { line: String(first.line), reason: first.code },
      });
    }
    if (!j.approvalRequired && j.totals.some((t) => !t.covered)) {
      throw new AppError("insufficientBalance", { field: "lines" });
    }
    const now = new Date();
    const status = j.approvalRequired ? "pending_approval" : "queued";
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        id: newId("pob"),
        companyId: scope.companyId,
        isTestData: scope.mode === "test",
        status,
        lineCount: j.valid.length,
        totalAmount: j.valid.reduce((s, l) => s + l.amount, 0),
        totalFee: j.valid.reduce((s, l) => s + l.fee, 0),
        createdBy: creator.userId,
        apiKeyId: creator.apiKeyId,
        idempotencyKey: creator.idempotencyKey,
        approvalRequired: j.approvalRequired,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!batch) throw new Error("batch not written");
    await bulkInsert(
      tx,
      payouts,
      j.valid.map((l) => ({
        ...newPayout(scope, creator, {
          amount: l.amount,
          fee: l.fee,
          who: l.beneficiary,
          reason: l.reason,
          approvalRequired: j.approvalRequired,
          now,
        }),
        batchId: batch.id,
        batchLine: l.line,
        lineReference: l.reference,
        clientReference: l.reference,
      })),
    );
    const rows: PayoutRow[] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.batchId, batch.id), eq(payouts.companyId, scope.companyId)));
    await recordPayoutEvents(tx, rows, "payout.created", now);
    if (creator.audit) {
      await recordAudit(tx, creator.audit, {
        action: "payout.created",
        targetType: "payout",
        targetId: batch.id,
        targetLabel: `${batch.lineCount} × → ${batch.totalAmount} XOF`,
        details: { batch: batch.id, lines: batch.lineCount, amount: batch.totalAmount, status },
      });
    }
    return batchDetail(tx, batch);
  });
  if (detail.status === "pending_approval") {
    const who = { batch: true, id: detail.id, amount: detail.totalAmount, createdBy: creator.userId };
    await tellApprovers(deps, scope, who);
  }
  return detail;
}
