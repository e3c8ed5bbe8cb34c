import type { InvoiceDetail } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { toInvoiceDetail } from "./format";
import * as q from "./queries";

/** The payer's page of an invoice: where its client sees and pays it. */
export const invoicePayUrl = (base: string, id: string) => `${base}/i/${encodeURIComponent(id)}`;

/** The invoice with its client, parts, credit notes and timeline, read in `db` (a transaction's, for events). */
export async function readInvoiceDetail(deps: Deps, db: Tx, row: q.InvoiceRow): Promise<InvoiceDetail> {
  const [client, parts, notes, activity] = await Promise.all([
    q.invoiceClient(db, row),
    q.partsOf(db, row.id),
    q.creditNotesOf(db, row.id),
    q.activityOf(db, row.id),
  ]);
  return toInvoiceDetail(row, {
    client: {
      id: row.clientId,
      name: client?.name ?? row.clientName,
      email: client?.email || null,
      phone: client?.phone || null,
    },
    payUrl: row.state === "draft" ? null : invoicePayUrl(publicUrl(deps.config), row.id),
    parts,
    creditNotes: notes,
    activity,
  });
}

/** The invoice as its readers see it; 404 outside the caller's company and mode. */
export async function getInvoice(deps: Deps, scope: Scope, id: string): Promise<InvoiceDetail> {
  const row = await q.findInvoice(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  return readInvoiceDetail(deps, deps.db, row);
}

/** The invoice created under the merchant API's Idempotency-Key `key`, if any. */
export async function invoiceMadeUnder(deps: Deps, scope: Scope, key: string): Promise<InvoiceDetail | null> {
  const id = await q.findIdByIdempotencyKey(deps.db, scope, key);
  return id ? getInvoice(deps, scope, id) : null;
}
