import { z } from "zod";
import { text } from "./common";

// Shapes only: the ordered field checks live in payment-account-rules.ts.

export const PaymentAccount = z.object({
  id: z.string(),
  accountName: z.string(),
  operatorBank: z.string(),
  /** mobile (an operator's wallet number) or bank. */
  type: z.enum(["mobile", "bank"]),
  accountNumberPhone: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentAccount = z.infer<typeof PaymentAccount>;

export const PaymentAccountList = z.object({ items: z.array(PaymentAccount) });
export type PaymentAccountList = z.infer<typeof PaymentAccountList>;

const fields = {
  accountName: text(200),
  operatorBank: text(100),
  accountNumberPhone: text(60),
  isPrimary: z.boolean().optional(),
};

export const PaymentAccountRequest = z.object(fields).strict();
export type PaymentAccountRequest = z.infer<typeof PaymentAccountRequest>;
