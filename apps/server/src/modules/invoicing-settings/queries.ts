import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies, fneSpaces, invoiceSequences, invoices } from "../../db/schema";

export type FneSpaceRow = typeof fneSpaces.$inferSelect;

export async function findSpace(db: Tx, companyId: string): Promise<FneSpaceRow | null> {
  const [row] = await db.select().from(fneSpaces).where(eq(fneSpaces.companyId, companyId));
  return row ?? null;
}

export async function saveSpace(db: Tx, row: Omit<FneSpaceRow, "updatedAt">): Promise<FneSpaceRow> {
  const now = new Date();
  const { companyId, ...fields } = row;
  const [saved] = await db
    .insert(fneSpaces)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({ target: fneSpaces.companyId, set: { ...fields, updatedAt: now } })
    .returning();
  return saved as FneSpaceRow;
}

export async function deleteSpace(db: Tx, companyId: string): Promise<boolean> {
  const gone = await db.delete(fneSpaces).where(eq(fneSpaces.companyId, companyId)).returning();
  return gone.length > 0;
}

export async function findNumbering(db: Tx, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, prefix: companies.invoicePrefix, numbering: companies.invoiceNumbering })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateNumbering(db: Tx, companyId: string, prefix: string, numbering: string): Promise<void> {
  await db
    .update(companies)
    .set({ invoicePrefix: prefix, invoiceNumbering: numbering, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Every sequence's last number of the company, in both modes. */
export function sequencesOf(db: Tx, companyId: string) {
  return db
    .select({ isTestData: invoiceSequences.isTestData, year: invoiceSequences.year, last: invoiceSequences.last })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.companyId, companyId));
}

/** The company's issued numbers that begin with a prefix, in both modes. */
export async function numbersStartingWith(db: Tx, companyId: string, prefix: string) {
  const rows = await db
    .select({ number: invoices.number, isTestData: invoices.isTestData })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), sql`starts_with(${invoices.number}, ${prefix})`));
  return rows as { number: string; isTestData: boolean }[];
}
