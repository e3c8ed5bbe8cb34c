import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { paymentAttempts, transactions } from "../../../db/schema";
import type { PaymentRow } from "../queries";

// The attempts' own writes. Most of an attempt's life is written by the payment's writes
// (a trigger, db/schema/attempts.ts); these are what the payment alone cannot say.

export type AttemptRow = typeof paymentAttempts.$inferSelect;

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
