import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { creditNotes } from "../../db/schema";
import type { Deps } from "../../deps";
import { type FneOutcome, refundInvoice } from "../../fne/client";
import type { FneRefundResponse } from "../../fne/types";
import { newId } from "../../lib/ids";
import { creditedItems } from "./credit-note-items";
import { recordCreditNoteEvent } from "./events";
import * as q from "./queries";

// Credit notes (docs/INVOICES.md § Credit notes): asked for by a refund of an invoice's part (the
// refunds' trigger, migration 0028) or by voiding a certified invoice, then certified by the
// platform once their invoice is, with the same queue rules as an invoice's certification
// (certification.ts): tried again when the platform was not reached, held when a call may have
// been acted on, failed when refused.

const RETRY_MS = 60_000;

/** The credit note cancelling all of a certified invoice that was voided: once per invoice. */
export async function voidCreditNoteFor(tx: Tx, invoice: q.InvoiceRow): Promise<void> {
  await tx
    .insert(creditNotes)
    .values({
      id: newId("cn"),
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      isTestData: invoice.isTestData,
      refundKey: `void:${invoice.id}`,
      amount: invoice.totalTtc,
      reason: invoice.voidReason ?? "",
      items: [],
      status: "pending",
      nextAt: new Date(),
    })
    .onConflictDoNothing();
}

/** Claims due credit notes whose invoice is certified (the platform credits only what it certified). */
async function claimDue(deps: Deps, limit: number): Promise<q.CreditNoteRow[]> {
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    UPDATE credit_notes SET sent_at = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT c.id FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
      WHERE c.status = 'pending' AND c.sent_at IS NULL AND c.next_at <= now() AND i.certification_status = 'certified'
      ORDER BY c.next_at LIMIT ${limit} FOR UPDATE OF c SKIP LOCKED)
    RETURNING id`);
  if (rows.length === 0) return [];
  return deps.db
    .select()
    .from(creditNotes)
    .where(
      sql`${creditNotes.id} IN (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
}

/** One round of the credit notes' queue (background.ts). */
export async function certifyCreditNotesDue(deps: Deps, limit: number): Promise<number> {
  await deps.db.execute(sql`
    UPDATE credit_notes SET status = 'held', sent_at = NULL,
      error = '{"code":"no_answer","message":"The call to the platform never came back: check the FNE space before trying again."}'::jsonb
    WHERE status = 'pending' AND sent_at < now() - interval '2 minutes'`);
  const claimed = await claimDue(deps, limit);
  for (const note of claimed) await certifyClaimed(deps, note);
  return claimed.length;
}

async function certifyClaimed(deps: Deps, note: q.CreditNoteRow): Promise<void> {
  const [invoice] = await q.invoicesByIds(deps.db, [note.invoiceId]);
  if (!invoice?.fneInvoiceId || !invoice.fneItemIds) return;
  const items = note.items.length > 0 ? note.items : creditedItems(invoice.lines, note.amount, invoice.totalTtc);
  let outcome: FneOutcome<FneRefundResponse>;
  const space = await deps.fneSpace(note.companyId, note.isTestData ? "test" : "live");
  if (!space) {
    outcome = {
      ok: false,
      failure: { kind: "unknown", httpStatus: null, code: "no_fne_space", message: "No live FNE space.", errors: {} },
    };
  } else {
    const ids = invoice.fneItemIds;
    outcome = await refundInvoice(
      space.config,
      invoice.fneInvoiceId,
      items.map((item) => ({ id: ids[item.line] ?? "", quantity: item.quantity })),
    );
  }
  await deps.db.transaction(async (tx) => {
    if (outcome.ok) {
      const [row] = await tx
        .update(creditNotes)
        .set({
          items,
          status: "certified",
          sentAt: null,
          error: null,
          fneNumber: outcome.value.reference,
          fneVerificationUrl: outcome.value.token,
          certifiedAt: new Date(),
        })
        .where(sql`${creditNotes.id} = ${note.id}`)
        .returning();
      await q.addActivity(tx, note.invoiceId, "credit_note", {
        creditNoteId: note.id,
        amount: String(note.amount),
        fneNumber: outcome.value.reference,
      });
      if (row) await recordCreditNoteEvent(tx, row);
      return;
    }
    const { failure } = outcome;
    const status = failure.kind === "retryable" ? "pending" : failure.kind === "refused" ? "failed" : "held";
    await tx
      .update(creditNotes)
      .set({
        items,
        status,
        sentAt: null,
        error: { code: failure.code, message: failure.message },
        nextAt: status === "pending" ? new Date(Date.now() + RETRY_MS * note.attempts) : null,
      })
      .where(sql`${creditNotes.id} = ${note.id}`);
  });
}
