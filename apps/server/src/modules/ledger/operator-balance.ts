import { BALANCE_OPERATORS, type BalanceCheck, type BalanceCheckStatus, type Mode } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { operatorBalanceChecks } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { adapterFor, operatorContext } from "../../operators/registry";
import { notifyHolders } from "../notifications";

// The operator balance check (docs/LEDGER.md § Operator balance check): what an operator says
// the business's account holds (MTN's collection account, Wave's wallet) against what the books
// hold for it, and the movements that explain the difference — PayFlow's fees and the refunds
// made by hand, booked out of that account but never taken by the operator, and the payments
// PayFlow is still waiting on and the payouts the operator may not have paid yet. What none of them explains is an alert. Run on a schedule (every
// CHECK_EVERY_MINUTES for each account the books hold, sooner while payments are in flight)
// and on demand.

export type BalanceOperator = (typeof BALANCE_OPERATORS)[number];

const CHECK_EVERY_MINUTES = 15;
/** The check's error when the business has no credentials for the operator in that mode. */
export const NOT_CONFIGURED = "not_configured";
/** In flight: payments may settle the difference within a minute or two; look again soon. */
const RECHECK_IN_FLIGHT_MINUTES = 1;
/** A check asked for on demand within this long of the last one answers the last one: the operators are not asked again. */
export const ON_DEMAND_MIN_SECONDS = 30;

type Books = { books: number; fees: number; manual_refunds: number; in_flight: number; in_flight_payments: number };

/**
 * The books' side in one statement, so the payments in flight are those of the same moment: the
 * account's total, the fees and hand-made refunds booked out of it, the payments still pending.
 */
async function booksOf(db: Tx, scope: Scope, operator: BalanceOperator): Promise<Books> {
  const test = scope.mode === "test";
  const [pending, available] = [`operator:${operator}:pending`, `operator:${operator}:available`];
  const line = (account: string) => JSON.stringify([{ account }]);
  const { rows } = await db.execute<Record<keyof Books, string>>(sql`
    WITH wallet AS (
      SELECT coalesce(sum(amount), 0) AS books FROM ledger_balances
      WHERE company_id = ${scope.companyId} AND is_test_data = ${test} AND account IN (${pending}, ${available})
    ), moved AS (
      SELECT
        coalesce(sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' = 'fees'), 0) AS fees,
        coalesce(sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' = 'refunds' AND r.method = 'manual'), 0) AS manual_refunds
      FROM ledger_journal j
      LEFT JOIN refunds r ON j.source = 'refund' AND r.id = j.source_id
      CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      WHERE j.company_id = ${scope.companyId} AND j.is_test_data = ${test} AND j.source <> 'settlement'
        AND (j.lines @> ${line(pending)}::jsonb OR j.lines @> ${line(available)}::jsonb)
    ), flight AS (
      -- Payments the operator may still bring in, and payouts (with their fee) the books reserved
      -- that it may not have paid yet: both leave its figure above the books for a while.
      SELECT coalesce(sum(amount), 0) AS in_flight, count(*) AS in_flight_payments FROM (
        SELECT amount FROM transactions
        WHERE company_id = ${scope.companyId} AND is_test_data = ${test} AND operator = ${operator} AND status = 'pending'
        UNION ALL
        SELECT amount + reserved_fee FROM payouts
        WHERE company_id = ${scope.companyId} AND is_test_data = ${test} AND operator = ${operator}
          AND status IN ('queued', 'processing')
      ) moving
    )
    SELECT books::text, fees::text, manual_refunds::text, in_flight::text, in_flight_payments::text
    FROM wallet, moved, flight`);
  const row = rows[0] as Record<keyof Books, string>;
  return {
    books: Number(row.books),
    fees: Number(row.fees),
    manual_refunds: Number(row.manual_refunds),
    in_flight: Number(row.in_flight),
    in_flight_payments: Number(row.in_flight_payments),
  };
}

/** What the figures say, by the rules of docs/LEDGER.md § Operator balance check. */
export function judge(operatorAmount: number, b: Books): { status: BalanceCheckStatus; unexplained: number } {
  const unexplained = operatorAmount - (b.books + b.fees + b.manual_refunds);
  if (unexplained === 0) return { status: operatorAmount === b.books ? "matched" : "explained", unexplained };
  // The operator holds more than the books, by no more than the payments PayFlow waits on.
  if (unexplained > 0 && unexplained <= b.in_flight) return { status: "in_flight", unexplained };
  return { status: "unexplained", unexplained };
}

/** Checks one operator's balance for the scope now, stores what it found, and alerts when nothing explains it. */
export async function checkOperatorBalance(deps: Deps, scope: Scope, operator: BalanceOperator): Promise<BalanceCheck> {
  const books = await booksOf(deps.db, scope, operator);
  let found: Omit<BalanceCheck, "operator" | "checkedAt">;
  try {
    const ctx = await operatorContext(deps, scope.companyId, scope.mode, operator, null);
    const read = adapterFor(operator).balance;
    // The business has not set this operator's credentials for live mode: said as a code the dashboard words.
    if (!ctx || !read) throw new Error(NOT_CONFIGURED);
    const { amount } = await read(ctx);
    found = {
      ...judge(amount, books),
      operatorAmount: amount,
      booksAmount: books.books,
      fees: books.fees,
      manualRefunds: books.manual_refunds,
      inFlight: books.in_flight,
      inFlightPayments: books.in_flight_payments,
      error: null,
    };
  } catch (err) {
    found = {
      status: "unavailable",
      operatorAmount: null,
      booksAmount: books.books,
      fees: books.fees,
      manualRefunds: books.manual_refunds,
      inFlight: books.in_flight,
      inFlightPayments: books.in_flight_payments,
      unexplained: null,
      error: err instanceof Error ? err.message : String(err),
    };
  }
  const again = found.status === "in_flight" ? RECHECK_IN_FLIGHT_MINUTES : CHECK_EVERY_MINUTES;
  const { rows } = await deps.db.execute<{ checked_at: Date; was: string | null }>(sql`
    WITH was AS (
      SELECT status FROM operator_balance_checks
      WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"} AND operator = ${operator}
    )
    INSERT INTO operator_balance_checks AS c (company_id, is_test_data, operator, next_at, checked_at, status,
      operator_amount, books_amount, fees, manual_refunds, in_flight, in_flight_payments, unexplained, error)
    VALUES (${scope.companyId}, ${scope.mode === "test"}, ${operator}, now() + make_interval(mins => ${again}), now(),
      ${found.status}, ${found.operatorAmount}, ${found.booksAmount}, ${found.fees}, ${found.manualRefunds},
      ${found.inFlight}, ${found.inFlightPayments}, ${found.unexplained}, ${found.error})
    ON CONFLICT (company_id, is_test_data, operator) DO UPDATE SET next_at = excluded.next_at,
      checked_at = excluded.checked_at, status = excluded.status, operator_amount = excluded.operator_amount,
      books_amount = excluded.books_amount, fees = excluded.fees, manual_refunds = excluded.manual_refunds,
      in_flight = excluded.in_flight, in_flight_payments = excluded.in_flight_payments,
      unexplained = excluded.unexplained, error = excluded.error
    RETURNING c.checked_at, (SELECT status FROM was) AS was`);
  const row = rows[0] as { checked_at: Date; was: string | null };
  // Told once when a difference turns unexplained, not at every check while it stays so.
  if (found.status === "unexplained" && row.was !== "unexplained") {
    await notifyHolders(deps.db, scope.companyId, "viewReports", {
      type: "warning",
      titleKey: "notif.balanceUnexplained.title",
      messageKey: "notif.balanceUnexplained.message",
      params: { operator, amount: String(found.unexplained), mode: scope.mode },
    });
  }
  return { operator, checkedAt: new Date(row.checked_at).toISOString(), ...found };
}

/** The last check of each operator that tells its balance (never checked: all null). */
export async function lastBalanceChecks(db: Tx, scope: Scope): Promise<BalanceCheck[]> {
  const rows = await db.select().from(operatorBalanceChecks).where(inScopeOf(operatorBalanceChecks, scope));
  return BALANCE_OPERATORS.map((operator) => {
    const r = rows.find((row) => row.operator === operator);
    return {
      operator,
      checkedAt: r?.checkedAt?.toISOString() ?? null,
      status: (r?.status as BalanceCheckStatus | undefined) ?? null,
      operatorAmount: r?.operatorAmount ?? null,
      booksAmount: r?.booksAmount ?? null,
      fees: r?.fees ?? null,
      manualRefunds: r?.manualRefunds ?? null,
      inFlight: r?.inFlight ?? null,
      inFlightPayments: r?.inFlightPayments ?? null,
      unexplained: r?.unexplained ?? null,
      error: r?.error ?? null,
    };
  });
}

/**
 * Puts on the schedule every account of an operator that tells its balance which the books hold
 * and which is not on it yet. Installation-wide work, so it runs with the hourly maintenance
 * (once for every instance), not in each instance's minute round: a new account's first
 * scheduled check comes within the hour (a check on demand puts it there at once).
 */
export async function scheduleBalanceChecks(db: Tx): Promise<void> {
  const wallets = sql.join(
    BALANCE_OPERATORS.map((o) => sql`account LIKE ${`operator:${o}:%`}`),
    sql` OR `,
  );
  await db.execute(sql`
    INSERT INTO operator_balance_checks (company_id, is_test_data, operator)
    SELECT DISTINCT company_id, is_test_data, split_part(account, ':', 2) FROM ledger_balances WHERE ${wallets}
    ON CONFLICT DO NOTHING`);
}

/**
 * One scheduled round: the checks that are due are claimed (SKIP LOCKED: instances share them,
 * none runs twice at once) and run. Answers how many ran.
 */
export async function checkDueBalances(deps: Deps, limit: number): Promise<number> {
  const { rows } = await deps.db.execute<{ company_id: string; is_test_data: boolean; operator: BalanceOperator }>(sql`
    UPDATE operator_balance_checks SET next_at = now() + make_interval(mins => ${CHECK_EVERY_MINUTES})
    WHERE (company_id, is_test_data, operator) IN (
      SELECT company_id, is_test_data, operator FROM operator_balance_checks WHERE next_at <= now()
      ORDER BY next_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING company_id, is_test_data, operator`);
  for (const r of rows) {
    const mode: Mode = r.is_test_data ? "test" : "live";
    await checkOperatorBalance(deps, { companyId: r.company_id, mode }, r.operator);
  }
  return rows.length;
}

/**
 * A check asked for from the dashboard: each operator asked now, unless it was checked less than
 * ON_DEMAND_MIN_SECONDS ago — then its last findings — so repeated clicks never flood the operators.
 */
export async function checkBalancesNow(deps: Deps, scope: Scope): Promise<BalanceCheck[]> {
  const last = await lastBalanceChecks(deps.db, scope);
  const recent = (c: BalanceCheck) =>
    c.checkedAt !== null && Date.now() - Date.parse(c.checkedAt) < ON_DEMAND_MIN_SECONDS * 1000;
  return Promise.all(last.map((c) => (recent(c) ? c : checkOperatorBalance(deps, scope, c.operator))));
}
