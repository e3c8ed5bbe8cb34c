import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clients, companies, transactions } from "../../db/schema";
import type { Scope } from "../../db/scope";

/** The newest payments a client sees at once (search reaches older ones). */
const PORTAL_LIMIT = 200;

/** The business's name as its clients see it (the company, the tenant). */
export async function companyName(db: Tx, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

/**
 * The transactions of the client record linked to this login (docs/PRODUCT.md §6: a client sees only
 * those) in the scope's mode, newest first. No linked record: none.
 */
export function listTransactionsOfLinkedClient(db: Tx, scope: Scope, userId: string, search: string | null) {
  const { companyId } = scope;
  const like = search ? containsPattern(search) : null;
  return db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      description: transactions.description,
      amount: transactions.amount,
      currency: transactions.currency,
      status: transactions.status,
      isTestData: transactions.isTestData,
      code: transactions.code,
      operator: transactions.operator,
      reference: transactions.reference,
      paidAt: transactions.paidAt,
      operatorTransactionId: transactions.operatorTransactionId,
      failure: transactions.failure,
      refundedAmount: transactions.refundedAmount,
    })
    .from(transactions)
    .innerJoin(clients, and(eq(clients.id, transactions.clientId), eq(clients.companyId, companyId)))
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.isTestData, scope.mode === "test"),
        eq(clients.userId, userId),
        like
          ? or(
              ilike(transactions.description, like),
              ilike(transactions.code, like),
              ilike(transactions.reference, like),
              ilike(transactions.id, like),
            )
          : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(PORTAL_LIMIT);
}
