import { z } from "zod";

export const TRANSACTION_STATUSES = ["pending", "succeeded", "failed"] as const;

/** A transaction as the client portal shows it (spec §2: ID, date, description, amount, status). */
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

export const PortalTransactionList = z.object({ items: z.array(PortalTransaction) });
export type PortalTransactionList = z.infer<typeof PortalTransactionList>;

export const PortalTransactionQuery = z.object({ q: z.string().trim().max(100).optional() });
export type PortalTransactionQuery = z.infer<typeof PortalTransactionQuery>;
