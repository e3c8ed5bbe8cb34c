import { z } from "zod";
import { MODES } from "./payment-rules";

export const TRANSACTION_STATUSES = ["pending", "succeeded", "failed"] as const;

/** A transaction as the client portal shows it (docs/PRODUCT.md §2: ID, date, description, amount, status). */
export const PortalTransaction = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  /** Integer XOF. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  isTestData: z.boolean(),
  /** The payment code the business and the payer quote (PF-XXXX-XXXX). */
  code: z.string(),
  operator: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  operatorTransactionId: z.string().nullable(),
  /** The normalised failure code (insufficient_funds…), when it failed. */
  failureCode: z.string().nullable(),
  /** While pending: the checkout page where the client can pay it. */
  checkoutUrl: z.string().nullable(),
  refundedAmount: z.number().int(),
});
export type PortalTransaction = z.infer<typeof PortalTransaction>;

/**
 * The portal's list: the business the client pays (its company's name, not the company the
 * client typed at registration) and the mode the rows are from.
 */
export const PortalTransactionList = z.object({
  company: z.string(),
  mode: z.enum(MODES),
  items: z.array(PortalTransaction),
});
export type PortalTransactionList = z.infer<typeof PortalTransactionList>;

/**
 * The portal is live: a client sees real payments. Test mode (the business's test payments,
 * each marked as such) only when asked for by name — never from the staff app's mode header.
 */
export const PortalTransactionQuery = z.object({
  q: z.string().trim().max(100).optional(),
  mode: z.enum(MODES).default("live"),
});
export type PortalTransactionQuery = z.infer<typeof PortalTransactionQuery>;
