import { z } from "zod";
import { MODES, PAYMENT_OPERATORS } from "./payment-rules";

// The books' figures (docs/LEDGER.md): what the business holds, per operator account and in
// total, in one mode — read from the ledger's balances, the one definition the dashboard, the
// merchant API and payouts share.

const xof = (description: string) => z.number().int().describe(description);

export const OperatorBalance = z
  .object({
    operator: z
      .enum(PAYMENT_OPERATORS)
      .describe("The account: an operator's wallet, or bank_transfer for the business's bank account"),
    available: xof("Settled: the business's to pay out, in XOF"),
    pending: xof("Collected for the business and not yet settled, in XOF"),
  })
  .meta({ id: "OperatorBalance" });
export type OperatorBalance = z.infer<typeof OperatorBalance>;

export const Balances = z.object({
  mode: z.enum(MODES).describe("The mode read"),
  currency: z.literal("XOF").describe("Always XOF; amounts are integers"),
  available: xof("All accounts' available money: net of settled sales less fees and refunds"),
  pending: xof("All accounts' pending money: net of sales not yet settled less fees and refunds"),
  operators: z.array(OperatorBalance).describe("Each account, in PayFlow's order of operators, zero ones too"),
});
export type Balances = z.infer<typeof Balances>;
