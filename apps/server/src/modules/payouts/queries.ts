import { and, asc, desc, eq, gt, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { paymentEvents, payouts } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

// The payouts' SQL (docs/PAYOUTS.md). Every read and write is scoped by company and mode; every
// change of state names the state it leaves, so two changes racing (a cancel and the sender's
// claim) cannot both win.

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

export async function insertPayout(db: Tx, row: NewPayout): Promise<PayoutRow> {
  const [created] = await db.insert(payouts).values(row).returning();
  return created as PayoutRow;
}

export async function findPayout(db: Tx, scope: Scope, id: string): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(inScopeOf(payouts, scope), eq(payouts.id, id)));
  return row ?? null;
}

export async function findPayoutByIdempotencyKey(db: Tx, scope: Scope, key: string): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(inScopeOf(payouts, scope), eq(payouts.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The payout of the company's mode and operator carrying this operator transaction id (at most
 * one: index payouts_operator_transaction_key, migration 0024).
 */
export async function findPayoutByOperatorTransaction(
  db: Tx,
  scope: Scope,
  operator: string,
  transactionId: string,
): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(
      and(inScopeOf(payouts, scope), eq(payouts.operator, operator), eq(payouts.operatorTransactionId, transactionId)),
    );
  return row ?? null;
}

export type PayoutFilter = { q?: string; status?: string; operator?: string };

type Cursor = { createdAt: Date; id: string };

/**
 * A page of payouts, newest first: after the (created_at, id) of `after`, or the ones nearest
 * before `before` (the merchant API's ending_before).
 */
export async function listPayouts(
  db: Tx,
  scope: Scope,
  filter: PayoutFilter,
  after: Cursor | null,
  limit: number,
  before: Cursor | null = null,
): Promise<PayoutRow[]> {
  const where: SQL[] = [inScopeOf(payouts, scope)];
  if (filter.status) where.push(eq(payouts.status, filter.status));
  if (filter.operator) where.push(eq(payouts.operator, filter.operator));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        eq(payouts.id, filter.q),
        ilike(payouts.phone, like),
        ilike(payouts.name, like),
        ilike(payouts.clientReference, like),
        ilike(payouts.bankAccount, like),
      ) as SQL,
    );
  }
  if (after) {
    where.push(
      or(
        lt(payouts.createdAt, after.createdAt),
        and(eq(payouts.createdAt, after.createdAt), lt(payouts.id, after.id)),
      ) as SQL,
    );
  }
  if (before) {
    where.push(
      or(
        gt(payouts.createdAt, before.createdAt),
        and(eq(payouts.createdAt, before.createdAt), gt(payouts.id, before.id)),
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(payouts)
    .where(and(...where))
    .orderBy(...(before ? [asc(payouts.createdAt), asc(payouts.id)] : [desc(payouts.createdAt), desc(payouts.id)]))
    .limit(limit);
  return before ? rows.reverse() : rows;
}

/** Moves a payout on from one of `from`; null when it had already left them (someone else moved it). */
export async function movePayout(
  db: Tx,
  scope: Scope,
  id: string,
  from: readonly string[],
  set: Partial<NewPayout>,
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(inScopeOf(payouts, scope), eq(payouts.id, id), inArray(payouts.status, [...from])))
    .returning();
  return row ?? null;
}

/** A payout's events, oldest first (its detail's timeline). */
export async function payoutEvents(db: Tx, scope: Scope, payoutId: string) {
  return db
    .select({ id: paymentEvents.id, type: paymentEvents.type, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(and(inScopeOf(paymentEvents, scope), eq(paymentEvents.payoutId, payoutId)))
    .orderBy(paymentEvents.seq);
}
