import type {
  ConfirmPayoutRequest,
  PayoutStatementImportResult,
  PayoutStatementLine,
  PayoutStatementLineReason,
} from "@payflow/contracts";
import { and, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import { payouts } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import type { Acting, AuditActor } from "../../http/actor";
import { AppError } from "../../http/errors";
import { readSignedStatementAmount } from "../../lib/statement/amount";
import { parseStatement } from "../../lib/statement/csv";
import { recordAudit } from "../audit";
import { bankLineReferenceSql } from "./bank-file-formats";
import { completeBatch, endPayout, type PayoutEnd } from "./end";
import { findPayout, type PayoutRow } from "./queries";

// A bank payout's outcome (docs/PAYOUTS.md § Bank payouts): the bank says nothing to PayFlow, so
// a payout in a transfer file ends when a person records what the bank did (approvePayouts,
// audited), or when the business's bank statement shows its debit — its reference (the `po_…`
// id, or the line's `PO-…` written in the file) and its amount. Either way it ends through the
// sender's own end (end.ts): the state, the event, the webhooks and the books in one statement.

const DEFAULT_FAILURE = "The bank did not make the transfer.";

/** Ends a bank payout of a transfer file; null when it had left `processing` (someone else ended it). */
async function endBankPayout(
  deps: Deps,
  scope: Scope,
  row: PayoutRow,
  outcome: ConfirmPayoutRequest["outcome"],
  reason: string | null,
  audit: { actor: AuditActor; details: Record<string, unknown> } | null,
): Promise<PayoutRow | null> {
  const end: PayoutEnd = {
    status: outcome,
    fee: row.fee,
    failureCode: outcome === "failed" ? "bank_rejected" : null,
    failureMessage: outcome === "failed" ? reason || DEFAULT_FAILURE : null,
    operatorCode: null,
    operatorPayoutId: row.operatorPayoutId,
    operatorTransactionId: row.operatorTransactionId,
  };
  const ended = await deps.db.transaction(async (tx) => {
    const done = await endPayout(tx, row, end, outcome === "succeeded" ? "payout.succeeded" : "payout.failed");
    if (done && audit) {
      await recordAudit(tx, audit.actor, {
        action: outcome === "succeeded" ? "payout.confirmedPaid" : "payout.markedFailed",
        targetType: "payout",
        targetId: row.id,
        targetLabel: `${row.amount} XOF → ${row.bankAccount}`,
        details: { amount: row.amount, bankFile: row.bankFileId, ...audit.details },
      });
    }
    return done;
  });
  if (!ended) return null;
  if (ended.batchDone && row.batchId) await completeBatch(deps, scope, row.batchId);
  return ended.payout;
}

const confirmable = (row: PayoutRow) => row.operator === "bank" && row.status === "processing" && row.bankFileId;

/** A person records the bank's answer on a bank payout of a transfer file. */
export async function confirmBankPayout(
  deps: Deps,
  scope: Scope,
  who: Acting,
  id: string,
  body: ConfirmPayoutRequest,
): Promise<PayoutRow> {
  const row = await findPayout(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  if (!confirmable(row)) throw new AppError("payoutNotConfirmable");
  const reason = body.reason?.trim() || null;
  const ended = await endBankPayout(deps, scope, row, body.outcome, reason, {
    actor: who.audit,
    details: { reason },
  });
  if (!ended) throw new AppError("payoutNotConfirmable");
  return ended;
}

/** The payout references a statement's label holds: `po_…` ids and the files' `PO-…` line references. */
function referencesIn(label: string) {
  const ids = [...label.matchAll(/po_[A-Za-z0-9]{24}/g)].map((m) => m[0]);
  const lines = [...label.matchAll(/PO[-\s]?([0-9A-F]{12})(?![0-9A-F])/gi)].map((m) => (m[1] as string).toUpperCase());
  return { ids, lines };
}

type Verdict = {
  outcome: PayoutStatementLine["outcome"];
  row: PayoutRow | null;
  reason: PayoutStatementLineReason | null;
};

/** Which bank payout a debit of `amount` with this label pays, if any. */
async function judge(deps: Deps, scope: Scope, amount: number, label: string): Promise<Verdict> {
  const { ids, lines } = referencesIn(label);
  if (ids.length === 0 && lines.length === 0) return { outcome: "unmatched", row: null, reason: "noReference" };
  const which: SQL[] = [];
  if (ids.length > 0) which.push(inArray(payouts.id, ids));
  if (lines.length > 0) {
    which.push(
      and(isNotNull(payouts.bankFileId), inArray(bankLineReferenceSql(payouts.operatorReference), lines)) as SQL,
    );
  }
  const found = await deps.db
    .select()
    .from(payouts)
    .where(and(inScopeOf(payouts, scope), eq(payouts.operator, "bank"), or(...which)));
  const open = found.filter(confirmable);
  const paid = open.find((p) => p.amount === amount);
  if (paid) return { outcome: "matched", row: paid, reason: null };
  if (open[0]) return { outcome: "unmatched", row: open[0], reason: "amountDiffers" };
  const done = found.find((p) => p.status === "succeeded" && p.amount === amount);
  if (done) return { outcome: "alreadyApplied", row: done, reason: null };
  if (found[0]) return { outcome: "unmatched", row: found[0], reason: "notProcessing" };
  return { outcome: "unmatched", row: null, reason: "unknownReference" };
}

/**
 * Previews (apply false) or applies a bank statement to the bank payouts of transfer files: a
 * debit whose label holds a payout's reference and whose amount is the payout's confirms it
 * paid. Credits are the payments' import's (notDebit here). Importing it again changes nothing.
 */
export async function importPayoutStatement(
  deps: Deps,
  scope: Scope,
  who: Acting,
  csv: string,
  apply: boolean,
): Promise<PayoutStatementImportResult> {
  const lines: PayoutStatementLine[] = [];
  const taken = new Set<string>();
  for (const parsed of parseStatement(csv, readSignedStatementAmount)) {
    if ("invalid" in parsed) {
      const { invalid, ...read } = parsed;
      lines.push({ ...read, amount: null, outcome: "invalid", payoutId: null, reason: invalid });
      continue;
    }
    if (parsed.amount > 0) {
      lines.push({ ...parsed, outcome: "unmatched", payoutId: null, reason: "notDebit" });
      continue;
    }
    const debit = { ...parsed, amount: -parsed.amount };
    let verdict = await judge(deps, scope, debit.amount, debit.label);
    // A payout twice on the statement is paid once: the second line is already applied.
    if (verdict.outcome === "matched" && verdict.row && taken.has(verdict.row.id))
      verdict = { ...verdict, outcome: "alreadyApplied" };
    if (verdict.outcome === "matched" && verdict.row) {
      taken.add(verdict.row.id);
      if (apply && !(await endBankPayout(deps, scope, verdict.row, "succeeded", null, null)))
        verdict = { ...verdict, outcome: "alreadyApplied" };
    }
    lines.push({ ...debit, outcome: verdict.outcome, payoutId: verdict.row?.id ?? null, reason: verdict.reason });
  }
  const matched = lines.filter((l) => l.outcome === "matched").length;
  if (apply && matched > 0) {
    await recordAudit(deps.db, who.audit, {
      action: "statement.imported",
      targetType: "payout",
      details: { matched, payouts: lines.filter((l) => l.outcome === "matched").map((l) => l.payoutId) },
    });
  }
  return { applied: apply, lines, matched, unmatched: lines.filter((l) => l.outcome === "unmatched").length };
}
