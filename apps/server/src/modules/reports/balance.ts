import { and, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { transactions } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import { BALANCE_SQL, SALE_STATUSES } from "./money";

// What the business is owed (GET /v1/balance): the same sale figures as the reports
// (money.ts), split by whether the company's payment delay has passed.

/**
 * What the business is owed on its sales (reports/money.ts: net volume less fees), split by
 * whether their settlement date has come; a sale without one yet counts as pending.
 */
export async function balanceOf(db: Tx, scope: Scope) {
  const owed = sql.raw(BALANCE_SQL);
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${owed}) filter (where ${transactions.settlesAt} <= now()), 0)`,
      pending: sql<string>`coalesce(sum(${owed}) filter (where ${transactions.settlesAt} IS NULL OR ${transactions.settlesAt} > now()), 0)`,
    })
    .from(transactions)
    .where(and(inScopeOf(transactions, scope), inArray(transactions.status, [...SALE_STATUSES])));
  return { available: Number(row?.available ?? 0), pending: Number(row?.pending ?? 0) };
}
