import { DEFAULT_PAYOUT_SETTINGS, type PayoutOperator, type PayoutSettings } from "@payflow/contracts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";
import type { Scope } from "../../db/scope";
import { AppError } from "../../http/errors";
import { paidOutToday } from "./queries";

// The money rules of a payout (docs/PAYOUTS.md § Money rules): the company's limits, and the
// funds, checked and reserved atomically. Both run inside the transaction that queues the
// payout, after its company-and-mode lock: two payouts at the same moment are judged one after
// the other, each on what the other left.

export async function payoutSettingsOf(db: Tx, companyId: string): Promise<PayoutSettings> {
  const [row] = await db
    .select({ settings: companies.payoutSettings })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError("notFound");
  return row.settings ?? { ...DEFAULT_PAYOUT_SETTINGS };
}

/**
 * Serialises the payouts of one company and mode until the transaction ends: the limits and
 * the funds read next see every payout queued before (each statement of a READ COMMITTED
 * transaction sees what committed before it began).
 */
export async function lockPayouts(db: Tx, scope: Scope): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('payflow:payouts'), hashtext(${`${scope.companyId}:${scope.mode}`}))`,
  );
}

/** Refuses a payout above a limit, at its field; never splits or trims it. */
export async function checkLimits(
  db: Tx,
  scope: Scope,
  settings: PayoutSettings,
  payout: { amount: number; beneficiary: string },
  now = new Date(),
): Promise<void> {
  if (payout.amount > settings.perPayoutLimit) throw new AppError("payoutAboveLimit", { field: "amount" });
  const today = await paidOutToday(db, scope, payout.beneficiary, now);
  if (today.beneficiary + payout.amount > settings.perBeneficiaryDailyLimit) {
    throw new AppError("beneficiaryDailyLimitReached", { field: "amount" });
  }
  if (today.company + payout.amount > settings.companyDailyLimit) {
    throw new AppError("companyDailyLimitReached", { field: "amount" });
  }
}

/** The books' account a payout of this operator is paid from (docs/LEDGER.md § Payouts). */
export function payoutWallet(operator: PayoutOperator): string {
  return `${operator === "bank" ? "bank" : `operator:${operator}`}:available`;
}

/**
 * What the wallets of these operators hold available now, from the books' running totals
 * (the same rows GET /v1/balance sums).
 */
export async function availableOf(db: Tx, scope: Scope, operators: readonly PayoutOperator[]) {
  const wallets = operators.map(payoutWallet);
  if (wallets.length === 0) return new Map<PayoutOperator, number>();
  const { rows } = await db.execute<{ account: string; amount: string }>(sql`
    SELECT account, sum(amount)::text AS amount FROM ledger_balances
    WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
      AND account IN ${wallets}
    GROUP BY account`);
  const held = new Map(rows.map((r) => [r.account, Number(r.amount)]));
  return new Map(operators.map((o) => [o, held.get(payoutWallet(o)) ?? 0]));
}

/**
 * Refuses when the operator's available balance does not cover what is to be reserved. The
 * reservation itself is the posting the payout's move to `queued` makes (migration 0021), in
 * the same transaction, under the lock taken by lockPayouts.
 */
export async function checkFunds(db: Tx, scope: Scope, needs: ReadonlyMap<PayoutOperator, number>): Promise<void> {
  const available = await availableOf(db, scope, [...needs.keys()]);
  for (const [operator, need] of needs) {
    if ((available.get(operator) ?? 0) < need) throw new AppError("insufficientBalance", { field: "amount" });
  }
}
