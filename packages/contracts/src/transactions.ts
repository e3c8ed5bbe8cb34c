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
});
export type PortalTransaction = z.infer<typeof PortalTransaction>;

export const PortalTransactionList = z.object({ items: z.array(PortalTransaction) });
export type PortalTransactionList = z.infer<typeof PortalTransactionList>;
