import type { PayoutEventType } from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fanOutPart } from "../webhooks";
import { completeBatchIfDone } from "./batch-queries";
import { tellBatchCompleted } from "./notices";
import type { PayoutRow } from "./queries";
import { toV1PayoutObject } from "./serialize";

// A payout's end (succeeded or failed) as the sender records it, thousands a minute in a batch:
// one statement — the payout moved from the state it was read in, its event written with the
// payout as it now is (known before the statement: the sender sets every changed field), the
// webhooks queued, and whether its batch has any other line still open — instead of a
// transaction of five round trips. The books post from the move's trigger, in the same statement.

export type PayoutEnd = Pick<
  PayoutRow,
  "status" | "fee" | "failureCode" | "failureMessage" | "operatorCode" | "operatorPayoutId" | "operatorTransactionId"
>;

/**
 * Null when the payout had already left its state (someone else moved it); else the payout as it
 * now is, and whether its batch is now done (then completeBatch).
 */
export async function endPayout(
  db: Tx,
  row: PayoutRow,
  end: PayoutEnd,
  type: PayoutEventType,
): Promise<{ payout: PayoutRow; batchDone: boolean } | null> {
  const now = new Date();
  const after: PayoutRow = { ...row, ...end, completedAt: now, updatedAt: now, nextActionAt: null, leaseUntil: null };
  const data = { payout: toV1PayoutObject(after) };
  const event = { type, createdAt: now, data, paymentId: null, isTestData: row.isTestData };
  const deliveries = fanOutPart("ev", event);
  const { rows } = await db.execute<{ batch_done: boolean | null }>(sql`
    WITH moved AS (
      UPDATE payouts SET status = ${end.status}, fee = ${end.fee}, failure_code = ${end.failureCode},
        failure_message = ${end.failureMessage}, operator_code = ${end.operatorCode},
        operator_payout_id = ${end.operatorPayoutId}, operator_transaction_id = ${end.operatorTransactionId},
        completed_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz,
        next_action_at = NULL, lease_until = NULL
      WHERE id = ${row.id} AND company_id = ${row.companyId} AND status = ${row.status}
      RETURNING id, company_id, is_test_data, batch_id
    ), ev AS (
      INSERT INTO payment_events (id, company_id, is_test_data, payment_id, payout_id, type, data, created_at)
      SELECT ${newId("evt")}, company_id, is_test_data, NULL, id, ${type}, ${JSON.stringify(data)}::jsonb,
        ${now.toISOString()}::timestamptz
      FROM moved
      RETURNING id, company_id, is_test_data
    )${deliveries ? sql`, deliveries AS (${deliveries})` : sql``}
    SELECT CASE WHEN m.batch_id IS NULL THEN NULL ELSE NOT EXISTS (
        SELECT 1 FROM payouts p WHERE p.batch_id = m.batch_id AND p.id <> m.id
          AND p.status IN ('pending_approval', 'queued', 'processing')) END AS batch_done
    FROM moved m`);
  const moved = rows[0];
  return moved ? { payout: after, batchDone: moved.batch_done === true } : null;
}

/** A batch whose last line just ended: completed (once, however many last lines end together) and told. */
export async function completeBatch(deps: Deps, scope: Scope, batchId: string): Promise<void> {
  const completed = await deps.db.transaction((tx) => completeBatchIfDone(tx, batchId));
  if (completed) await tellBatchCompleted(deps, scope, completed);
}
