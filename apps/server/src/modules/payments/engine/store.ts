import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client";
import { driverValue, preparedPerDb, rawParam } from "../../../db/prepared";
import { paymentEvents, refunds, transactions } from "../../../db/schema";
import type { Scope } from "../../../db/scope";
import { type EventRow, inScope, type NewPaymentRow, type PaymentRow, type RefundRow } from "../queries";

// The engine's writes to payments, their events and refunds. Only the engine imports this file:
// it is what makes the engine the one door to a payment's state (docs/ARCHITECTURE.md § Payments).

/** Locks the payment row for a change that reads before it writes (refunds). */
export async function lockPayment(db: Tx, scope: Scope, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(inScope(scope), eq(transactions.id, id)))
    .for("update");
  return row ?? null;
}

// Every reconciliation check that found the payment still pending runs it.
const nextCheckQuery = preparedPerDb((db) =>
  db
    .update(transactions)
    .set({ nextCheckAt: rawParam("at"), updatedAt: rawParam("now") })
    .where(and(eq(transactions.id, sql.placeholder("id")), eq(transactions.status, "pending")))
    .prepare("payflow_next_check"),
);

/** When reconciliation next asks about a payment, if it is still pending. */
export async function scheduleNextCheck(db: Database, id: string, at: Date): Promise<void> {
  await nextCheckQuery(db).execute({
    id,
    at: driverValue(transactions.nextCheckAt, at),
    now: driverValue(transactions.updatedAt, new Date()),
  });
}

/**
 * The next check of a payment PayFlow stopped (cancelled, expired) while the operator's request
 * may still be paid; null ends the follow-up. Only while the payment is still in that state.
 */
export async function scheduleFollowUp(db: Database, id: string, status: string, at: Date | null): Promise<void> {
  await db
    .update(transactions)
    .set({ nextCheckAt: at })
    .where(and(eq(transactions.id, id), eq(transactions.status, status)));
}

/**
 * Sets the method of a pending payment nobody has started paying yet (with the attempt id of
 * the one call to the operator, stored before it is made); null otherwise, so two concurrent
 * choices never charge the payer twice nor mix one's operator with the other's attempt.
 */
export async function claimMethod(db: Tx, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.status, "pending"),
        isNull(transactions.operatorAttemptId),
        isNull(transactions.nextAction),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The state change itself: one conditional UPDATE, so of two concurrent callers (a callback and
 * a poll, or the same callback twice) exactly one moves the payment and the other gets null.
 */
export async function moveStatus(
  db: Tx,
  id: string,
  from: readonly string[],
  to: string,
  patch: Partial<NewPaymentRow>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Stores the operator's id for a payment that has none (its create's answer was lost), found
 * later by PayFlow's own reference; never replaces one already stored.
 */
export async function fillOperatorReference(db: Tx, scope: Scope, id: string, reference: string): Promise<void> {
  await db
    .update(transactions)
    .set({ operatorReference: reference, updatedAt: new Date() })
    .where(and(inScope(scope), eq(transactions.id, id), isNull(transactions.operatorReference)));
}

export async function insertEvent(db: Tx, row: typeof paymentEvents.$inferInsert): Promise<EventRow> {
  const [saved] = await db.insert(paymentEvents).values(row).returning();
  return saved as EventRow;
}

/** The refund made under a merchant API Idempotency-Key in this company and mode, if any. */
export async function findRefundByKey(db: Tx, scope: Scope, key: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.companyId, scope.companyId),
        eq(refunds.isTestData, scope.mode === "test"),
        eq(refunds.idempotencyKey, key),
      ),
    );
  return row ?? null;
}

export async function insertRefund(db: Tx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [saved] = await db.insert(refunds).values(row).returning();
  return saved as RefundRow;
}
