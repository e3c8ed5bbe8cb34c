import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Tx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateCompany(
  db: Tx,
  companyId: string,
  fields: Partial<Pick<CompanyRow, "name" | "commissionBps" | "paymentDelayDays" | "accountingAccounts" | "logoUrl">>,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row ?? null;
}
