import {
  DEFAULT_PAYOUT_SETTINGS,
  type PayoutOperator,
  type PayoutSettings,
  UEMOA_COUNTRIES,
  UEMOA_IBAN_LENGTH,
} from "@payflow/contracts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { companies } from "../../db/schema";
import type { Scope } from "../../db/scope";
import { AppError } from "../../http/errors";
import { balancesOf } from "../ledger";

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
  // Settings saved before a rule existed read its default (bankFileFormat).
  return { ...DEFAULT_PAYOUT_SETTINGS, ...row.settings };
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

/** Refuses a payout above a limit, at its field. */
export async function checkLimits(
  db: Tx,
  scope: Scope,
  settings: PayoutSettings,
  payout: { amount: number; beneficiary: string },
): Promise<void> {
  const code = limitBroken(settings, await paidToday(db, scope, [payout.beneficiary]), payout);
  if (code) throw new AppError(code, { field: "amount" });
}

/**
 * A stored payout's beneficiary, as beneficiaryKey (beneficiary.ts) gives a new one's: its number,
 * else its account with a UEMOA IBAN read as its RIB — payouts stored before accounts were kept
 * as RIBs hold the IBAN as typed (spaces out, capitals). The one place SQL compares beneficiaries.
 */
const storedBeneficiary = sql.raw(
  `coalesce(phone, CASE WHEN length(bank_account) = ${UEMOA_IBAN_LENGTH}
    AND substr(bank_account, 1, 2) IN (${UEMOA_COUNTRIES.map((c) => `'${c}'`).join(", ")})
    AND substr(bank_account, 3, 2) ~ '^[0-9]{2}$' THEN substr(bank_account, 5) ELSE bank_account END)`,
);

/**
 * Today's payouts (UTC day) of the company, and of each of these beneficiaries (beneficiaryKey);
 * failed and cancelled ones aside.
 */
export async function paidToday(db: Tx, scope: Scope, beneficiaries: readonly string[]) {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const { rows } = await db.execute<{ who: string | null; amount: string }>(sql`
    SELECT ${storedBeneficiary} AS who, sum(amount)::text AS amount FROM payouts
    WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
      AND created_at >= ${day.toISOString()}::timestamptz AND status NOT IN ('failed', 'cancelled')
    GROUP BY ROLLUP (${storedBeneficiary})`);
  const wanted = new Set(beneficiaries);
  const byWho = new Map<string, number>();
  let company = 0;
  for (const r of rows) {
    if (r.who === null) company = Number(r.amount);
    else if (wanted.has(r.who)) byWho.set(r.who, Number(r.amount));
  }
  return { byWho, company };
}

/**
 * The limit a payout would break on top of what is paid today (a batch adds its lines one by
 * one to `today`); null when it breaks none. Refused at its field, never split or trimmed.
 */
export function limitBroken(
  settings: PayoutSettings,
  today: { byWho: Map<string, number>; company: number },
  payout: { amount: number; beneficiary: string },
) {
  if (payout.amount > settings.perPayoutLimit) return "payoutAboveLimit" as const;
  if ((today.byWho.get(payout.beneficiary) ?? 0) + payout.amount > settings.perBeneficiaryDailyLimit)
    return "beneficiaryDailyLimitReached" as const;
  if (today.company + payout.amount > settings.companyDailyLimit) return "companyDailyLimitReached" as const;
  return null;
}

/**
 * What the accounts of these operators hold available now: the books' balances (the one
 * definition GET /v1/balance shows), a bank payout paid from the bank account.
 */
export async function availableOf(db: Tx, scope: Scope, operators: readonly PayoutOperator[]) {
  if (operators.length === 0) return new Map<PayoutOperator, number>();
  const { operators: held } = await balancesOf(db, scope);
  const of = (o: PayoutOperator) =>
    held.find((h) => h.operator === (o === "bank" ? "bank_transfer" : o))?.available ?? 0;
  return new Map(operators.map((o) => [o, of(o)]));
}

/**
 * Refuses a refund its operator account cannot give back now (docs/LEDGER.md § Postings: a
 * refund draws first on its own payment's money still pending, then on the account's available
 * balance, which the books never let go below zero). Runs under lockPayouts, like a payout's
 * check: the same account's debits are judged one after the other.
 */
export async function checkRefundFunds(
  db: Tx,
  scope: Scope,
  refund: { paymentId: string; operator: string; amount: number; need: number },
): Promise<void> {
  const { rows } = await db.execute<{ pending: string }>(
    sql`SELECT ledger_payment_pending(${refund.paymentId}, ledger_wallet_of(${refund.operator}) || ':pending') AS pending`,
  );
  const pending = Number(rows[0]?.pending ?? 0);
  const { operators: held } = await balancesOf(db, scope);
  const available = held.find((h) => h.operator === refund.operator)?.available ?? 0;
  if (pending + Math.max(available, 0) < refund.need) {
    throw new AppError("refundNotCovered", {
      field: "amount",
      params: { amount: String(refund.amount), pending: String(pending), available: String(available) },
    });
  }
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
