import type { PayoutEventType } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import { newId } from "../../lib/ids";
import { fanOut } from "../webhooks";
import type { PayoutRow } from "./queries";
import { toV1PayoutObject } from "./serialize";

// A payout's events (docs/PAYOUTS.md § Events): written in the transaction of the change they
// tell, beside the payments' in the one event stream (GET /v1/events, webhooks), with the payout
// as it was right after the change.

export async function recordPayoutEvent(tx: Tx, row: PayoutRow, type: PayoutEventType, at = new Date()) {
  const [event] = await tx
    .insert(paymentEvents)
    .values({
      id: newId("evt"),
      companyId: row.companyId,
      isTestData: row.isTestData,
      paymentId: null,
      payoutId: row.id,
      type,
      data: { payout: toV1PayoutObject(row) },
      createdAt: at,
    })
    .returning();
  if (event) await fanOut(tx, event);
}
