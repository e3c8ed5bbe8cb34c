import { SALE_STATUSES } from "@payflow/contracts";

// The money figures, defined once for the dashboard, the reports and their files: a refund
// does not undo a sale, so the succeeded figures add up.
//
// - A sale is a payment whose money arrived: `succeeded` (late successes included), and one
//   refunded later, in part or in full — a refund does not undo the sale (SALE_STATUSES, in the
//   contracts: the transactions list's `status=sale` shows the same payments).
// - Gross volume: the sum of the sales' amounts.
// - Refunds: the sum of what was given back on those sales (their `refunded_amount`, the sum of
//   their refunds).
// - Net volume: gross volume − refunds.
// - Fees: PayFlow's commission on the sales, fixed at creation; a refund does not give it back.
// - Balance (what the business holds): net volume − fees, per operator account, pending until
//   settled — kept by the books (modules/ledger/balances.ts, docs/LEDGER.md), not summed here.

export const isSale = (status: string) => (SALE_STATUSES as readonly string[]).includes(status);

/** SQL condition on a `transactions` row (or alias) that it is a sale. */
export const SALE_SQL = `status IN (${SALE_STATUSES.map((s) => `'${s}'`).join(", ")})`;

export type Money = { grossVolume: number; refunds: number; netVolume: number; fees: number };

export const moneyOf = (gross: number, refunds: number, fees: number): Money => ({
  grossVolume: gross,
  refunds,
  netVolume: gross - refunds,
  fees,
});
