import { z } from "zod";
import { snakeCased } from "./casing";
import { LANGUAGES } from "./constants";
import { isTimeZone, REMINDER_LIMITS } from "./invoice-reminders";
import { INVOICE_CERTIFICATION_STATUSES, INVOICE_STATES, INVOICE_TAX_CODES, INVOICE_TEMPLATES } from "./invoice-rules";
import { MODES } from "./payment-rules";

// An invoice as it is read (docs/INVOICES.md), and its credit notes: the dashboard's form and the
// merchant API's (snake_case), apart from the requests (invoices.ts) so that the events' contract
// can carry them without importing the merchant API's lists.

/** An invoice's and a credit note's events (webhooks and GET /v1/events), each carrying its object as it was then. */
export const INVOICE_EVENT_TYPES = [
  "invoice.finalized",
  "invoice.certified",
  "invoice.partially_paid",
  "invoice.paid",
  "invoice.overdue",
  "invoice.voided",
  "credit_note.certified",
] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

const int = (description: string) => z.number().int().describe(description);
const atOrNull = (description: string) => z.string().nullable().describe(description);

export const InvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPrice: int("Excluding tax, integer XOF"),
  discountPercent: z.number().describe("The line's discount"),
  taxCode: z.enum(INVOICE_TAX_CODES),
  reference: z.string().nullable(),
  unit: z.string().nullable(),
  ht: int("quantity × unit price less the line's discount, rounded half up to the franc"),
  discountedHt: int("The line's HT less its share of the invoice's discount"),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceTax = z.object({
  code: z.enum(INVOICE_TAX_CODES),
  rate: int("The rate, percent"),
  base: int("The HT of the rate's lines after the invoice's discount"),
  vat: int("base × rate, rounded half up to the franc"),
});
export type InvoiceTax = z.infer<typeof InvoiceTax>;

export const InvoiceCertification = z
  .object({
    status: z.enum(INVOICE_CERTIFICATION_STATUSES),
    fneNumber: z.string().nullable().describe("The number the tax office's platform gave it"),
    verificationUrl: z.string().nullable().describe("Where anyone checks it (its QR code's address)"),
    certifiedAt: atOrNull("When it was certified"),
  })
  .describe("Its certification by the tax office's platform");

const days = (max: number) =>
  z
    .number({ error: "validationFailed" })
    .int({ error: "validationFailed" })
    .min(1, { error: "validationFailed" })
    .max(max, { error: "validationFailed" });

/** When the client is reminded (docs/INVOICES.md § Reminders); null on an invoice: never. */
export const ReminderScheduleSchema = z
  .object({
    daysBefore: days(REMINDER_LIMITS.daysBefore)
      .nullable()
      .describe("Days before the due date for a first reminder; null: none"),
    onDueDate: z.boolean().describe("A reminder on the due date"),
    everyDaysAfter: days(REMINDER_LIMITS.everyDaysAfter)
      .nullable()
      .describe("Then every this many days after it; null: none"),
    max: days(REMINDER_LIMITS.max).describe("At most this many reminders in all"),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, { error: "validationFailed" })
      .describe("The client's time zone (IANA): reminders at 09:00 there, none from 20:00 to 08:00"),
  })
  .strict();

export const Invoice = z.object({
  id: z.string().meta({ description: "The invoice's id", example: "inv_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
  number: z.string().nullable().describe("The company's number for it (FAC-2026-000042); null while a draft"),
  state: z.enum(INVOICE_STATES).describe("draft, open, partially_paid, paid or void"),
  overdue: z.boolean().describe("Still waiting for money after its due day (UTC)"),
  mode: z.enum(MODES).describe("test or live: the mode of the payments that pay it"),
  clientId: z.string(),
  clientName: z.string().describe("The client's name, as on the invoice"),
  template: z.enum(INVOICE_TEMPLATES),
  clientNcc: z.string().nullable(),
  currency: z.literal("XOF"),
  lines: z.array(InvoiceLine),
  discountPercent: z.number().describe("The invoice's discount on its total HT"),
  totalHt: int("Sum of the lines' HT"),
  discountAmount: int("The invoice's discount: total HT × its percentage, rounded half up"),
  discountedHt: int("Total HT less the invoice's discount"),
  taxes: z.array(InvoiceTax).describe("Per tax code used: its discounted base and its VAT"),
  totalVat: int("Sum of the VAT per rate"),
  totalTtc: int("What the client owes: HT after discount plus VAT"),
  amountPaid: int("What its paid parts brought"),
  amountRemaining: int("What remains to pay"),
  minimumPart: z.number().int().nullable().describe("The smallest part a payer may pay (but the last)"),
  dueDate: atOrNull("YYYY-MM-DD"),
  notes: z.string(),
  certification: InvoiceCertification,
  language: z.enum(LANGUAGES).describe("The client's language: the messages and the PDF's"),
  reminders: ReminderScheduleSchema.nullable().describe("Its reminder schedule; null: no reminders"),
  remindersSent: z.number().int(),
  nextReminderAt: z.string().nullable().describe("When the next reminder goes, if any"),
  createdAt: z.string(),
  updatedAt: z.string(),
  openedAt: atOrNull("When it was issued"),
  paidAt: atOrNull("When its last part was paid"),
  voidedAt: atOrNull("When it was voided"),
});
export type Invoice = z.infer<typeof Invoice>;

export const CREDIT_NOTE_STATUSES = ["pending", "certified", "failed", "held"] as const;

/** A credit note: the certified correction of part of an invoice after a refund (or a correction). */
export const InvoiceCreditNote = z.object({
  id: z.string().describe("cn_…"),
  invoiceId: z.string().describe("The invoice it corrects"),
  amount: z.number().int().describe("What it credits, TTC, integer XOF"),
  reason: z.string(),
  paymentId: z.string().nullable().describe("The refunded payment it follows, if any"),
  status: z.enum(CREDIT_NOTE_STATUSES),
  fneNumber: z.string().nullable(),
  verificationUrl: z.string().nullable(),
  createdAt: z.string(),
  certifiedAt: z.string().nullable(),
});
export type InvoiceCreditNote = z.infer<typeof InvoiceCreditNote>;

const v1Invoice = snakeCased(Invoice, { object: "invoice", ref: "Invoice" });
export const V1Invoice = v1Invoice.schema;
export type V1Invoice = z.infer<typeof V1Invoice>;
export const toV1Invoice: (invoice: Invoice) => V1Invoice = v1Invoice.from;

const v1CreditNote = snakeCased(InvoiceCreditNote, { object: "credit_note", ref: "CreditNote" });
export const V1CreditNote = v1CreditNote.schema;
export type V1CreditNote = z.infer<typeof V1CreditNote>;
export const toV1CreditNote: (note: InvoiceCreditNote) => V1CreditNote = v1CreditNote.from;
