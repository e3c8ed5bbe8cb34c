import { createHash } from "node:crypto";
import {
  formatBankAccountNumber,
  isMobileOperator,
  type StatementImportResult,
  type StatementLine,
} from "@payflow/contracts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { statementLines, transactions } from "../../../db/schema";
import { inScopeOf, type Scope } from "../../../db/scope";
import type { Deps } from "../../../deps";
import type { Acting } from "../../../http/actor";
import { AppError } from "../../../http/errors";
import { parseStatement } from "../../../lib/statement/csv";
import { recordAudit } from "../../audit";
import * as q from "../queries";
import { codesIn } from "./codes";
import { applyOperatorStatus } from "./outcomes";

// Bank payments (docs/PAYMENTS.md): no bank has an open API, so a bank payment is a transfer with
// PayFlow's unique reference (the payment code) to the business's bank account. It succeeds
// when staff see the money: marked received by hand, or found in an imported bank statement
// (matched on reference and amount; importing the same statement twice changes nothing).

/** The collecting bank account (the one chosen, else the primary if a bank, else the first bank) and what the payer is told. */
export async function bankInstructions(db: Tx, companyId: string, accountId: string | null, code: string) {
  const accounts = await q.listAccountsOf(db, companyId);
  const banks = accounts.filter((a) => !isMobileOperator(a.operatorBank));
  const chosen =
    banks.find((a) => a.id === accountId) ??
    banks.find((a) => a.isPrimary) ??
    banks.sort((a, b) => +a.createdAt - +b.createdAt)[0];
  if (!chosen) throw new AppError("bankAccountRequired", { field: "operator" });
  // The holder the bank knows, never the nickname staff gave the account (an account saved
  // before the holder was asked names none); the number grouped as the bank prints it.
  const instructions = [
    chosen.holderName ? `${chosen.operatorBank} — ${chosen.holderName}` : chosen.operatorBank,
    `N° ${formatBankAccountNumber(chosen.accountNumberPhone)}`,
    `Référence / Reference: ${code}`,
  ].join("\n");
  return { accountId: chosen.id, action: { type: "bank_transfer", url: null, instructions } };
}

/** Staff saw the transfer on the statement: the payment succeeds (audited). */
export async function markTransferReceived(deps: Deps, scope: Scope, acting: Acting, id: string): Promise<void> {
  const payment = await q.findPayment(deps.db, scope, id);
  if (!payment) throw new AppError("notFound");
  if (payment.operator !== "bank_transfer" || payment.status !== "pending") throw new AppError("paymentNotPending");
  await deps.db.transaction(async (tx) => {
    const moved = await applyOperatorStatus(deps, id, { state: "succeeded", operatorTransactionId: null }, tx);
    if (!moved) throw new AppError("paymentNotPending");
    await recordAudit(tx, acting.audit, {
      action: "payment.markedReceived",
      targetType: "payment",
      targetId: id,
      targetLabel: payment.code,
      details: { amount: payment.amount },
    });
  });
}

const fingerprintOf = (l: { date: string; amount: number; label: string }) =>
  createHash("sha256").update(`${l.date}|${l.amount}|${l.label}`).digest("hex");

/** Previews (apply false) or applies a statement; the same answer shape either way. */
export async function importStatement(
  deps: Deps,
  scope: Scope,
  acting: Acting,
  csv: string,
  apply: boolean,
): Promise<StatementImportResult> {
  const lines: StatementLine[] = [];
  for (const parsed of parseStatement(csv)) {
    if ("invalid" in parsed) {
      const { invalid, ...read } = parsed;
      lines.push({ ...read, amount: null, outcome: "invalid", paymentId: null, reason: invalid });
      continue;
    }
    const verdict = await judge(deps, scope, parsed);
    if (apply && verdict.outcome === "matched" && verdict.paymentId) {
      const applied = await applyLine(deps, scope, parsed, verdict.paymentId);
      lines.push({ ...parsed, ...verdict, outcome: applied ? "matched" : "alreadyApplied" });
    } else lines.push({ ...parsed, ...verdict });
  }
  const matched = lines.filter((l) => l.outcome === "matched").length;
  if (apply && matched > 0) {
    await recordAudit(deps.db, acting.audit, {
      action: "statement.imported",
      targetType: "payment",
      details: { matched },
    });
  }
  return { applied: apply, lines, matched, unmatched: lines.filter((l) => l.outcome === "unmatched").length };
}

async function judge(
  deps: Deps,
  scope: Scope,
  line: { date: string; amount: number; label: string },
): Promise<Pick<StatementLine, "outcome" | "paymentId" | "reason">> {
  const [seen] = await deps.db
    .select({ paymentId: statementLines.paymentId })
    .from(statementLines)
    .where(and(inScopeOf(statementLines, scope), eq(statementLines.fingerprint, fingerprintOf(line))));
  if (seen) return { outcome: "alreadyApplied", paymentId: seen.paymentId, reason: null };
  const codes = codesIn(line.label);
  if (codes.length === 0) return { outcome: "unmatched", paymentId: null, reason: "noReference" };
  for (const code of codes) {
    const [payment] = await deps.db
      .select({
        id: transactions.id,
        amount: transactions.amount,
        status: transactions.status,
        operator: transactions.operator,
      })
      .from(transactions)
      .where(and(inScopeOf(transactions, scope), eq(transactions.code, code)));
    if (!payment) continue;
    if (payment.operator !== "bank_transfer" || payment.status !== "pending") {
      return { outcome: "unmatched", paymentId: payment.id, reason: "notPending" };
    }
    if (payment.amount !== line.amount) return { outcome: "unmatched", paymentId: payment.id, reason: "amountDiffers" };
    return { outcome: "matched", paymentId: payment.id, reason: null };
  }
  return { outcome: "unmatched", paymentId: null, reason: "unknownReference" };
}

/** The line and the payment's success together; false when this line was applied already. */
async function applyLine(
  deps: Deps,
  scope: Scope,
  line: { date: string; amount: number; label: string },
  paymentId: string,
) {
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(statementLines)
      .values({
        companyId: scope.companyId,
        isTestData: scope.mode === "test",
        fingerprint: fingerprintOf(line),
        paymentId,
      })
      .onConflictDoNothing()
      .returning({ fingerprint: statementLines.fingerprint });
    if (inserted.length === 0) return false;
    return (
      (await applyOperatorStatus(deps, paymentId, { state: "succeeded", operatorTransactionId: null }, tx)) !== null
    );
  });
}
