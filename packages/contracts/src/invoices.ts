import { z } from "zod";
import { snakeCasedRequest } from "./casing";
import { text } from "./common";
import { LANGUAGES } from "./constants";
import { Invoice, ReminderScheduleSchema, V1Invoice } from "./invoice";
import {
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
import { V1ListQuery, v1List } from "./v1";

// Invoices (`inv_…`, docs/INVOICES.md): a business's invoice to a client, certified by the tax
// office's platform and paid in parts through the payments engine. The dashboard's contracts
// (/api/invoices) and the merchant API's (/v1/invoices, the same fields in snake_case). The field
// rules are invoice-rules.ts's; the rules across fields (a B2B client's NCC, the total within what
// PayFlow can collect) are checkInvoiceDraft's, which the service calls.

export * from "./invoice";
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
  language: z
    .enum(LANGUAGES, { error: "validationFailed" })
    .optional()
    .describe("The client's language; French by default"),
  reminders: ReminderScheduleSchema.nullable()
    .optional()
    .describe("When the client is reminded once it is issued (it needs a due date); null: never"),
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
