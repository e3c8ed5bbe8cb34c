import { isMobilePaymentOperator, type PaymentOperator } from "@payflow/contracts";
import { and, asc, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { preparedPerDb } from "../../../db/prepared";
import { transactions } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { forEachConcurrently } from "../../../lib/concurrently";
import { adapterFor, operatorContext } from "../../../operators/registry";
import { type Failure, OperatorError, type OperatorStatus } from "../../../operators/types";
import type * as q from "../queries";
import { paymentRef } from "./attempts";
import { applyOperatorStatus } from "./outcomes";
import { followUpAfter, nextCheckAfter, operatorRequestOpen, withinFollowUp } from "./reconcile-schedule";
import { failIfUnreachable } from "./resume";
import { awaitsAnotherTry } from "./retry";
import * as store from "./store";

// Reconciliation: pending payments are asked about again and again (growing intervals) until
// they are final or expired — it finds lost callbacks, creates that timed out and payments the
// operator expired. A payment PayFlow cancelled or expired while the operator's request was
// still open is followed the same way until the operator's word is final (a late success).
// Every instance runs it (jobs/loop.ts); each due payment is claimed by one instance only
// (FOR UPDATE SKIP LOCKED, its next check pushed ahead as a lease). The lease outlasts one
// operator call, and no more: if the instance dies mid-check, another asks again seconds later.
// A check that outlives its lease may be asked twice, which is harmless — a status read
// changes nothing at the operator and a state change happens once (engine/states.ts).

/** How long a claim holds: one operator call (its time-out) and a margin. */
const LEASE_MARGIN_SECONDS = 5;
const LEASE = sql`now() + make_interval(secs => ${sql.placeholder("leaseSeconds")}::int)`;

// Every round runs it (see db/prepared.ts).
const claimDueQuery = preparedPerDb((db) => {
  const due = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(isNotNull(transactions.nextCheckAt), lte(transactions.nextCheckAt, sql`now()`)))
    .orderBy(asc(transactions.nextCheckAt))
    .limit(sql.placeholder("limit"))
    .for("update", { skipLocked: true });
  return db
    .update(transactions)
    .set({ checkCount: sql`${transactions.checkCount} + 1`, nextCheckAt: LEASE })
    .where(inArray(transactions.id, due))
    .returning()
    .prepare("payflow_reconcile_claim");
});

/** Claims up to `limit` due pending payments. */
export function claimDue(deps: Deps, limit: number): Promise<q.PaymentRow[]> {
  const leaseSeconds = Math.ceil(deps.config.PAYFLOW_OPERATOR_TIMEOUT_MS / 1000) + LEASE_MARGIN_SECONDS;
  return claimDueQuery(deps.db).execute({ limit, leaseSeconds });
}

/** Asks the operator about one claimed payment and applies the answer, or schedules the next check. */
export async function checkPayment(deps: Deps, payment: q.PaymentRow): Promise<void> {
  if (payment.status !== "pending") return followUp(deps, payment);
  const now = new Date();
  const expired = payment.expiresAt !== null && payment.expiresAt <= now;
  if (expired && awaitsAnotherTry(payment)) {
    // The payer did not choose again within the window (retry.ts): the last failure is final.
    await applyOperatorStatus(deps, payment.id, { state: "failed", failure: payment.failure as Failure });
    return;
  }
  if (await failIfUnreachable(deps, payment)) return;
  const status = await askOperator(deps, payment);
  if (status.state !== "pending" && status.state !== "unknown") {
    await applyOperatorStatus(deps, payment.id, status);
    return;
  }
  if (expired) {
    // PayFlow's expiry does not close the operator's request: it is followed until final.
    const followUpAt = operatorRequestOpen(payment) ? followUpAfter(0, now) : null;
    await applyOperatorStatus(deps, payment.id, { state: "expired" }, deps.db, { followUpAt });
    return;
  }
  const next = nextCheckAfter(payment.checkCount, now, payment.expiresAt, payment.operator as PaymentOperator | null);
  await store.scheduleNextCheck(deps.db, payment.id, next);
}

/**
 * A payment PayFlow stopped while the operator's request was open: a success is recorded as a
 * late success; any other final word, or the end of the follow-up window, ends the checks.
 */
async function followUp(deps: Deps, payment: q.PaymentRow): Promise<void> {
  const now = new Date();
  const status = await askOperator(deps, payment);
  if (status.state === "succeeded") {
    const moved = await applyOperatorStatus(deps, payment.id, status);
    // A success that did not match is held for review once, not at every check.
    if (!moved) await store.scheduleFollowUp(deps.db, payment.id, payment.status, null);
    return;
  }
  if (status.state !== "pending" && status.state !== "unknown") {
    await store.scheduleFollowUp(deps.db, payment.id, payment.status, null);
    return;
  }
  if (!withinFollowUp(payment, now)) {
    deps.logger.warn("operator request still open at the end of the follow-up window: checks end", {
      paymentId: payment.id,
      status: payment.status,
    });
    await store.scheduleFollowUp(deps.db, payment.id, payment.status, null);
    return;
  }
  await store.scheduleFollowUp(deps.db, payment.id, payment.status, followUpAfter(payment.checkCount, now));
}

async function askOperator(deps: Deps, payment: q.PaymentRow): Promise<OperatorStatus> {
  const operator = payment.operator;
  if (!operator || !isMobilePaymentOperator(operator) || !payment.operatorAttemptId) return { state: "unknown" };
  const mode = payment.isTestData ? "test" : "live";
  const ctx = await operatorContext(deps, payment.companyId, mode, operator, payment.phone);
  if (!ctx) return { state: "unknown" };
  try {
    return await adapterFor(operator).status(ctx, paymentRef(payment));
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    deps.logger.debug("operator status read failed", { paymentId: payment.id, kind: error.kind });
    return { state: "unknown" };
  }
}

/** One round: claims what is due and checks it, a few at a time. Answers how many were checked. */
export async function reconcileDue(deps: Deps, opts: { limit?: number; concurrency?: number } = {}): Promise<number> {
  const claimed = await claimDue(deps, opts.limit ?? 200);
  await forEachConcurrently(
    claimed,
    opts.concurrency ?? 10,
    (p) => checkPayment(deps, p),
    (p, error) => deps.logger.warn("reconciliation of a payment failed", { paymentId: p.id, error }),
  );
  return claimed.length;
}
