import { type InvoiceDetail, nextReminder } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { auditInvoice, type InvoiceCaller } from "./caller";
import { certifyNow } from "./certification";
import { voidCreditNoteFor } from "./credit-notes";
import { recordInvoiceEvent } from "./events";
import { nextInvoiceNumber } from "./numbering";
import * as q from "./queries";
import { getInvoice } from "./read";

// Issuing and withdrawing an invoice (docs/INVOICES.md § States): finalising numbers a draft and
// queues its certification (tried at once); voiding withdraws an issued invoice no money came in
// for; a person may ask for a certification that failed or is held to be tried again.

/**
 * Issues a draft locked by `tx`: checks the client has what the platform needs, gives it the
 * next number, opens it, plans its first reminder and queues its certification; tells
 * invoice.finalized. The caller commits, then asks certifyNow.
 */
export async function issueIn(tx: Tx, row: q.InvoiceRow, scope: Scope, now = new Date()): Promise<q.InvoiceRow> {
  if (row.state !== "draft") throw new AppError("invoiceNotDraft");
  // The platform refuses an invoice without both: say so now, at the client, not at certification.
  const client = await q.findClient(tx, scope, row.clientId);
  if (!client?.email || !client.phone) throw new AppError("invoiceClientContactMissing", { field: "clientId" });
  const company = await q.findCompany(tx, row.companyId);
  if (!company) throw new AppError("notFound");
  const issued = await nextInvoiceNumber(tx, row, company, now);
  const first = row.reminderSchedule && row.dueDate ? nextReminder(row.reminderSchedule, row.dueDate, 0, now) : null;
  const open = await q.updateInvoice(tx, row.id, {
    state: "open",
    number: issued.number,
    sequenceYear: issued.year,
    sequence: issued.sequence,
    clientName: client.name,
    openedAt: now,
    updatedAt: now,
    certificationStatus: "pending",
    certificationNextAt: now,
    nextReminderAt: first?.at ?? null,
  });
  await q.addActivity(tx, row.id, "finalized", { number: issued.number });
  await recordInvoiceEvent(tx, open, "invoice.finalized");
  return open;
}

export async function finalizeInvoice(deps: Deps, caller: InvoiceCaller, id: string): Promise<InvoiceDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    const open = await issueIn(tx, row, caller.scope);
    await auditInvoice(tx, caller, "invoice.finalized", open, { total: open.totalTtc });
  });
  await certifyNow(deps, id);
  return getInvoice(deps, caller.scope, id);
}

export async function voidInvoice(
  deps: Deps,
  caller: InvoiceCaller,
  id: string,
  reason: string | undefined,
): Promise<InvoiceDetail> {
  await deps.db.transaction(async (tx) => {
    // The lock waits for a part being created (parts.ts): a part either exists and is counted, or finds the invoice void.
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.state === "void") return;
    if (row.state !== "open" || row.amountPaid > 0 || (await q.pendingPartsAmount(tx, row.id)) > 0)
      throw new AppError("invoiceNotVoidable");
    const now = new Date();
    const neverSent = row.certificationStatus === "pending" && row.certificationSentAt === null;
    const voided = await q.updateInvoice(tx, row.id, {
      state: "void",
      voidedAt: now,
      voidReason: reason ?? "",
      updatedAt: now,
      nextReminderAt: null,
      // Not yet sent to the platform: it never will be. Certified: a credit note cancels it there.
      ...(neverSent ? { certificationStatus: "not_required", certificationNextAt: null } : {}),
    });
    if (voided.certificationStatus === "certified") await voidCreditNoteFor(tx, voided);
    await q.addActivity(tx, row.id, "voided", reason ? { reason } : {});
    await auditInvoice(tx, caller, "invoice.voided", voided, reason ? { reason } : {});
    await recordInvoiceEvent(tx, voided, "invoice.voided");
  });
  return getInvoice(deps, caller.scope, id);
}

/** A certification that failed or is held, tried again at a person's word (its cause fixed or checked). */
export async function retryCertification(deps: Deps, caller: InvoiceCaller, id: string): Promise<InvoiceDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.certificationStatus !== "failed" && row.certificationStatus !== "held")
      throw new AppError("invoiceNotCertifiable");
    await q.updateInvoice(tx, row.id, {
      certificationStatus: "pending",
      certificationNextAt: new Date(),
      certificationSentAt: null,
    });
    await q.addActivity(tx, row.id, "certification_retried");
    await auditInvoice(tx, caller, "invoice.certificationRetried", row);
  });
  await certifyNow(deps, id);
  return getInvoice(deps, caller.scope, id);
}
