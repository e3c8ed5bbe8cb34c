import { z } from "zod";
import { text } from "./common";

// Shapes only: the ordered field checks live in payment-account-rules.ts.

export const PaymentAccount = z.object({
  id: z.string(),
  /** The nickname staff gave it. */
  accountName: z.string(),
  /** The legal holder as the bank knows it ("" for a wallet, and for a bank account saved before it was asked). */
  holderName: z.string(),
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
  /** Required for a bank account (payment-account-rules.ts); ignored for a wallet. */
  holderName: text(200).optional(),
  isPrimary: z.boolean().optional(),
};

export const PaymentAccountRequest = z.object(fields).strict();
export type PaymentAccountRequest = z.infer<typeof PaymentAccountRequest>;
