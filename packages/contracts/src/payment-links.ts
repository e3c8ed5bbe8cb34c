import { z } from "zod";
import { snakeCasedRequest } from "./casing";
import { text } from "./common";
import { LANGUAGES } from "./constants";
import { PaymentLink, PaymentLinkFieldsSchema, V1PaymentLink } from "./payment-link";
import { isHttpUrl, PAYMENT_LINK_AMOUNT_TYPES, PAYMENT_LINK_LIMITS, paymentLinkSlugError } from "./payment-link-rules";
import { MODES, PAYMENT_LIMITS, PAYMENT_OPERATORS, PAYMENT_STATUSES } from "./payment-rules";
import { CreatePaymentRequest } from "./payments";
import { V1ListQuery, v1List } from "./v1";

// Payment links (`plink_…`, docs/API.md § Payment links): a reusable request for money a business
// posts once; each payer's visit makes its own payment through the payments engine. The
// dashboard's contracts (/api/payment-links), the payer's (/api/public/payment-links/{slug}) and
// the merchant API's (/v1/payment_links, the same fields in snake_case).

export * from "./payment-link";
export * from "./payment-link-page";
export * from "./payment-link-rules";

/** A payment amount: the very rule of a payment's `amount` (integer XOF within the payment bounds). */
const paymentAmount = CreatePaymentRequest.shape.amount;

const httpUrl = z
  .string()
  .trim()
  .max(PAYMENT_LIMITS.url, { error: "fieldTooLong" })
  .refine(isHttpUrl, { error: "invalidUrl" });

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    const code = paymentLinkSlugError(v);
    if (code) ctx.addIssue({ code: "custom", message: code });
  })
  .meta({ description: "The link's address, /l/<slug>: 3 to 40 of a-z, 0-9 and -", example: "tissus-awa" });

/** The fields a link is created with; an edit sends any of them (null clears a clearable one). */
const linkFields = {
  title: text(PAYMENT_LINK_LIMITS.title)
    .min(1, { error: "fieldRequired" })
    .meta({ description: "What is paid for, as the payer sees it", example: "Pagne wax, 6 yards" }),
  description: text(PAYMENT_LINK_LIMITS.description).optional().describe("More words for the payer"),
  imageUrl: httpUrl.nullable().optional().describe("A picture of what is sold (http(s))"),
  amountType: z
    .enum(PAYMENT_LINK_AMOUNT_TYPES, { error: "validationFailed" })
    .describe("fixed: the link's amount (times the quantity); payer_chooses: the payer types it within the bounds"),
  amount: paymentAmount.nullable().optional().describe("A fixed link's amount, integer XOF"),
  minAmount: paymentAmount
    .nullable()
    .optional()
    .describe("payer_chooses: the least the payer may pay (100 by default)"),
  maxAmount: paymentAmount
    .nullable()
    .optional()
    .describe("payer_chooses: the most the payer may pay (10,000,000 by default)"),
  suggestedAmounts: z
    .array(paymentAmount)
    .max(PAYMENT_LINK_LIMITS.suggestedAmounts, { error: "validationFailed" })
    .optional()
    .describe("payer_chooses: amounts offered as buttons, within the bounds"),
  quantityMax: z
    .number({ error: "validationFailed" })
    .int({ error: "validationFailed" })
    .min(1, { error: "validationFailed" })
    .max(PAYMENT_LINK_LIMITS.quantityMax, { error: "validationFailed" })
    .nullable()
    .optional()
    .describe("fixed: the payer chooses a quantity from 1 to this, and pays amount × quantity"),
  operators: z
    .array(z.enum(PAYMENT_OPERATORS, { error: "unknownOperator" }))
    .max(PAYMENT_OPERATORS.length)
    .optional()
    .describe("The ways the payer may pay; empty or absent: all"),
  fields: PaymentLinkFieldsSchema.optional(),
  noteLabel: text(PAYMENT_LINK_LIMITS.noteLabel).optional().describe("The question the note answers"),
  expiresAt: z.iso
    .datetime({ offset: true, error: "validationFailed" })
    .nullable()
    .optional()
    .describe("After this the link takes no payment (ISO 8601)"),
  maxPayments: z
    .number({ error: "validationFailed" })
    .int({ error: "validationFailed" })
    .min(1, { error: "validationFailed" })
    .max(PAYMENT_LINK_LIMITS.maxPayments, { error: "validationFailed" })
    .nullable()
    .optional()
    .describe("Once this many payments are paid or under way, the link takes no more"),
  successMessage: text(PAYMENT_LINK_LIMITS.successMessage).optional().describe("What the payer reads once paid"),
  returnUrl: httpUrl.nullable().optional().describe("Where the payer is sent once paid (http(s))"),
};

export const CreatePaymentLinkRequest = z
  .object({ slug: slug.optional().describe("The link's address; absent: PayFlow draws one"), ...linkFields })
  .strict();
export type CreatePaymentLinkRequest = z.infer<typeof CreatePaymentLinkRequest>;

/** An edit: any of the creation's fields but the slug (a posted link keeps its address). */
export const UpdatePaymentLinkRequest = z
  .object({ ...linkFields, title: linkFields.title.optional(), amountType: linkFields.amountType.optional() })
  .strict();
export type UpdatePaymentLinkRequest = z.infer<typeof UpdatePaymentLinkRequest>;

export const PaymentLinkList = z.object({ items: z.array(PaymentLink), nextCursor: z.string().nullable() });
export type PaymentLinkList = z.infer<typeof PaymentLinkList>;

export const PaymentLinkListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  q: text(100).optional().describe("Only the links whose title or slug contains this (any case)"),
});
export type PaymentLinkListQuery = z.infer<typeof PaymentLinkListQuery>;

/** The sticker's language (its words; the amount's digits follow it). */
export const PaymentLinkStickerQuery = z.object({
  lang: z.enum(LANGUAGES).optional().describe("The sticker's language, fr by default"),
});
export type PaymentLinkStickerQuery = z.infer<typeof PaymentLinkStickerQuery>;

export const PaymentLinkSlugParam = z.object({ slug: z.string().min(1).max(64) });

/** What the payer's page may know of a link: what is asked and how, nothing else of the business. */
export const PublicPaymentLink = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  businessName: z.string(),
  /** The business's logo (an https address of its own; Settings), null when it set none. */
  businessLogoUrl: z.string().nullable(),
  currency: z.literal("XOF"),
  amountType: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
  amount: z.number().int().nullable(),
  minAmount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  suggestedAmounts: z.array(z.number().int()),
  quantityMax: z.number().int().nullable(),
  /** The ways the payer may pay now (the link's, among those the business can take in this mode). */
  operators: z.array(z.enum(PAYMENT_OPERATORS)),
  fields: PaymentLinkFieldsSchema,
  noteLabel: z.string(),
  successMessage: z.string(),
  mode: z.enum(MODES),
});
export type PublicPaymentLink = z.infer<typeof PublicPaymentLink>;

const answer = (max: number) => text(max).optional();

/** The payer's visit: how much (or how many), how they pay, and their answers. */
export const PayPaymentLinkRequest = z
  .object({
    amount: z
      .number({ error: "invalidAmount" })
      .int({ error: "invalidAmount" })
      .positive({ error: "invalidAmount" })
      .optional(),
    quantity: z.number({ error: "validationFailed" }).int({ error: "validationFailed" }).optional(),
    currency: z.literal("XOF", { error: "unsupportedCurrency" }).optional(),
    operator: z
      .enum(PAYMENT_OPERATORS, { error: "unknownOperator" })
      .optional()
      .describe("How the payer pays; absent: the payer chooses on the payment's checkout page"),
    phone: text(30).optional(),
    answers: z
      .object({
        name: answer(PAYMENT_LINK_LIMITS.answerName),
        phone: answer(30),
        email: answer(PAYMENT_LINK_LIMITS.answerEmail),
        note: answer(PAYMENT_LINK_LIMITS.answerNote),
      })
      .strict()
      .optional(),
  })
  .strict();
export type PayPaymentLinkRequest = z.infer<typeof PayPaymentLinkRequest>;

/** The payment a visit made: the payer's page takes over at `checkoutUrl` (/pay/<id>). */
export const PaymentLinkPayment = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.literal("XOF"),
  checkoutUrl: z.string(),
});
export type PaymentLinkPayment = z.infer<typeof PaymentLinkPayment>;

// The merchant API's form: the same fields in snake_case.

const v1CreatePaymentLink = snakeCasedRequest(CreatePaymentLinkRequest, "CreatePaymentLink");
export const V1CreatePaymentLink = v1CreatePaymentLink.schema;
export const fromV1CreatePaymentLink = v1CreatePaymentLink.toCamel;

const v1UpdatePaymentLink = snakeCasedRequest(UpdatePaymentLinkRequest, "UpdatePaymentLink");
export const V1UpdatePaymentLink = v1UpdatePaymentLink.schema;
export const fromV1UpdatePaymentLink = v1UpdatePaymentLink.toCamel;

export const V1PaymentLinkList = v1List(V1PaymentLink, "PaymentLinkList");
export const V1PaymentLinkListQuery = V1ListQuery;
