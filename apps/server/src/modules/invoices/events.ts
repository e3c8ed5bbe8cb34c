import { type InvoiceEventType, toV1CreditNote, toV1Invoice } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import { newId } from "../../lib/ids";
import { fanOut } from "../webhooks";
import { toCreditNote, toInvoice } from "./format";
import type * as q from "./queries";

// An invoice's and a credit note's events (docs/API.md § Invoices): in the one event stream
// (GET /v1/events, webhooks), written in the transaction of the change they tell, with the
// object as it was right after it.

export async function recordInvoiceEvent(
  tx: Tx,
  row: q.InvoiceRow,
  type: Exclude<InvoiceEventType, "credit_note.certified">,
) {
  await record(tx, row, type, { invoice: toV1Invoice(toInvoice(row)) });
}

export async function recordCreditNoteEvent(tx: Tx, note: q.CreditNoteRow) {
  await record(tx, note, "credit_note.certified", { credit_note: toV1CreditNote(toCreditNote(note)) });
}

async function record(
  tx: Tx,
  row: { companyId: string; isTestData: boolean },
  type: InvoiceEventType,
  data: Record<string, unknown>,
) {
  const [event] = await tx
    .insert(paymentEvents)
    .values({ id: newId("evt"), companyId: row.companyId, isTestData: row.isTestData, paymentId: null, type, data })
    .returning();
  if (event) await fanOut(tx, event);
}
