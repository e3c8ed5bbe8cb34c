import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { paymentAccounts } from "../../db/schema";

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type PaymentAccountValues = {
  accountName: string;
  holderName: string;
  operatorBank: string;
  accountNumberPhone: string;
};

/**
 * Serialises the company's payment-account writers for the transaction: the primary rules
 * (first is primary, exactly one primary, the primary cannot be deleted while others exist)
 * read then write, and two requests must not interleave. The partial unique index
 * payment_accounts_single_primary is the last line: even a writer that skipped this lock
 * cannot make two primaries.
 */
export async function lockCompanyAccounts(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payment_accounts:${companyId}`}))`);
}

export function listAccounts(db: Tx, companyId: string) {
  return db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.companyId, companyId))
    .orderBy(asc(paymentAccounts.createdAt), asc(paymentAccounts.id));
}

export async function findAccount(db: Tx, companyId: string, id: string): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.companyId, companyId)));
  return row ?? null;
}

export async function countAccounts(db: Tx, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentAccounts).where(eq(paymentAccounts.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertAccount(
  db: Tx,
  row: PaymentAccountValues & { id: string; companyId: string; userId: string; isPrimary: boolean },
): Promise<PaymentAccountRow> {
  const [saved] = await db.insert(paymentAccounts).values(row).returning();
  if (!saved) throw new Error("payment account insert returned nothing");
  return saved;
}

export async function updateAccount(
  db: Tx,
  companyId: string,
  id: string,
  values: PaymentAccountValues,
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .update(paymentAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.companyId, companyId)))
    .returning();
  return row ?? null;
}

/**
 * Makes one account the company's only primary. Two statements, the old primary cleared
 * first: a unique index is checked row by row, so one UPDATE flipping both rows could trip
 * over its own intermediate state.
 */
export async function setPrimary(tx: Tx, companyId: string, id: string): Promise<PaymentAccountRow | null> {
  await tx
    .update(paymentAccounts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(
      and(eq(paymentAccounts.companyId, companyId), eq(paymentAccounts.isPrimary, true), ne(paymentAccounts.id, id)),
    );
  const [row] = await tx
    .update(paymentAccounts)
    .set({ isPrimary: true, updatedAt: new Date() })
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.companyId, companyId)))
    .returning();
  return row ?? null;
}

export async function deleteAccount(db: Tx, companyId: string, id: string): Promise<void> {
  await db.delete(paymentAccounts).where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.companyId, companyId)));
}
