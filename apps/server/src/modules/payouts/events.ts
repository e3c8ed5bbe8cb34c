import type { PayoutEventType } from "@payflow/contracts";
import { bulkInsert } from "../../db/bulk-insert";
import type { Tx } from "../../db/client";
import { paymentEvents, type payoutBatches } from "../../db/schema";
import { newId } from "../../lib/ids";
import { fanOut, fanOutAll } from "../webhooks";
import type { PayoutRow } from "./queries";
import { toV1PayoutObject } from "./serialize";

// A payout's events (docs/PAYOUTS.md § Events): written in the transaction of the change they
// tell, beside the payments' in the one event stream (GET /v1/events, webhooks), with the payout
// as it was right after the change.

/** One payout's event (the many-at-once form below, for one). */
export async function recordPayoutEvent(tx: Tx, row: PayoutRow, type: PayoutEventType, at = new Date()) {
  await recordPayoutEvents(tx, [row], type, at);
}

/** The batch's own event: every line has ended (counts and results in GET …/payout_batches/{id}). */
export async function recordPayoutBatchEvent(tx: Tx, batch: typeof payoutBatches.$inferSelect) {
  const [event] = await tx
    .insert(paymentEvents)
    .values({
      id: newId("evt"),
      companyId: batch.companyId,
      isTestData: batch.isTestData,
      paymentId: null,
      type: "payout_batch.completed",
      data: {
        payout_batch: {
          id: batch.id,
          object: "payout_batch",
          status: batch.status,
          line_count: batch.lineCount,
          total_amount: batch.totalAmount,
          total_fee: batch.totalFee,
          completed_at: batch.completedAt?.toISOString() ?? null,
        },
      },
    })
    .returning();
  if (event) await fanOut(tx, event);
}

/** Many payouts' events at once (a batch's lines): written in one statement per 5,000, webhooks queued in one. */
export async function recordPayoutEvents(tx: Tx, rows: PayoutRow[], type: PayoutEventType, at = new Date()) {
  const events = rows.map((row) => ({
    id: newId("evt"),
    companyId: row.companyId,
    isTestData: row.isTestData,
    paymentId: null,
    payoutId: row.id,
    type,
    data: { payout: toV1PayoutObject(row) },
    createdAt: at,
  }));
  await bulkInsert(tx, paymentEvents, events);
  await fanOutAll(tx, events);
}
