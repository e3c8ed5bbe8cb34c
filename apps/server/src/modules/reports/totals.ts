import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";

// Moves the payment totals' deltas (appended by triggers, db/schema/totals.ts) into the hourly
// table, oldest first: one statement deletes a batch and adds it up, so a reader sees each delta
// in exactly one of the two tables whatever moment it reads at. Run by a job chain (jobs/boss.ts);
// several instances take different batches (SKIP LOCKED). Answers how many deltas it moved.
export async function compactTotals(db: Tx, limit: number): Promise<number> {
  const { rows } = await db.execute<{ moved: number }>(sql`
    WITH moved AS (
      DELETE FROM payment_totals_pending
      WHERE id IN (SELECT id FROM payment_totals_pending ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING company_id, is_test_data, hour, operator, status, count, amount
    ), added AS (
      INSERT INTO payment_totals_hourly AS t (company_id, is_test_data, hour, operator, status, count, amount)
      SELECT company_id, is_test_data, hour, operator, status, sum(count), sum(amount)
      FROM moved GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (company_id, is_test_data, hour, operator, status)
      DO UPDATE SET count = t.count + EXCLUDED.count, amount = t.amount + EXCLUDED.amount
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM moved)::int AS moved`);
  return rows[0]?.moved ?? 0;
}
