import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

// The consistency check (`npm run ledger:check`; docs/LEDGER.md § The check): every balance
// rebuilt from the payments, refunds and payouts alone, and compared with what the books hold; and the
// balances' running totals compared with the journal they total. The two
// sides share nothing but the rows they read — the expected side never looks at the ledger — so
// a posting missing, doubled, or wrong shows as a difference.

/** What the books hold for an account group of a company's mode, against what the payments say. */
export type LedgerDifference = {
  companyId: string;
  mode: "test" | "live";
  /** `sales`, `fees`, `refunds`, or a wallet (`operator:<operator>`, `bank`: pending and available together). */
  account: string;
  expected: number;
  booked: number;
};

export async function checkLedger(db: Database): Promise<LedgerDifference[]> {
  const { rows } = await db.execute<{
    company_id: string;
    is_test_data: boolean;
    account: string;
    expected: string;
    booked: string;
  }>(sql`
    WITH paid AS (
      SELECT company_id, is_test_data, amount, fee, ledger_wallet_of(operator) AS wallet
      FROM transactions
      WHERE status IN ('succeeded', 'refunded', 'partially_refunded') AND paid_at IS NOT NULL
    ), refunded AS (
      SELECT r.company_id, r.is_test_data, r.amount, ledger_wallet_of(t.operator) AS wallet
      FROM refunds r JOIN transactions t ON t.id = r.payment_id
      WHERE r.status = 'succeeded' AND r.payout_id IS NULL
    ), paid_out AS (
      -- A payout holds its reservation while queued or processing, is paid out once succeeded,
      -- and nets to nothing once failed, cancelled or reversed (docs/LEDGER.md § Payouts).
      SELECT company_id, is_test_data, status, amount, fee, amount + reserved_fee AS reserved,
        CASE WHEN refund_id IS NULL THEN 'payouts' ELSE 'refunds' END AS paid_to,
        regexp_replace(ledger_payout_wallet(operator), ':available$', '') AS wallet
      FROM payouts WHERE status IN ('queued', 'processing', 'succeeded')
    ), expected AS (
      SELECT company_id, is_test_data, 'sales' AS account, -sum(amount) AS amount FROM paid GROUP BY 1, 2
      UNION ALL SELECT company_id, is_test_data, 'fees', sum(fee) FROM paid GROUP BY 1, 2
      UNION ALL SELECT company_id, is_test_data, wallet, sum(amount - fee) FROM paid GROUP BY 1, 2, 3
      UNION ALL SELECT company_id, is_test_data, 'refunds', sum(amount) FROM refunded GROUP BY 1, 2
      UNION ALL SELECT company_id, is_test_data, wallet, -sum(amount) FROM refunded GROUP BY 1, 2, 3
      UNION ALL SELECT company_id, is_test_data, 'payouts:in_transit', sum(reserved) FROM paid_out
        WHERE status <> 'succeeded' GROUP BY 1, 2
      UNION ALL SELECT company_id, is_test_data, paid_to, sum(amount) FROM paid_out WHERE status = 'succeeded' GROUP BY 1, 2, 3
      UNION ALL SELECT company_id, is_test_data, 'payout_fees', sum(fee) FROM paid_out WHERE status = 'succeeded' GROUP BY 1, 2
      UNION ALL SELECT company_id, is_test_data, wallet,
        -sum(CASE WHEN status = 'succeeded' THEN amount + fee ELSE reserved END) FROM paid_out GROUP BY 1, 2, 3
    ), booked AS (
      SELECT j.company_id, j.is_test_data,
        regexp_replace(l ->> 'account', ':(pending|available|suspense)$', '') AS account,
        sum((l ->> 'amount')::bigint) AS amount
      FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      GROUP BY 1, 2, 3
    ), e AS (
      SELECT company_id, is_test_data, account, sum(amount) AS amount FROM expected GROUP BY 1, 2, 3
    )
    SELECT coalesce(e.company_id, b.company_id) AS company_id, coalesce(e.is_test_data, b.is_test_data) AS is_test_data,
      coalesce(e.account, b.account) AS account, coalesce(e.amount, 0)::text AS expected, coalesce(b.amount, 0)::text AS booked
    FROM e FULL JOIN booked b
      ON b.company_id = e.company_id AND b.is_test_data = e.is_test_data AND b.account = e.account
    WHERE coalesce(e.amount, 0) <> coalesce(b.amount, 0)
    ORDER BY 1, 2, 3`);
  return [...rows, ...(await runningTotalsOff(db))].map((r) => ({
    companyId: r.company_id,
    mode: r.is_test_data ? "test" : "live",
    account: r.account,
    expected: Number(r.expected),
    booked: Number(r.booked),
  }));
}

/**
 * The balances' running totals (ledger_balances, what balance reads use) against the journal
 * they total: each account whose total differs, named `<account> (running total)`.
 */
async function runningTotalsOff(db: Database) {
  const { rows } = await db.execute<{
    company_id: string;
    is_test_data: boolean;
    account: string;
    expected: string;
    booked: string;
  }>(sql`
    WITH journal AS (
      SELECT j.company_id, j.is_test_data, l ->> 'account' AS account, sum((l ->> 'amount')::bigint) AS amount
      FROM ledger_journal j CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      GROUP BY 1, 2, 3
    ), totals AS (
      SELECT company_id, is_test_data, account, sum(amount) AS amount FROM ledger_balances GROUP BY 1, 2, 3
    )
    SELECT coalesce(j.company_id, t.company_id) AS company_id, coalesce(j.is_test_data, t.is_test_data) AS is_test_data,
      coalesce(j.account, t.account) || ' (running total)' AS account,
      coalesce(j.amount, 0)::text AS expected, coalesce(t.amount, 0)::text AS booked
    FROM journal j FULL JOIN totals t
      ON t.company_id = j.company_id AND t.is_test_data = j.is_test_data AND t.account = j.account
    WHERE coalesce(j.amount, 0) <> coalesce(t.amount, 0)
    ORDER BY 1, 2, 3`);
  return rows;
}
