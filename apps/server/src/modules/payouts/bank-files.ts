import { type BankFileFormat, PAYOUT_BATCH_MAX_LINES, type PayoutBankFile } from "@payflow/contracts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payoutBankFiles, payouts } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import { bankFileCsv, bankLineReference } from "./bank-file-formats";
import type { PayoutRow } from "./queries";
import { lockPayouts, payoutSettingsOf } from "./rules";

// Bank payouts' transfer files (docs/PAYOUTS.md § Bank payouts): the sender never takes a bank
// payout (no bank has an API for it); a person makes a file of the queued ones instead, in the
// layout of the company's bank, and uploads it to the bank's e-banking. Making the file moves
// its payouts to `processing` (their money stays reserved) in the same transaction as its row,
// so a payout is in one file at most. Its outcome comes by hand or from the statement (bank-confirm.ts).

export type PayoutBankFileRow = typeof payoutBankFiles.$inferSelect;

export function toPayoutBankFile(row: PayoutBankFileRow): PayoutBankFile {
  return {
    id: row.id,
    format: row.format as BankFileFormat,
    lineCount: row.lineCount,
    totalAmount: row.totalAmount,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The queued bank payouts named, checked: each of this company and mode (else notFound), each queued (else bankPayoutNotQueued). */
async function checkNamed(tx: Tx, scope: Scope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: payouts.id, operator: payouts.operator, status: payouts.status })
    .from(payouts)
    .where(and(inScopeOf(payouts, scope), inArray(payouts.id, unique)));
  if (rows.length < unique.length) throw new AppError("notFound");
  const stuck = rows.find((r) => r.operator !== "bank" || r.status !== "queued");
  if (stuck) throw new AppError("bankPayoutNotQueued", { params: { id: stuck.id } });
  return unique;
}

/**
 * Makes a transfer file of every queued bank payout of the mode (the oldest 10,000), or of
 * those named: its row and its payouts' move to `processing`, in one transaction.
 */
export async function createBankFile(
  deps: Deps,
  scope: Scope,
  who: Acting,
  ids: readonly string[] | undefined,
): Promise<{ file: PayoutBankFileRow; csv: string }> {
  return deps.db.transaction(async (tx) => {
    // Beside the creations and approvals of the mode: a payout approved now is in this file or the next.
    await lockPayouts(tx, scope);
    const named = ids ? await checkNamed(tx, scope, ids) : null;
    const id = newId("pbf");
    const now = new Date();
    const moved = await tx
      .update(payouts)
      .set({ status: "processing", bankFileId: id, sentAt: now, nextActionAt: null, leaseUntil: null, updatedAt: now })
      .where(
        sql`${payouts.id} IN (
          SELECT id FROM payouts
          WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
            AND operator = 'bank' AND status = 'queued'
            ${named ? sql`AND id IN (${sql.join(named, sql`, `)})` : sql``}
          ORDER BY created_at, id LIMIT ${PAYOUT_BATCH_MAX_LINES} FOR UPDATE)`,
      )
      .returning();
    if (moved.length === 0) throw new AppError("bankFileEmpty");
    // A named payout cancelled or filed by someone else meanwhile: nothing is filed.
    if (named && moved.length < named.length) throw new AppError("bankPayoutNotQueued");
    const { bankFileFormat = "generic" } = await payoutSettingsOf(tx, scope.companyId);
    const [file] = await tx
      .insert(payoutBankFiles)
      .values({
        id,
        companyId: scope.companyId,
        isTestData: scope.mode === "test",
        format: bankFileFormat,
        lineCount: moved.length,
        totalAmount: moved.reduce((sum, p) => sum + p.amount, 0),
        createdBy: who.user.userId,
        createdAt: now,
      })
      .returning();
    const created = file as PayoutBankFileRow;
    await recordAudit(tx, who.audit, {
      action: "payout.bankFileCreated",
      targetType: "payout",
      targetId: created.id,
      targetLabel: `${created.lineCount} × bank → ${created.totalAmount} XOF`,
      details: { format: created.format, lineCount: created.lineCount, totalAmount: created.totalAmount },
    });
    return { file: created, csv: fileCsv(created, moved) };
  });
}

/** The file as it was made: its payouts in their order (oldest first), written in its layout and day. */
function fileCsv(file: PayoutBankFileRow, rows: PayoutRow[]): string {
  const ordered = [...rows].sort((a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const lines = ordered.map((p) => ({
    payoutId: p.id,
    reference: bankLineReference(p.operatorReference),
    name: p.name ?? "",
    account: p.bankAccount ?? "",
    amount: p.amount,
    reason: p.reason,
  }));
  return bankFileCsv(file.format as BankFileFormat, lines, file.createdAt);
}

export async function findBankFile(db: Tx, scope: Scope, id: string): Promise<PayoutBankFileRow | null> {
  const [row] = await db
    .select()
    .from(payoutBankFiles)
    .where(and(inScopeOf(payoutBankFiles, scope), eq(payoutBankFiles.id, id)));
  return row ?? null;
}

/** The file again, the same bytes: its payouts' amounts, beneficiaries and references never change. */
export async function bankFileAgain(db: Tx, scope: Scope, file: PayoutBankFileRow): Promise<string> {
  const rows = await db
    .select()
    .from(payouts)
    .where(and(inScopeOf(payouts, scope), eq(payouts.bankFileId, file.id)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  return fileCsv(file, rows);
}

export async function listBankFiles(db: Tx, scope: Scope, limit: number): Promise<PayoutBankFileRow[]> {
  return db
    .select()
    .from(payoutBankFiles)
    .where(inScopeOf(payoutBankFiles, scope))
    .orderBy(desc(payoutBankFiles.createdAt), desc(payoutBankFiles.id))
    .limit(limit);
}
