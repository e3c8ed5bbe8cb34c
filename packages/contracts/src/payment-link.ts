import { z } from "zod";
import { snakeCased } from "./casing";
import { PAYMENT_LINK_AMOUNT_TYPES, PAYMENT_LINK_FIELD_MODES } from "./payment-link-rules";
import { MODES, PAYMENT_OPERATORS } from "./payment-rules";

// A payment link as it is read (the dashboard's and, in snake_case, the merchant API's), apart
// from the requests that make and change one (payment-links.ts): events carry it, and the
// events' module must not pull in the payments' requests that import the events.

const fieldMode = z.enum(PAYMENT_LINK_FIELD_MODES, { error: "validationFailed" });

export const PaymentLinkFieldsSchema = z
  .object({
    name: fieldMode.describe("The payer's name"),
    phone: fieldMode.describe("The payer's phone number (for the business to call back)"),
    email: fieldMode.describe("The payer's email"),
    note: fieldMode.describe("A free note, asked with `note_label`"),
  })
  .strict()
  .describe("What the payer is asked, per question: off, optional or required");

const at = (description: string) => z.string().describe(description);
const atOrNull = (description: string) => z.string().nullable().describe(description);

export const PaymentLink = z.object({
  id: z.string().meta({ description: "The link's id", example: "plink_3hQk8sD0uLqz4Pm2WnB7xYcR" }),
  slug: z.string().describe("The link's address, /l/<slug>"),
  url: z.string().describe("The address to post, where payers pay"),
  title: z.string().describe("What is paid for"),
  description: z.string().describe("More words for the payer"),
  imageUrl: z.string().nullable().describe("A picture of what is sold"),
  amountType: z.enum(PAYMENT_LINK_AMOUNT_TYPES).describe("fixed or payer_chooses"),
  amount: z.number().int().nullable().describe("A fixed link's amount, integer XOF"),
  minAmount: z.number().int().nullable().describe("payer_chooses: the least the payer may pay"),
  maxAmount: z.number().int().nullable().describe("payer_chooses: the most the payer may pay"),
  suggestedAmounts: z.array(z.number().int()).describe("payer_chooses: amounts offered as buttons"),
  quantityMax: z.number().int().nullable().describe("fixed: the largest quantity a payer may buy at once"),
  operators: z.array(z.enum(PAYMENT_OPERATORS)).describe("The ways the payer may pay; empty: all"),
  fields: PaymentLinkFieldsSchema,
  noteLabel: z.string().describe("The question the note answers"),
  active: z.boolean().describe("False once deactivated"),
  expiresAt: atOrNull("After this the link takes no payment"),
  maxPayments: z.number().int().nullable().describe("The most payments the link takes"),
  successMessage: z.string().describe("What the payer reads once paid"),
  returnUrl: z.string().nullable().describe("Where the payer is sent once paid"),
  mode: z.enum(MODES).describe("test or live: the mode of the payments it makes"),
  payments: z.number().int().describe("Its sales: payments succeeded, or refunded later in part or in full"),
  collected: z.number().int().describe("The amount of those sales, integer XOF"),
  lastPaymentAt: atOrNull("When the last of those sales was paid"),
  createdAt: at("When the link was created"),
  updatedAt: at("When the link last changed"),
  deactivatedAt: atOrNull("When it was deactivated"),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

// The merchant API's form: the same fields in snake_case.

const v1PaymentLink = snakeCased(PaymentLink, { object: "payment_link", ref: "PaymentLink" });
export const V1PaymentLink = v1PaymentLink.schema;
export type V1PaymentLink = z.infer<typeof V1PaymentLink>;
export const toV1PaymentLink: (link: PaymentLink) => V1PaymentLink = v1PaymentLink.from;
