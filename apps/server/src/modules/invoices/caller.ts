import type { AuditAction } from "@payflow/contracts";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import type { AuditActor } from "../../http/actor";
import { recordAudit } from "../audit";
import type { InvoiceRow } from "./queries";

/** Who acts on invoices: their company and mode, who they are (a key acts for its maker), the audit's actor. */
export type InvoiceCaller = {
  scope: Scope;
  userId: string | null;
  audit: AuditActor;
  details?: Record<string, unknown>;
  /** The merchant API's Idempotency-Key, kept on the invoice it creates. */
  idempotencyKey?: string;
};

/** One line of the company's audit log about an invoice, in the change's transaction. */
export async function auditInvoice(
  tx: Tx,
  caller: InvoiceCaller,
  action: AuditAction,
  row: InvoiceRow,
  details: Record<string, unknown> = {},
) {
  await recordAudit(tx, caller.audit, {
    action,
    targetType: "invoice",
    targetId: row.id,
    targetLabel: row.number ?? row.clientName,
    details: { mode: caller.scope.mode, ...caller.details, ...details },
  });
}
