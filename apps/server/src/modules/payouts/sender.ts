import type { MobilePaymentOperator, PayoutFailureCode } from "@payflow/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { payouts } from "../../db/schema";
import { type Scope, scopeOfRow } from "../../db/scope";
import type { Deps } from "../../deps";
import { PayoutError, payoutOutcomeUnknown } from "../../operators/payout-error";
import { payoutAdapterFor } from "../../operators/payout-registry";
import type { PayoutAdapter, PayoutStatus } from "../../operators/payout-types";
import { operatorContext } from "../../operators/registry";
import { type OperatorContext, OperatorError } from "../../operators/types";
import { operatorsDown } from "../operator-health";
import { completeBatchIfDone, finishedBatches } from "./batch-queries";
import { completeBatch, endPayout, type PayoutEnd } from "./end";
import { recordPayoutEvent } from "./events";
import { tellBatchCompleted } from "./notices";
import { findPayoutByOperatorTransaction, movePayout, type PayoutRow } from "./queries";
import type { RefundFollower } from "./refund-carrier";

// The sender (docs/PAYOUTS.md § Sending, never twice): a background round on every instance
// claims due payouts (SKIP LOCKED, a lease), sends the queued ones and asks the operator about
// those it has. A payout is marked `processing` and committed BEFORE the operator is called, so
// whatever dies mid-call, the next look at it is a question about its reference, never a second
// send; only an operator's "no payout under this reference" lets it be sent again, under the
// same reference. Queued payouts of an operator that is down wait for it.

const LEASE_SECONDS = 30;
/** Sends of one payout the operator never received, before it fails (its money goes back). */
const MAX_SENDS = 5;
/** Payouts worked on at once by one instance's round. */
const CONCURRENCY = 16;

/** Claims due payouts for this round, read whole (the round needs nothing more of them). */
async function claimDue(db: Tx, limit: number): Promise<PayoutRow[]> {
  return db
    .update(payouts)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      sql`${payouts.id} IN (
        SELECT id FROM payouts
        WHERE status IN ('queued', 'processing') AND next_action_at <= now() AND operator <> 'bank'
          AND (lease_until IS NULL OR lease_until < now())
        ORDER BY next_action_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}

/** When to ask again about a payout the operator has: often at first, then less. */
function nextLook(row: PayoutRow, now: Date): Date {
  const age = now.getTime() - (row.sentAt ?? now).getTime();
  const wait = age < 10_000 ? 1_000 : age < 60_000 ? 5_000 : age < 600_000 ? 30_000 : 300_000;
  return new Date(now.getTime() + wait);
}

/** One round's context: what every step of a payout's course needs. */
type Round = {
  deps: Deps;
  /** Settles the refund a payout carried, in its end's transaction (refund-carrier.ts). */
  follow: RefundFollower;
  /** This round's queued payouts already marked `processing` (markSending), to be sent now. */
  sending: Map<string, PayoutRow>;
  /** This round's queued payouts of an operator that is down: they wait for it. */
  waiting: Set<string>;
};

/**
 * Marks payouts `processing` (sent now, one more send) in one statement, committed before any of
 * them is sent: from then on each is only ever asked about first. A round marks all its queued
 * payouts at once (those of an operator that is down stay queued); a payout the operator never
 * received is marked again on its own before it is sent again.
 */
async function markSending(db: Tx, rows: PayoutRow[], from: "queued" | "processing"): Promise<Map<string, PayoutRow>> {
  if (rows.length === 0) return new Map();
  const marked = await db
    .update(payouts)
    .set({
      status: "processing",
      sentAt: sql`coalesce(${payouts.sentAt}, now())`,
      sendAttempts: sql`${payouts.sendAttempts} + 1`,
      nextActionAt: sql`now() + interval '30 seconds'`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          payouts.id,
          rows.map((r) => r.id),
        ),
        eq(payouts.status, from),
      ),
    )
    .returning();
  return new Map(marked.map((r) => [r.id, r]));
}

/** Sends, or asks about, each due payout; returns how many it claimed. */
export async function sendDuePayouts(deps: Deps, limit: number, follow: RefundFollower): Promise<number> {
  await completeFinished(deps);
  const claimed = await claimDue(deps.db, limit);
  const queue = [...claimed];
  // Which operators are down, read once per company and mode in the round, not per payout.
  const downs = new Map<string, Promise<MobilePaymentOperator[]>>();
  const downFor = (scope: Scope) => {
    const key = `${scope.companyId}:${scope.mode}`;
    if (!downs.has(key)) downs.set(key, operatorsDown(deps.db, scope));
    return downs.get(key) as Promise<MobilePaymentOperator[]>;
  };
  const queued = claimed.filter((r) => r.status === "queued");
  const down = await Promise.all(queued.map((r) => downFor(scopeOfRow(r))));
  const waiting = new Set(
    queued.filter((r, i) => down[i]?.includes(r.operator as MobilePaymentOperator)).map((r) => r.id),
  );
  const sending = await markSending(
    deps.db,
    queued.filter((r) => !waiting.has(r.id)),
    "queued",
  );
  const round: Round = { deps, follow, sending, waiting };
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await advance(round, scopeOfRow(next), next);
      } catch (error) {
        deps.logger.error("payout round failed on one payout", { payoutId: next.id, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, work));
  return claimed.length;
}

/** Completes the batches a line's end left open (two last lines ending together). */
async function completeFinished(deps: Deps) {
  for (const batch of await finishedBatches(deps.db)) await completeBatch(deps, scopeOfRow(batch), batch.id);
}

async function advance(round: Round, scope: Scope, claimed: PayoutRow): Promise<void> {
  const { deps } = round;
  if (claimed.status !== "queued" && claimed.status !== "processing") return;
  const operator = claimed.operator as MobilePaymentOperator;
  const marked = round.sending.get(claimed.id);
  if (claimed.status === "queued" && !marked) {
    // Its operator is down: it waits for it (else it left `queued` meanwhile, cancelled).
    if (round.waiting.has(claimed.id)) await later(deps, scope, claimed, new Date(Date.now() + 30_000));
    return;
  }
  const row = marked ?? claimed;
  const adapter = payoutAdapterFor(operator);
  const ctx = adapter ? await operatorContext(deps, scope.companyId, scope.mode, operator, null) : null;
  if (!adapter || !ctx) {
    if (marked) await fail(round, scope, row, "operator_rejected", "The operator is not configured for payouts.", null);
    return;
  }
  if (marked) {
    await deliver(round, scope, marked, adapter, ctx);
    return;
  }
  let status: PayoutStatus;
  try {
    status = await adapter.payoutStatus(ctx, {
      payoutId: row.id,
      reference: row.operatorReference,
      operatorPayoutId: row.operatorPayoutId,
      refundOf: row.refundOf,
    });
  } catch {
    await later(deps, scope, row, nextLook(row, new Date()));
    return;
  }
  if (status.state !== "not_found") return apply(round, scope, row, status);
  // The operator never received it: send again, under the same reference.
  if (row.sendAttempts >= MAX_SENDS) {
    await fail(round, scope, row, "operator_unavailable", "The operator never received the payout.", null);
    return;
  }
  await send(round, scope, row, adapter, ctx);
}

/** Sends again a payout the operator never received, under its reference. */
async function send(round: Round, scope: Scope, row: PayoutRow, adapter: PayoutAdapter, ctx: OperatorContext) {
  const sending = (await markSending(round.deps.db, [row], "processing")).get(row.id);
  if (sending) await deliver(round, scope, sending, adapter, ctx);
}

/** The operator's call for a payout already marked `processing` (and committed so), and what it said. */
async function deliver(round: Round, scope: Scope, row: PayoutRow, adapter: PayoutAdapter, ctx: OperatorContext) {
  const { deps } = round;
  let status: PayoutStatus;
  try {
    status = await adapter.send(ctx, {
      payoutId: row.id,
      reference: row.operatorReference,
      amount: row.amount,
      phone: row.phone as string,
      name: row.name,
      reason: row.reason || "PayFlow",
      callbackUrl: `${publicUrl(deps.config)}/callbacks/payouts/${row.operator}/${row.id}`,
      refundOf: row.refundOf,
    });
  } catch (error) {
    // Timed out, cut off, 5xx, 429: whether it arrived is unknown — ask next, never resend blind.
    if (payoutOutcomeUnknown(error)) {
      await later(deps, scope, row, nextLook(row, new Date()));
      return;
    }
    // Refused (4xx) or our credentials refused: the operator did not take it.
    const failure =
      error instanceof PayoutError
        ? error.failure
        : {
            code: "operator_rejected" as const,
            message: error instanceof Error ? error.message : String(error),
            operatorCode: error instanceof OperatorError ? (error.details.operatorCode ?? null) : null,
          };
    await fail(round, scope, row, failure.code, failure.message, failure.operatorCode);
    return;
  }
  await apply(
    round,
    scope,
    row,
    status.state === "not_found" ? { state: "processing", operatorPayoutId: null } : status,
  );
}

async function later(deps: Deps, scope: Scope, row: PayoutRow, at: Date) {
  await movePayout(deps.db, scope, row.id, [row.status], { nextActionAt: at, leaseUntil: null });
}

/**
 * Ends a payout (endPayout's one statement), and its batch when it was the last line; one
 * carrying a refund ends in a transaction with its refund's settlement, so the refund's state
 * always follows its payout's.
 */
async function end(
  round: Round,
  scope: Scope,
  row: PayoutRow,
  payoutEnd: PayoutEnd,
  type: "payout.succeeded" | "payout.failed",
) {
  const { db } = round.deps;
  const ended = !row.refundId
    ? await endPayout(db, row, payoutEnd, type)
    : await db.transaction(async (tx) => {
        const done = await endPayout(tx, row, payoutEnd, type);
        if (done) await round.follow(tx, done.payout, payoutEnd.status === "succeeded" ? "succeeded" : "failed");
        return done;
      });
  if (ended?.batchDone) await completeBatch(round.deps, scope, row.batchId as string);
}

async function fail(
  round: Round,
  scope: Scope,
  row: PayoutRow,
  code: PayoutFailureCode,
  message: string,
  operatorCode: string | null,
) {
  await end(
    round,
    scope,
    row,
    {
      status: "failed",
      fee: row.fee,
      failureCode: code,
      failureMessage: message,
      operatorCode,
      operatorPayoutId: row.operatorPayoutId,
      operatorTransactionId: row.operatorTransactionId,
    },
    "payout.failed",
  );
}

/**
 * The operator reported this payout paid under a transaction id another payout of the company,
 * mode and operator already carries (docs/PAYOUTS.md § Sending, never twice): one transaction is
 * never booked on two payouts (index payouts_operator_transaction_key). This payout keeps its
 * state, without that id, and goes back to its status checks; the report is logged at error
 * level with both payouts for a person to look at — the held reports (held_operator_reports)
 * are payments' only, their rows naming a payment.
 */
async function transactionTaken(round: Round, scope: Scope, row: PayoutRow, transactionId: string) {
  const { deps } = round;
  const holder = await findPayoutByOperatorTransaction(deps.db, scope, row.operator, transactionId);
  deps.logger.error(
    "payout reported paid under another payout's operator transaction: not recorded, left to its checks",
    {
      payoutId: row.id,
      holderPayoutId: holder?.id ?? null,
      operator: row.operator,
      operatorTransactionId: transactionId,
      companyId: scope.companyId,
      mode: scope.mode,
    },
  );
  await later(deps, scope, row, nextLook(row, new Date()));
}

/** Records what the operator said about a payout it has. */
async function apply(
  round: Round,
  scope: Scope,
  row: PayoutRow,
  status: Exclude<PayoutStatus, { state: "not_found" }>,
) {
  const { deps } = round;
  if (status.state === "processing") {
    await movePayout(deps.db, scope, row.id, [row.status], {
      operatorPayoutId: status.operatorPayoutId ?? row.operatorPayoutId,
      nextActionAt: nextLook(row, new Date()),
      leaseUntil: null,
    });
    return;
  }
  if (status.state === "failed") {
    await fail(round, scope, row, status.failure.code, status.failure.message, status.failure.operatorCode);
    return;
  }
  const paidEnd: PayoutEnd = {
    status: "succeeded",
    fee: status.state === "succeeded" && status.fee !== null ? status.fee : row.fee,
    failureCode: null,
    failureMessage: null,
    operatorCode: null,
    operatorPayoutId: status.operatorPayoutId ?? row.operatorPayoutId,
    operatorTransactionId: status.state === "succeeded" ? status.operatorTransactionId : row.operatorTransactionId,
  };
  if (status.state === "succeeded") {
    try {
      await end(round, scope, row, paidEnd, "payout.succeeded");
    } catch (error) {
      const taken = status.operatorTransactionId;
      if (!taken || !isUniqueViolation(error, "payouts_operator_transaction_key")) throw error;
      await transactionTaken(round, scope, row, taken);
    }
    return;
  }
  // Paid, then taken back before PayFlow heard of it (rare): both, in order, in one transaction.
  const completed = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const { status: _paid, ...paidFields } = paidEnd;
    const paid = await movePayout(tx, scope, row.id, [row.status], {
      ...paidFields,
      status: "succeeded",
      completedAt: now,
      nextActionAt: null,
      leaseUntil: null,
    });
    if (!paid) return null;
    await recordPayoutEvent(tx, paid, "payout.succeeded", now);
    const reversed = await movePayout(tx, scope, row.id, ["succeeded"], { status: "reversed" });
    if (reversed) await recordPayoutEvent(tx, reversed, "payout.reversed", now);
    return paid.batchId ? completeBatchIfDone(tx, paid.batchId) : null;
  });
  if (completed) await tellBatchCompleted(deps, scope, completed);
}
