import { type PaymentLinkEventType, toV1PaymentLink } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fanOut } from "../webhooks";
import * as q from "./queries";
import { toPaymentLink } from "./service-format";

// A link's events (docs/API.md § Payment links): written in the transaction of the change they
// tell, in the one event stream (GET /v1/events, webhooks), with the link as it was right after
// the change — its totals included, read in that transaction.

export async function recordLinkEvent(deps: Deps, tx: Tx, scope: Scope, id: string, type: PaymentLinkEventType) {
  const row = await q.findLink(tx, scope, id);
  if (!row) return;
  const [event] = await tx
    .insert(paymentEvents)
    .values({
      id: newId("evt"),
      companyId: row.companyId,
      isTestData: row.isTestData,
      paymentId: null,
      type,
      data: { payment_link: toV1PaymentLink(toPaymentLink(row, publicUrl(deps.config))) },
    })
    .returning();
  if (event) await fanOut(tx, event);
}
