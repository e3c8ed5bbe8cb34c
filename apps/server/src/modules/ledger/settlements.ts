import {
  type LedgerPeriodQuery,
  PAYMENT_OPERATORS,
  type SettlementDay,
  type SettlementReport,
} from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import { checkedPeriod, dayOf } from "../../lib/period";
import { operatorOfAccount } from "./balances";

// The settlement report (docs/LEDGER.md § Settlement report): per day and operator account, what
// the books posted into and out of it — gross, refunds, fees, net — and when that money is
// expected to be available. Read from the journal, settlements aside (they move money within an
// account, pending to available), so each account's nets over all days add up to its balance.

type Row = {
  day: string;
  wallet: string;
  payments: number;
  gross: string;
  refunds: string;
  fees: string;
  net: string;
  settles_at: Date | null;
};

export async function settlementReport(db: Tx, scope: Scope, query: LedgerPeriodQuery): Promise<SettlementReport> {
  const period = checkedPeriod(query.from, query.to, query.tz);
  const offset = `${period.zone.offsetMs / 1000} seconds`;
  const { rows } = await db.execute<Row>(sql`
    WITH journals AS (
      SELECT j.id, j.payment_id, to_char((j.posted_at AT TIME ZONE 'UTC') + ${offset}::interval, 'YYYY-MM-DD') AS day,
        -- A refund's payout posts its paid amount without a wallet line: it counts on its operator's day.
        coalesce(min(regexp_replace(l ->> 'account', ':(pending|available)$', '')) FILTER (WHERE l ->> 'account' ~ ':(pending|available)$'),
          (SELECT 'operator:' || p.operator FROM payouts p WHERE p.id = j.payout_id AND p.refund_id IS NOT NULL)) AS wallet,
        coalesce(-sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' = 'sales'), 0) AS gross,
        coalesce(sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' = 'refunds'), 0) AS refunds,
        coalesce(sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' = 'fees'), 0) AS fees,
        coalesce(sum((l ->> 'amount')::bigint) FILTER (WHERE l ->> 'account' ~ ':(pending|available)$'), 0) AS net,
        bool_or(j.source = 'payment.success') AS success
      FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      WHERE j.company_id = ${scope.companyId} AND j.is_test_data = ${scope.mode === "test"}
        AND j.posted_at >= ${period.range.from} AND j.posted_at < ${period.range.to} AND j.source <> 'settlement'
      GROUP BY j.id, j.payment_id, j.payout_id, j.posted_at
    )
    SELECT j.day, j.wallet, (count(*) FILTER (WHERE j.success))::int AS payments,
      sum(j.gross)::text AS gross, sum(j.refunds)::text AS refunds, sum(j.fees)::text AS fees, sum(j.net)::text AS net,
      max(t.settles_at) AS settles_at
    FROM journals j LEFT JOIN transactions t ON t.id = j.payment_id
    WHERE j.wallet IS NOT NULL
    GROUP BY j.day, j.wallet
    ORDER BY j.day`);
  const now = Date.now();
  const order = (d: SettlementDay) => PAYMENT_OPERATORS.indexOf(d.operator);
  const days: SettlementDay[] = rows.map((r) => {
    const operator = operatorOfAccount(r.wallet);
    if (!operator) throw new Error(`The books hold an account of no known operator: ${r.wallet}`);
    const settlesAt = r.settles_at ? new Date(r.settles_at) : null;
    return {
      day: r.day,
      operator,
      payments: r.payments,
      gross: Number(r.gross),
      refunds: Number(r.refunds),
      fees: Number(r.fees),
      net: Number(r.net),
      expectedSettlement: settlesAt ? dayOf(settlesAt, period.zone) : null,
      settled: settlesAt !== null && settlesAt.getTime() <= now,
    };
  });
  days.sort((a, b) => a.day.localeCompare(b.day) || order(a) - order(b));
  const total = (key: "gross" | "refunds" | "fees" | "net") => days.reduce((sum, d) => sum + d[key], 0);
  return {
    mode: scope.mode,
    from: period.first,
    to: period.last,
    timeZone: period.zone.label,
    days,
    totals: { gross: total("gross"), refunds: total("refunds"), fees: total("fees"), net: total("net") },
  };
}
