import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, transactions } from "../../db/schema";

/**
 * The transactions of the client record linked to this login (spec §6: a client sees only
 * those), newest first. No linked record: none.
 */
export function listTransactionsOfLinkedClient(db: Tx, companyId: string, userId: string) {
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      description: transactions.description,
      amount: transactions.amount,
      currency: transactions.currency,
      status: transactions.status,
      isTestData: transactions.isTestData,
    })
    .from(transactions)
    .innerJoin(clients, and(eq(clients.id, transactions.clientId), eq(clients.companyId, companyId)))
    .where(and(eq(transactions.companyId, companyId), eq(clients.userId, userId)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
}
