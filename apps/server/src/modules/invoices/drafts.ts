import {
  type CreateInvoiceRequest,
  checkInvoiceDraft,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceLineRequest,
  type InvoiceTemplate,
  type UpdateInvoiceRequest,
} from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { auditInvoice, type InvoiceCaller } from "./caller";
import * as q from "./queries";
import { getInvoice } from "./read";

// Drafts (docs/INVOICES.md § States): the only invoices whose content changes. Every save checks
// the whole draft with the contracts' checkInvoiceDraft and stores the totals it computed, so
// what is stored, shown, certified and paid is the one computation.

type DraftContent = {
  template: InvoiceTemplate;
  clientNcc: string | null;
  lines: InvoiceLineRequest[];
  discountPercent: number;
  minimumPart: number | null;
};

/** The draft's columns from its content, or the first refusal at its field. */
function computed(content: DraftContent) {
  const checked = checkInvoiceDraft(content);
  if ("code" in checked)
    throw new AppError(checked.code, { field: checked.field, ...(checked.params ? { params: checked.params } : {}) });
  const { totals } = checked;
  const lines: InvoiceLine[] = content.lines.map((line, i) => ({
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent ?? 0,
    taxCode: line.taxCode,
    reference: line.reference || null,
    unit: line.unit || null,
    ht: totals.lines[i]?.ht ?? 0,
    discountedHt: totals.lines[i]?.discountedHt ?? 0,
  }));
  return {
    template: content.template,
    clientNcc: content.clientNcc,
    lines,
    discountPercent: content.discountPercent,
    totalHt: totals.totalHt,
    discountAmount: totals.discountAmount,
    discountedHt: totals.discountedHt,
    taxes: totals.taxes,
    totalVat: totals.totalVat,
    totalTtc: totals.totalTtc,
    minimumPart: content.minimumPart,
  };
}

async function clientOf(deps: Deps, caller: InvoiceCaller, clientId: string) {
  const client = await q.findClient(deps.db, caller.scope, clientId);
  if (!client) throw new AppError("notFound", { field: "clientId" });
  return client;
}

/**
 * Writes a draft in `tx` for a client already found in the caller's company (the dashboard's and
 * the merchant API's drafts, and each cycle of a recurring plan).
 */
export async function insertDraftIn(
  tx: Tx,
  caller: Pick<InvoiceCaller, "scope" | "userId" | "idempotencyKey">,
  client: { id: string; name: string },
  input: CreateInvoiceRequest,
): Promise<q.InvoiceRow> {
  const columns = computed({
    template: input.template,
    clientNcc: input.clientNcc ?? null,
    lines: input.lines,
    discountPercent: input.discountPercent ?? 0,
    minimumPart: input.minimumPart ?? null,
  });
  const now = new Date();
  const row = await q.insertInvoice(tx, {
    ...columns,
    id: newId("inv"),
    companyId: caller.scope.companyId,
    isTestData: caller.scope.mode === "test",
    clientId: client.id,
    clientName: client.name,
    dueDate: input.dueDate ?? null,
    notes: input.notes ?? "",
    language: input.language ?? "fr",
    reminderSchedule: input.reminders ?? null,
    createdBy: caller.userId,
    idempotencyKey: caller.idempotencyKey ?? null,
    // Set here, not by the database: list cursors carry it at the millisecond precision of a JS date.
    createdAt: now,
    updatedAt: now,
  });
  await q.addActivity(tx, row.id, "created");
  return row;
}

export async function createDraft(
  deps: Deps,
  caller: InvoiceCaller,
  input: CreateInvoiceRequest,
): Promise<InvoiceDetail> {
  const client = await clientOf(deps, caller, input.clientId);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await insertDraftIn(tx, caller, client, input);
    await auditInvoice(tx, caller, "invoice.created", row, { total: row.totalTtc });
    return row;
  });
  return getInvoice(deps, caller.scope, saved.id);
}

/** An edit of a draft: the fields sent replace the draft's (the lines sent replace them all). */
export async function updateDraft(
  deps: Deps,
  caller: InvoiceCaller,
  id: string,
  input: UpdateInvoiceRequest,
): Promise<InvoiceDetail> {
  const client = input.clientId ? await clientOf(deps, caller, input.clientId) : null;
  await deps.db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.state !== "draft") throw new AppError("invoiceNotDraft");
    const columns = computed({
      template: input.template ?? (row.template as InvoiceTemplate),
      clientNcc: input.clientNcc !== undefined ? input.clientNcc : row.clientNcc,
      lines:
        input.lines ??
        row.lines.map(({ ht: _h, discountedHt: _d, reference, unit, ...line }) => ({
          ...line,
          ...(reference ? { reference } : {}),
          ...(unit ? { unit } : {}),
        })),
      discountPercent: input.discountPercent ?? row.discountPercent,
      minimumPart: input.minimumPart !== undefined ? input.minimumPart : row.minimumPart,
    });
    await q.updateInvoice(tx, row.id, {
      ...columns,
      ...(client ? { clientId: client.id, clientName: client.name } : {}),
      ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      ...(input.reminders !== undefined ? { reminderSchedule: input.reminders } : {}),
      updatedAt: new Date(),
    });
    await auditInvoice(tx, caller, "invoice.updated", row, { fields: Object.keys(input) });
  });
  return getInvoice(deps, caller.scope, id);
}

/** A draft has no number yet: it is deleted, never voided. */
export async function deleteDraft(deps: Deps, caller: InvoiceCaller, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.state !== "draft") throw new AppError("invoiceNotDraft");
    await auditInvoice(tx, caller, "invoice.deleted", row, { total: row.totalTtc });
    await q.deleteInvoice(tx, row.id);
  });
}
