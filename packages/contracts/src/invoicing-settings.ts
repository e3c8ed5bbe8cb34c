import { z } from "zod";
import { FNE_BASE_URL_MAX_LENGTH, FNE_NAME_MAX_LENGTH, fneApiKeyError, fneBaseUrlError } from "./fne-space-rules";
import { INVOICE_NUMBERINGS, invoiceNumberPrefixError, NCC_PATTERN, normalizeNcc } from "./invoice-rules";

// A company's invoicing settings (docs/INVOICES.md § Numbering, docs/FNE.md § The client): how
// its invoices are numbered, and its live space on the tax office's platform — whose API key is
// written, never read back (only its last 4 characters).

export * from "./fne-space-rules";

/** A check of contracts' rules as a zod refinement: the value is refused with the code it answers. */
const ruled = (rule: (value: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const code = rule(v);
    if (code) ctx.addIssue({ code: "custom", message: code });
  });

export const InvoiceNumberingSettings = z
  .object({
    prefix: ruled(invoiceNumberPrefixError).meta({
      description: "1 to 12 of A-Z, 0-9, -, / and ., a letter first",
      example: "FAC-",
    }),
    numbering: z
      .enum(INVOICE_NUMBERINGS, { error: "validationFailed" })
      .meta({ description: "yearly: FAC-2026-000042, the sequence starting again each year; running: FAC-000042" }),
  })
  .strict();
export type InvoiceNumberingSettings = z.infer<typeof InvoiceNumberingSettings>;

const name = z
  .string({ error: "fieldRequired" })
  .trim()
  .min(1, { error: "fieldRequired" })
  .max(FNE_NAME_MAX_LENGTH, { error: "fieldTooLong" });

/**
 * PUT /api/settings/invoicing/fne. `apiKey` may be left out (or empty) when the company has a
 * space already: the stored key is kept. An empty or absent `baseUrl` means the DGI's production.
 */
export const FneSpaceRequest = z
  .object({
    apiKey: z
      .string()
      .refine((v) => v === "" || fneApiKeyError(v) === null, { error: "fneApiKeyInvalid" })
      .optional()
      .meta({ description: "The space's API key (32 letters and digits); absent: keep the stored one" }),
    establishment: name.meta({ description: "The exact name of an establishment of the space", example: "SIEGE" }),
    pointOfSale: name.meta({ description: "The exact name of one of its points of sale", example: "CAISSE-1" }),
    ncc: z
      .string({ error: "fieldRequired" })
      .max(20, { error: "invoiceClientNccInvalid" })
      .transform(normalizeNcc)
      .refine((v) => v !== "", { error: "fieldRequired" })
      .refine((v) => v === "" || NCC_PATTERN.test(v), { error: "invoiceClientNccInvalid" })
      .meta({
        description: "The company's taxpayer account number: 7 digits and a capital letter",
        example: "9502363N",
      }),
    baseUrl: z
      .string()
      .trim()
      .max(FNE_BASE_URL_MAX_LENGTH, { error: "fneBaseUrlInvalid" })
      // Plain http passes here; the server refuses it unless its sandboxes run.
      .refine((v) => v === "" || fneBaseUrlError(v, true) === null, { error: "fneBaseUrlInvalid" })
      .nullable()
      .optional()
      .meta({ description: "The platform's API base, ending in /ws; empty: the DGI's production address" }),
  })
  .strict();
export type FneSpaceRequest = z.input<typeof FneSpaceRequest>;

export const FneSpaceStatus = z.object({
  configured: z.boolean(),
  establishment: z.string().nullable(),
  pointOfSale: z.string().nullable(),
  ncc: z.string().nullable(),
  /** Null: the DGI's production address. */
  baseUrl: z.string().nullable(),
  /** The last 4 characters of the stored key: never more. */
  keyLast4: z.string().max(4).nullable(),
  updatedAt: z.string().nullable(),
});
export type FneSpaceStatus = z.infer<typeof FneSpaceStatus>;

/** A company without a live space. */
export const NO_FNE_SPACE: FneSpaceStatus = {
  configured: false,
  establishment: null,
  pointOfSale: null,
  ncc: null,
  baseUrl: null,
  keyLast4: null,
  updatedAt: null,
};

export const InvoicingSettings = z.object({
  numbering: z.object({ prefix: z.string(), numbering: z.enum(INVOICE_NUMBERINGS) }),
  /** The next sequence of live invoices under each numbering (this year's, and the running one). */
  nextSequence: z.object({ yearly: z.number().int(), running: z.number().int() }),
  fne: FneSpaceStatus,
});
export type InvoicingSettings = z.infer<typeof InvoicingSettings>;

/** The space's fields as the server reads them (trimmed, the NCC upper-cased). */
export type FneSpaceFields = z.output<typeof FneSpaceRequest>;
