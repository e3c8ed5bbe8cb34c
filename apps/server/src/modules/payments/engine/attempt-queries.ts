import { PAYER_ATTEMPTS_PER_PAYMENT } from "@payflow/contracts";
import { and, count, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { paymentAttempts, transactions } from "../../../db/schema";
import type { Failure } from "../../../operators/types";
import type { PaymentRow } from "../queries";

// The attempts' own writes. Most of an attempt's life is written by the payment's writes
// (a trigger, db/schema/attempts.ts); these are what the payment alone cannot say.

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** What the adapter kept of the operator's answer to an attempt (Orange's notif_token…). */
export function operatorDataOf(attempt: AttemptRow): Record<string, string> {
  return (attempt.answer as { operatorData?: Record<string, string> } | null)?.operatorData ?? {};
}

export async function findAttempt(db: Tx, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
}

export function listAttemptsOf(db: Tx, paymentId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.paymentId, paymentId))
    .orderBy(paymentAttempts.createdAt);
}

/** The call was made and got no answer: the operator may have acted (reconciliation asks it). */
export async function markAttemptUnanswered(db: Tx, id: string): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: "unknown", unanswered: true })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, "sending")));
}

/**
 * Replaces an attempt that never reached anybody with a new one (the trigger marks the old one
 * abandoned); null when the payment moved on meanwhile (answered, final, or replaced already).
 */
export async function replaceAttempt(db: Tx, payment: PaymentRow, attemptId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ operatorAttemptId: attemptId, updatedAt: new Date() })
    .where(
      and(
        eq(transactions.id, payment.id),
        eq(transactions.status, "pending"),
        eq(transactions.operatorAttemptId, payment.operatorAttemptId ?? ""),
        isNull(transactions.operatorReference),
        isNull(transactions.nextAction),
      ),
    )
    .returning();
  return row ?? null;
}

/** A payment's attempts with this operator other than its current one, the latest first. */
export function earlierAttemptsWith(db: Tx, payment: PaymentRow, operator: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.paymentId, payment.id),
        eq(paymentAttempts.operator, operator),
        ne(paymentAttempts.id, payment.operatorAttemptId ?? ""),
        ne(paymentAttempts.status, "abandoned"),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(PAYER_ATTEMPTS_PER_PAYMENT);
}

/** How many of a payment's attempts ended failed. */
export async function countFailedAttempts(db: Tx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, "failed")));
  return row?.n ?? 0;
}

/** Ends an open attempt as failed (its payment stays open for another try, retry.ts). */
export async function failOpenAttempt(db: Tx, id: string, failure: Failure): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: "failed", failure, finishedAt: new Date() })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, ["sending", "sent", "unknown"])));
}

/**
 * Opens a pending payment, locked by the caller, to the payer's next choice: no current
 * attempt, the failure kept (the checkout says why), ended at `deadline` unless the payer pays.
 */
export async function reopenPayment(db: Tx, id: string, failure: Failure, deadline: Date): Promise<PaymentRow> {
  const [row] = await db
    .update(transactions)
    .set({
      operatorAttemptId: null,
      operatorReference: null,
      operatorData: {},
      nextAction: null,
      failure,
      expiresAt: deadline,
      nextCheckAt: deadline,
      checkCount: 0,
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, id))
    .returning();
  return row as PaymentRow;
}

/**
 * Makes an earlier attempt the payment's current one again, when the payment has none (reopened,
 * or failed at the end of its window): its operator's success can then settle it. False when the
 * payment has a current attempt or has moved on.
 */
export async function adoptAttempt(db: Tx, payment: PaymentRow, attempt: AttemptRow): Promise<boolean> {
  const rows = await db
    .update(transactions)
    .set({
      operatorAttemptId: attempt.id,
      operator: attempt.operator,
      phone: attempt.phone,
      operatorReference: attempt.operatorReference,
      operatorData: operatorDataOf(attempt),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(transactions.id, payment.id),
        isNull(transactions.operatorAttemptId),
        inArray(transactions.status, ["pending", "failed", "expired", "cancelled"]),
      ),
    )
    .returning({ id: transactions.id });
  return rows.length > 0;
}
