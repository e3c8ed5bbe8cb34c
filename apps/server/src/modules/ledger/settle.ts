import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

// Money booked pending moves to available when its payment settles (docs/LEDGER.md § Pending and
// available): a background round takes the payments whose settlement date has come from the work
// list the success posting fills (ledger_settlements_due), and posts, for each, one journal
// transaction moving what is left on its pending accounts (after any refund) to the matching
// available ones. One statement per round; rows are claimed by their place with SKIP LOCKED, so
// instances share the work, and the posting's id (its payment's) makes it once per payment
// whatever happens.

/** Posts the settlements that are due (at most `limit` payments); answers how many were taken. */
export async function settleDue(db: Tx, limit: number): Promise<number> {
  const { rows } = await db.execute<{ done: number }>(sql`
    WITH due AS (
      DELETE FROM ledger_settlements_due
      WHERE ctid IN (
        SELECT ctid FROM ledger_settlements_due WHERE settles_at <= now()
        ORDER BY settles_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING payment_id, company_id, is_test_data, settles_at
    ), pending AS (
      SELECT d.payment_id, d.company_id, d.is_test_data, d.settles_at, l ->> 'account' AS account,
        sum((l ->> 'amount')::bigint) AS amount
      FROM due d
      JOIN ledger_journal j ON j.payment_id = d.payment_id
      CROSS JOIN LATERAL jsonb_array_elements(j.lines) AS l
      WHERE l ->> 'account' LIKE '%:pending'
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum((l ->> 'amount')::bigint) <> 0
    ), posted AS (
      INSERT INTO ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
      SELECT 'ljt_set_' || p.payment_id, p.company_id, p.is_test_data, 'settlement', p.payment_id, p.payment_id,
        jsonb_agg(x.line), max(p.settles_at)
      FROM pending p
      CROSS JOIN LATERAL (VALUES
        (jsonb_build_object('account', p.account, 'amount', -p.amount)),
        (jsonb_build_object('account', replace(p.account, ':pending', ':available'), 'amount', p.amount))) AS x(line)
      GROUP BY p.payment_id, p.company_id, p.is_test_data
      ON CONFLICT (id) DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM due)::int AS done, (SELECT count(*) FROM posted)::int AS posted`);
  return rows[0]?.done ?? 0;
}
