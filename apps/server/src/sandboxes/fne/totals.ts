import { FNE_TAX_RATES, type FneCustomTax, type FneTaxCode } from "../../fne/types";

// How the sandbox computes an invoice's totals (docs/FNE.md, "Amounts"), in the DGI's order:
// line HT = quantity × unit price × (1 − line discount %); total HT = the lines' sum; the global
// discount % comes off the total HT; VAT is the line's rate on its share of the discounted HT;
// TTC = HT after discount + VAT. Other taxes (`customTaxes`, rates in %) are taken on the same
// discounted base — a line's on that line, the invoice's on the whole — and added after TTC
// (the net to pay); `amount` is the TTC without them, as in the DGI's sample.
// Rounding: nothing is rounded on a line; each total is rounded once, half up to the franc
// (after dropping what lies beyond the millionth, binary floating point's noise), and
// TTC = rounded HT after discount + rounded VAT, so the printed figures always add up.

export type TotalsLine = {
  quantity: number;
  /** Unit price excluding tax. */
  amount: number;
  /** Line discount in %. */
  discount: number;
  tax: FneTaxCode | null;
  customTaxes: FneCustomTax[];
};

export type Totals = {
  /** Σ line HT, before the global discount. */
  totalBeforeTaxes: number;
  /** What the global discount takes off. */
  discountAmount: number;
  /** HT after every discount. */
  totalDiscounted: number;
  vatAmount: number;
  /** TTC: HT after discount + VAT (the answer's `amount`). */
  totalAfterTaxes: number;
  totalCustomTaxes: number;
  /** TTC + other taxes: the net to pay. */
  totalDue: number;
};

/** Half up to the franc, after dropping floating-point noise beyond the millionth. */
export function roundFranc(value: number): number {
  const clean = Math.round(value * 1e6) / 1e6;
  return Math.sign(clean) * Math.floor(Math.abs(clean) + 0.5);
}

/** A line's HT before the global discount. */
export const lineHt = (l: Pick<TotalsLine, "quantity" | "amount" | "discount">) =>
  (l.quantity * l.amount * (100 - l.discount)) / 100;

const rateSum = (taxes: FneCustomTax[]) => taxes.reduce((sum, t) => sum + t.amount, 0);

export function computeTotals(lines: TotalsLine[], globalDiscount: number, invoiceTaxes: FneCustomTax[]): Totals {
  const keep = (100 - globalDiscount) / 100;
  let before = 0;
  let discounted = 0;
  let vat = 0;
  let custom = 0;
  for (const line of lines) {
    const ht = lineHt(line);
    const base = ht * keep;
    before += ht;
    discounted += base;
    vat += (base * (line.tax ? FNE_TAX_RATES[line.tax] : 0)) / 100;
    custom += (base * rateSum(line.customTaxes)) / 100;
  }
  custom += (discounted * rateSum(invoiceTaxes)) / 100;
  const totalBeforeTaxes = roundFranc(before);
  const totalDiscounted = roundFranc(discounted);
  const vatAmount = roundFranc(vat);
  const totalAfterTaxes = totalDiscounted + vatAmount;
  const totalCustomTaxes = roundFranc(custom);
  return {
    totalBeforeTaxes,
    discountAmount: totalBeforeTaxes - totalDiscounted,
    totalDiscounted,
    vatAmount,
    totalAfterTaxes,
    totalCustomTaxes,
    totalDue: totalAfterTaxes + totalCustomTaxes,
  };
}
