import { DEFAULT_REMINDER_SCHEDULE } from "@payflow/contracts/invoice-reminders";
import {
  checkInvoiceDraft,
  type InvoiceTemplate,
  isCalendarDate,
  normalizeNcc,
} from "@payflow/contracts/invoice-rules";
import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { CreateInvoiceRequest } from "@payflow/contracts/invoices";
import type { FieldError } from "@payflow/contracts/validation";
import { emptyLine, type LineValues, lineRequest, lineValues, zeroIfEmpty } from "./line-values";
import { type ReminderValues, reminderRules, reminderValues, scheduleOf } from "./reminder-values";

export { emptyLine, type LineValues, type LiveTotals, liveTotals } from "./line-values";

// The invoice editor's values as typed, their checks (the contracts' rules: checkInvoiceDraft, the
// one the server calls on every draft it saves), the request they make, and the totals shown as
// the person types (line-values.ts, shared with the recurring plans' form; docs/INVOICES.md).

export type InvoiceFormValues = ReminderValues & {
  clientId: string;
  /** The chosen client's name, shown in the picker while its search lists others; never sent. */
  clientName: string;
  template: InvoiceTemplate;
  clientNcc: string;
  lines: LineValues[];
  discountPercent: number | "";
  /** YYYY-MM-DD, or "". */
  dueDate: string;
  minimumPart: number | "";
  notes: string;
  /** The client's language: the invoice's messages and PDF. */
  language: "fr" | "en";
};

export const emptyInvoice = (): InvoiceFormValues => ({
  clientId: "",
  clientName: "",
  template: "B2B",
  clientNcc: "",
  lines: [emptyLine()],
  discountPercent: "",
  dueDate: "",
  minimumPart: "",
  notes: "",
  language: "fr",
  // Not reminded until the business says so; ticking offers the usual schedule.
  ...reminderValues(null, DEFAULT_REMINDER_SCHEDULE),
});

export function invoiceFormValues(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    template: invoice.template,
    clientNcc: invoice.clientNcc ?? "",
    lines: invoice.lines.map(lineValues),
    discountPercent: invoice.discountPercent === 0 ? "" : invoice.discountPercent,
    dueDate: invoice.dueDate ?? "",
    minimumPart: invoice.minimumPart ?? "",
    notes: invoice.notes,
    language: invoice.language,
    ...reminderValues(invoice.reminders, DEFAULT_REMINDER_SCHEDULE),
  };
}

/** The draft's body, for its creation and its edits alike (the lines sent replace them all). */
export function invoiceRequest(v: InvoiceFormValues): CreateInvoiceRequest {
  const ncc = normalizeNcc(v.clientNcc);
  return {
    clientId: v.clientId,
    template: v.template,
    // Only a business's NCC is asked (and shown): another template's is not kept.
    clientNcc: v.template === "B2B" ? ncc || null : null,
    lines: v.lines.map(lineRequest),
    discountPercent: zeroIfEmpty(v.discountPercent),
    dueDate: v.dueDate || null,
    minimumPart: v.minimumPart === "" ? null : v.minimumPart,
    notes: v.notes.trim(),
    language: v.language,
    reminders: scheduleOf(v),
  };
}

type Failure = FieldError<
  "clientId" | "dueDate" | `lines.${number}.${string}` | `reminders.${string}` | keyof InvoiceFormValues
> | null;

/**
 * The editor's checks in its order: the client, an empty number in a line, then the draft as the
 * server checks it (NCC for the template, each line, the discounts, the minimum part), the due
 * date, the reminder schedule. The total's bounds are left to the totals panel and the server:
 * their message names them.
 */
export function invoiceFormRules(v: InvoiceFormValues): Failure[] {
  const empties: Failure[] = v.lines.flatMap((line, i) =>
    (["quantity", "unitPrice"] as const)
      .filter((field) => line[field] === "")
      .map((field) => ({ field: `lines.${i}.${field}` as const, code: "fieldRequired" as const })),
  );
  const refusal = empties.length === 0 ? checkInvoiceDraft(invoiceRequest(v)) : null;
  const draftFailure: Failure =
    refusal && "code" in refusal && refusal.code !== "invoiceTotalOutOfRange"
      ? ({ field: refusal.field, code: refusal.code } as Failure)
      : null;
  return [
    v.clientId ? null : { field: "clientId", code: "fieldRequired" },
    ...empties,
    draftFailure,
    v.dueDate && !isCalendarDate(v.dueDate) ? { field: "dueDate", code: "invoiceDueDateInvalid" } : null,
    ...reminderRules(v),
  ];
}
