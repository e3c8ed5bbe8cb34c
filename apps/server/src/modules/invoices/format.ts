import {
  type Invoice,
  type InvoiceActivity,
  type InvoiceCreditNote,
  type InvoiceDetail,
  type InvoicePart,
  type InvoiceState,
  invoiceAmounts,
  isInvoiceOverdue,
  type PaymentOperator,
  type PaymentStatus,
} from "@payflow/contracts";
import type * as q from "./queries";

// An invoice's rows as the contracts' read shapes (docs/INVOICES.md). Overdue is computed here,
// at the reader's time, by the contracts' rule; never stored.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toInvoice(row: q.InvoiceRow, now = new Date()): Invoice {
  const state = row.state as InvoiceState;
  const { paid, remaining } = invoiceAmounts({ total: row.totalTtc, paid: row.amountPaid });
  return {
    id: row.id,
    number: row.number,
    state,
    overdue: isInvoiceOverdue(state, row.dueDate, now),
    mode: row.isTestData ? "test" : "live",
    clientId: row.clientId,
    clientName: row.clientName,
    template: row.template as Invoice["template"],
    clientNcc: row.clientNcc,
    currency: "XOF",
    lines: row.lines,
    discountPercent: row.discountPercent,
    totalHt: row.totalHt,
    discountAmount: row.discountAmount,
    discountedHt: row.discountedHt,
    taxes: row.taxes,
    totalVat: row.totalVat,
    totalTtc: row.totalTtc,
    amountPaid: paid,
    // A void invoice waits for nothing.
    amountRemaining: state === "void" ? 0 : remaining,
    minimumPart: row.minimumPart,
    dueDate: row.dueDate,
    notes: row.notes,
    certification: {
      status: row.certificationStatus as Invoice["certification"]["status"],
      fneNumber: row.fneNumber,
      verificationUrl: row.fneVerificationUrl,
      certifiedAt: iso(row.certifiedAt),
    },
    language: row.language as Invoice["language"],
    reminders: row.reminderSchedule,
    remindersSent: row.remindersSent,
    nextReminderAt: iso(row.nextReminderAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    openedAt: iso(row.openedAt),
    paidAt: iso(row.paidAt),
    voidedAt: iso(row.voidedAt),
  };
}

type PartRow = Awaited<ReturnType<typeof q.partsOf>>[number];

export const toPart = (p: PartRow): InvoicePart => ({
  paymentId: p.paymentId,
  code: p.code,
  amount: p.amount,
  status: p.status as PaymentStatus,
  operator: p.operator as PaymentOperator | null,
  refundedAmount: p.refundedAmount,
  createdAt: p.createdAt.toISOString(),
  paidAt: iso(p.paidAt),
});

export const toCreditNote = (c: q.CreditNoteRow): InvoiceCreditNote => ({
  id: c.id,
  invoiceId: c.invoiceId,
  amount: c.amount,
  reason: c.reason,
  paymentId: c.paymentId,
  status: c.status as InvoiceCreditNote["status"],
  fneNumber: c.fneNumber,
  verificationUrl: c.fneVerificationUrl,
  createdAt: c.createdAt.toISOString(),
  certifiedAt: iso(c.certifiedAt),
});

export const toActivity = (a: q.ActivityRow): InvoiceActivity => ({
  id: a.id,
  kind: a.kind,
  at: a.at.toISOString(),
  data: a.data,
});

export type DetailParts = {
  client: InvoiceDetail["client"];
  payUrl: string | null;
  parts: PartRow[];
  creditNotes: q.CreditNoteRow[];
  activity: q.ActivityRow[];
};

export function toInvoiceDetail(row: q.InvoiceRow, more: DetailParts, now = new Date()): InvoiceDetail {
  return {
    ...toInvoice(row, now),
    client: more.client,
    payUrl: more.payUrl,
    parts: more.parts.map(toPart),
    creditNotes: more.creditNotes.map(toCreditNote),
    activity: more.activity.map(toActivity),
  };
}
