import type { InvoiceLine } from "@payflow/contracts";
import { QUANTITY_DECIMALS } from "@payflow/contracts";

// Which lines a credit note credits (docs/INVOICES.md § Credit notes). The platform credits lines
// and quantities, not amounts: all of every line for a whole refund or a voided invoice; for part
// of the money, the same share of every line, each quantity rounded down to the thousandth the
// platform reads (so the note never credits more than was refunded; the platform's total may be
// a few francs under the amount, which the note keeps as the business refunded it).

export type CreditedItem = { line: number; quantity: number };

const SCALE = 10 ** QUANTITY_DECIMALS;

export function creditedItems(lines: readonly InvoiceLine[], amount: number, totalTtc: number): CreditedItem[] {
  if (amount >= totalTtc) return lines.map((line, i) => ({ line: i, quantity: line.quantity }));
  const items: CreditedItem[] = [];
  for (const [i, line] of lines.entries()) {
    const thousandths = Math.floor((Math.round(line.quantity * SCALE) * amount) / totalTtc);
    if (thousandths > 0) items.push({ line: i, quantity: thousandths / SCALE });
  }
  // A refund too small to credit a thousandth of any line credits the smallest quantity of the first.
  return items.length > 0 ? items : [{ line: 0, quantity: 1 / SCALE }];
}
