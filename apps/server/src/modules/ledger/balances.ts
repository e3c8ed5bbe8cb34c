import { type Balances, type OperatorBalance, PAYMENT_OPERATORS, type PaymentOperator } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";

// What the business holds (docs/LEDGER.md § Balances): its wallet accounts' totals as the books
// keep them (ledger_balances, a few rows per account whatever the history's length), per
// operator and in total. The one definition of the balance: GET /v1/balance, the dashboard and
// payouts read it here.

/** The operator a wallet account belongs to (`operator:wave:pending` → wave, `bank:…` → bank_transfer). */
export function operatorOfAccount(account: string): PaymentOperator | null {
  const wallet = account.replace(/:(pending|available)$/, "");
  const operator = wallet === "bank" ? "bank_transfer" : wallet.replace(/^operator:/, "");
  return (PAYMENT_OPERATORS as readonly string[]).includes(operator) ? (operator as PaymentOperator) : null;
}

/** The scope's balances, read from the books. */
export async function balancesOf(db: Tx, scope: Scope): Promise<Balances> {
  const { rows } = await db.execute<{ account: string; amount: string }>(sql`
    SELECT account, sum(amount)::text AS amount FROM ledger_balances
    WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
      AND (account LIKE '%:pending' OR account LIKE '%:available')
    GROUP BY account`);
  const operators: OperatorBalance[] = PAYMENT_OPERATORS.map((operator) => ({ operator, available: 0, pending: 0 }));
  for (const row of rows) {
    const operator = operatorOfAccount(row.account);
    const entry = operators.find((o) => o.operator === operator);
    if (!entry) throw new Error(`The books hold an account of no known operator: ${row.account}`);
    entry[row.account.endsWith(":pending") ? "pending" : "available"] += Number(row.amount);
  }
  const total = (key: "available" | "pending") => operators.reduce((sum, o) => sum + o[key], 0);
  return { mode: scope.mode, currency: "XOF", available: total("available"), pending: total("pending"), operators };
}
