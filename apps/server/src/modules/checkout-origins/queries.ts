import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { companies, transactions } from "../../db/schema";

/** The company's checkout origins and name, or null for no such company. */
export async function findOrigins(db: Tx, companyId: string): Promise<{ name: string; origins: string[] } | null> {
  const [row] = await db
    .select({ name: companies.name, origins: companies.checkoutOrigins })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function saveOrigins(db: Tx, companyId: string, origins: string[]): Promise<void> {
  await db
    .update(companies)
    .set({ checkoutOrigins: origins, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

// Every load of a checkout page and every read of its status from a merchant's site asks it.
const originsOfPaymentQuery = preparedPerDb((db) =>
  db
    .select({ origins: companies.checkoutOrigins })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.companyId))
    .where(and(eq(transactions.id, sql.placeholder("paymentId")), eq(transactions.type, "payment")))
    .prepare("payflow_checkout_origins_of_payment"),
);

/** The checkout origins of the company a payment belongs to; [] for an unknown payment. */
export async function originsOfPayment(db: Database, paymentId: string): Promise<string[]> {
  const [row] = await originsOfPaymentQuery(db).execute({ paymentId });
  return row?.origins ?? [];
}
