import { z } from "zod";
import { text } from "./common";
import { Invoice, InvoiceCreditNote, InvoiceLine, InvoiceTax } from "./invoice";
import { INVOICE_CERTIFICATION_STATUSES, INVOICE_STATES, INVOICE_TEMPLATES } from "./invoice-rules";
import { MODES, PAYMENT_OPERATORS, PAYMENT_STATUSES } from "./payment-rules";

// What the screens read around an invoice (docs/INVOICES.md): its detail (parts, credit notes,
// what happened to it), the list's totals, and the payer's view of it on its public page
// (/i/<id>) with the part a payer asks to pay.

/** One part: a payment of the engine carrying the invoice. */
export const InvoicePart = z.object({
  paymentId: z.string(),
  code: z.string().describe("The payment's short code"),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  operator: z.enum(PAYMENT_OPERATORS).nullable(),
  refundedAmount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type InvoicePart = z.infer<typeof InvoicePart>;

/**
 * What happened to an invoice, oldest first: created, finalised, certification tried / done /
 * refused, sent (email, WhatsApp), reminded, part paid, paid, voided, credit note.
 */
export const InvoiceActivity = z.object({
  id: z.string(),
  kind: z
    .string()
    .describe(
      "created, finalized, certification_failed, certified, sent, reminder, part_paid, paid, voided, credit_note",
    ),
  at: z.string(),
  /** Details by kind: channel and address for a send, amount and payment for a part, the platform's words for a refusal. */
  data: z.record(z.string(), z.string()),
});
export type InvoiceActivity = z.infer<typeof InvoiceActivity>;

export const InvoiceDetail = Invoice.extend({
  client: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  /** The payer's page: where the client sees and pays it. Null while a draft. */
  payUrl: z.string().nullable(),
  parts: z.array(InvoicePart),
  creditNotes: z.array(InvoiceCreditNote),
  activity: z.array(InvoiceActivity),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

const figure = z.object({ count: z.number().int(), amount: z.number().int() });

/**
 * The Invoices screen's totals in the company's mode: open (what remains on open and partially
 * paid invoices), overdue (the same, past their due day) and paid this month (what parts brought
 * since the first of the month, UTC).
 */
export const InvoiceSummary = z.object({ open: figure, overdue: figure, paidThisMonth: figure });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const SendInvoiceRequest = z
  .object({
    channels: z
      .array(z.enum(["email", "whatsapp"]))
      .min(1, { error: "validationFailed" })
      .optional()
      .describe("Where to send it; by default every channel the client has an address for"),
    language: z.enum(["fr", "en"]).optional().describe("The message's language; French by default"),
  })
  .strict();
export type SendInvoiceRequest = z.infer<typeof SendInvoiceRequest>;

export const VoidInvoiceRequest = z.object({ reason: text(255).optional() }).strict();
export type VoidInvoiceRequest = z.infer<typeof VoidInvoiceRequest>;

/** What the payer's page shows of an invoice: the invoice as certified, paid and remaining; nothing else of the business. */
export const PublicInvoice = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(INVOICE_STATES),
  overdue: z.boolean(),
  template: z.enum(INVOICE_TEMPLATES),
  businessName: z.string(),
  businessLogoUrl: z.string().nullable(),
  clientName: z.string(),
  clientNcc: z.string().nullable(),
  currency: z.literal("XOF"),
  lines: z.array(InvoiceLine),
  discountPercent: z.number(),
  totalHt: z.number().int(),
  discountAmount: z.number().int(),
  taxes: z.array(InvoiceTax),
  totalVat: z.number().int(),
  totalTtc: z.number().int(),
  amountPaid: z.number().int(),
  amountRemaining: z.number().int(),
  /** What a payer may pay now: the remaining amount less the parts under way. */
  amountPayable: z.number().int(),
  minimumPart: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string(),
  openedAt: z.string().nullable(),
  certification: z.object({
    status: z.enum(INVOICE_CERTIFICATION_STATUSES),
    fneNumber: z.string().nullable(),
    verificationUrl: z.string().nullable(),
  }),
  operators: z.array(z.enum(PAYMENT_OPERATORS)),
  mode: z.enum(MODES),
});
export type PublicInvoice = z.infer<typeof PublicInvoice>;

/** A payer's part: how much, and optionally how (else chosen on the checkout page). */
export const PayInvoiceRequest = z
  .object({
    amount: z.number({ error: "invalidAmount" }).int({ error: "invalidAmount" }).positive({ error: "invalidAmount" }),
    operator: z.enum(PAYMENT_OPERATORS, { error: "unknownOperator" }).optional(),
    phone: text(30).optional(),
  })
  .strict();
export type PayInvoiceRequest = z.infer<typeof PayInvoiceRequest>;

/** The language of an invoice's or a receipt's PDF (French by default). */
export const InvoicePdfQuery = z.object({
  lang: z.enum(["fr", "en"]).optional().describe("The document's language; French by default"),
});
export type InvoicePdfQuery = z.infer<typeof InvoicePdfQuery>;

export const InvoiceReceiptParams = z.object({
  id: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
});
