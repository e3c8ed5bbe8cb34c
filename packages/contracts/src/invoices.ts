import { z } from "zod";
import { snakeCased, snakeCasedRequest } from "./casing";
import { text } from "./common";
import {
  INVOICE_CERTIFICATION_STATUSES,
  INVOICE_LIMITS,
  INVOICE_STATES,
  INVOICE_TAX_CODES,
  INVOICE_TEMPLATES,
  invoiceDiscountError,
  invoiceMinimumPartError,
  invoiceQuantityError,
  invoiceUnitPriceError,
  isCalendarDate,
  NCC_PATTERN,
  normalizeNcc,
} from "./invoice-rules";
import { MODES } from "./payment-rules";
import { V1ListQuery, v1List } from "./v1";

// Invoices (`inv_…`, docs/INVOICES.md): a business's invoice to a client, certified by the tax
// office's platform and paid in parts through the payments engine. The dashboard's contracts
// (/api/invoices) and the merchant API's (/v1/invoices, the same fields in snake_case). The field
// rules are invoice-rules.ts's; the rules across fields (a B2B client's NCC, the total within what
// PayFlow can collect) are checkInvoiceDraft's, which the service calls.

export * from "./invoice-rules";

/** A rule function as a zod refinement: the value is refused with the code it answers. */
const ruled = <C extends string>(rule: (value: number) => C | null, code: C) =>
  z.number({ error: code }).refine((v) => rule(v) === null, { error: code });

const percent = ruled(invoiceDiscountError, "invoiceDiscountInvalid");

const ncc = z
  .string()
  .max(20, { error: "invoiceClientNccInvalid" })
  .transform(normalizeNcc)
  .refine((v) => v === "" || NCC_PATTERN.test(v), { error: "invoiceClientNccInvalid" })
  .transform((v) => (v === "" ? null : v))
  .meta({ description: "The client's taxpayer account number: 7 digits and a capital letter", example: "9502363N" });

const dueDate = z
  .string()
  .refine(isCalendarDate, { error: "invoiceDueDateInvalid" })
  .meta({ description: "The day the invoice is due (UTC), YYYY-MM-DD", example: "2026-12-31" });

const minimumPart = ruled(invoiceMinimumPartError, "invoiceMinimumPartInvalid")
  .int({ error: "invoiceMinimumPartInvalid" })
  .meta({
    description:
      "The smallest part a payer may pay, integer XOF (100 to 10,000,000) — unless it pays all that remains; at or above the total, the invoice is paid in one go",
    example: 50000,
  });

export const InvoiceLineRequest = z
  .object({
    description: text(INVOICE_LIMITS.description)
      .min(1, { error: "fieldRequired" })
      .meta({ description: "What is sold, as the invoice shows it", example: "Riz parfumé 5 kg" }),
    quantity: ruled(invoiceQuantityError, "invoiceQuantityInvalid").meta({
      description: "Above 0, at most 1,000,000, up to 3 decimals",
      example: 2,
    }),
    unitPrice: ruled(invoiceUnitPriceError, "invoiceUnitPriceInvalid")
      .int({ error: "invoiceUnitPriceInvalid" })
      .meta({ description: "The unit price excluding tax, integer XOF", example: 5000 }),
    discountPercent: percent.optional().describe("The line's discount, 0 to 100 with up to 2 decimals; 0 by default"),
    taxCode: z
      .enum(INVOICE_TAX_CODES, { error: "invoiceTaxCodeUnknown" })
      .describe("TVA 18 %, TVAB 9 %, TVAC / TVAD / TVAE 0 % (conventional, legal, export exemption)"),
    reference: text(INVOICE_LIMITS.reference).optional().describe("The article's code"),
    unit: text(INVOICE_LIMITS.unit).optional().describe("The unit sold (kg, sac, pcs…)"),
  })
  .strict();
export type InvoiceLineRequest = z.infer<typeof InvoiceLineRequest>;

/** The fields a draft is created with; an edit sends any of them (the lines sent replace them all). */
const draftFields = {
  clientId: z.string().min(1).max(64).describe("The client invoiced (a client's id)"),
  template: z
    .enum(INVOICE_TEMPLATES, { error: "validationFailed" })
    .describe("B2B: a business (its NCC required); B2C: a consumer; B2G: a government body"),
  clientNcc: ncc.nullable().optional(),
  currency: z.literal("XOF", { error: "unsupportedCurrency" }).optional().describe("Always XOF"),
  lines: z
    .array(InvoiceLineRequest)
    .min(1, { error: "invoiceLinesRequired" })
    .max(INVOICE_LIMITS.lines, { error: "invoiceTooManyLines" })
    .describe("1 to 200 lines"),
  discountPercent: percent
    .optional()
    .describe("The invoice's discount on its total excluding tax, 0 to 100 with up to 2 decimals"),
  dueDate: dueDate.nullable().optional(),
  notes: text(INVOICE_LIMITS.notes).optional().describe("Words for the client, printed on the invoice"),
  minimumPart: minimumPart.nullable().optional(),
};

export const CreateInvoiceRequest = z.object(draftFields).strict();
export type CreateInvoiceRequest = z.infer<typeof CreateInvoiceRequest>;

export const UpdateInvoiceRequest = z
  .object({
    ...draftFields,
    clientId: draftFields.clientId.optional(),
    template: draftFields.template.optional(),
    lines: draftFields.lines.optional(),
  })
  .strict();
export type UpdateInvoiceRequest = z.infer<typeof UpdateInvoiceRequest>;

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
  createdAt: z.string(),
  updatedAt: z.string(),
  openedAt: atOrNull("When it was issued"),
  paidAt: atOrNull("When its last part was paid"),
  voidedAt: atOrNull("When it was voided"),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceList = z.object({ items: z.array(Invoice), nextCursor: z.string().nullable() });
export type InvoiceList = z.infer<typeof InvoiceList>;

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

const listFilters = {
  state: z.enum(INVOICE_STATES).optional().describe("Only the invoices in this state"),
  overdue: flag.optional().describe("true: only the overdue invoices; false: none of them"),
};

export const InvoiceListQuery = z.object({
  ...listFilters,
  clientId: z.string().max(64).optional().describe("Only this client's invoices"),
  q: z.string().max(100).optional().describe("Words of the number or the client's name"),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

// The merchant API's form: the same fields in snake_case.

const v1Invoice = snakeCased(Invoice, { object: "invoice", ref: "Invoice" });
export const V1Invoice = v1Invoice.schema;
export type V1Invoice = z.infer<typeof V1Invoice>;
export const toV1Invoice: (invoice: Invoice) => V1Invoice = v1Invoice.from;

const v1CreateInvoice = snakeCasedRequest(CreateInvoiceRequest, "CreateInvoice");
export const V1CreateInvoice = v1CreateInvoice.schema;
export const fromV1CreateInvoice = v1CreateInvoice.toCamel;

const v1UpdateInvoice = snakeCasedRequest(UpdateInvoiceRequest, "UpdateInvoice");
export const V1UpdateInvoice = v1UpdateInvoice.schema;
export const fromV1UpdateInvoice = v1UpdateInvoice.toCamel;

export const V1InvoiceList = v1List(V1Invoice, "InvoiceList");
export const V1InvoiceListQuery = V1ListQuery.extend({
  ...listFilters,
  client: z.string().max(64).optional().describe("Only this client's invoices (a client's id)"),
});
export type V1InvoiceListQuery = z.infer<typeof V1InvoiceListQuery>;
