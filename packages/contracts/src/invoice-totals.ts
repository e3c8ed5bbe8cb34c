// An invoice's amounts (docs/INVOICES.md § Amounts and taxes), computed once, in integer XOF, in
// the order the tax office's certified invoice shows them: each line's HT after its own discount,
// the total HT, the invoice's discount on that total, the VAT of each rate on its discounted base,
// the TTC. Pure and without zod: the server, the forms and the certification adapter call it.
//
// No floating point: a quantity is kept in thousandths, a percentage in hundredths of a percent,
// and the products are BigInt (a quantity of 1,000,000 times a price of 1,000,000,000 is far
// beyond 2^53). Each rounding is half up to the franc, and happens once where it is written below.

/** The tax office's VAT codes, one per line. */
export const INVOICE_TAX_CODES = ["TVA", "TVAB", "TVAC", "TVAD", "TVAE"] as const;
export type InvoiceTaxCode = (typeof INVOICE_TAX_CODES)[number];

type Labels = { fr: string; en: string };

/** Each code's rate (whole percent) and its words, as the invoice and the forms show them. */
export const INVOICE_TAXES: Record<InvoiceTaxCode, { rate: number; labels: Labels }> = {
  TVA: { rate: 18, labels: { fr: "TVA normale 18 %", en: "Standard VAT 18%" } },
  TVAB: { rate: 9, labels: { fr: "TVA réduite 9 %", en: "Reduced VAT 9%" } },
  TVAC: { rate: 0, labels: { fr: "Exonération conventionnelle 0 %", en: "Conventional exemption 0%" } },
  TVAD: {
    rate: 0,
    labels: {
      fr: "Exonération légale 0 % (vendeur non assujetti à la TVA)",
      en: "Legal exemption 0% (seller not registered for VAT)",
    },
  },
  TVAE: { rate: 0, labels: { fr: "Exonération à l'export 0 %", en: "Export exemption 0%" } },
};

/** Decimals a quantity may have (kept in thousandths). */
export const QUANTITY_DECIMALS = 3;
/** Decimals a discount percentage may have (kept in hundredths of a percent). */
export const PERCENT_DECIMALS = 2;

const QUANTITY_SCALE = 1000n;
/** 100 % in hundredths of a percent. */
const WHOLE = 10_000n;

/**
 * The value times 10^decimals as an integer, or null when the value has more decimals than that
 * (or is not a finite number). 1.005 is 1005 thousandths although 1.005 × 1000 is 1004.999… in
 * binary: the number's own decimals count, not its binary error.
 */
export function scaledInteger(value: number, decimals: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
  if (Number(value.toFixed(decimals)) !== value) return null;
  return Math.round(value * 10 ** decimals);
}

function scaled(value: number, decimals: number, what: string): bigint {
  const n = scaledInteger(value, decimals);
  if (n === null || n < 0)
    throw new RangeError(`${what} ${value} is not a non-negative number with ${decimals} decimals`);
  return BigInt(n);
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function halfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * The amount split in proportion to the weights, in whole francs that add up to it exactly
 * (largest remainder): each part is first rounded down, then the francs left over go one each to
 * the parts whose exact share lost the most, the earlier part first on a tie. No part exceeds
 * its weight when the amount does not exceed the weights' sum.
 */
export function spreadInProportion(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = sum(weights);
  if (total === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (amount * w) / total);
  const order = weights
    .map((w, i) => ({ i, remainder: (amount * w) % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  let left = amount - sum(parts);
  for (let k = 0; left > 0n; k++, left--) {
    const at = order[k]?.i as number;
    parts[at] = (parts[at] as bigint) + 1n;
  }
  return parts;
}

/** What a line brings to the totals. */
export type InvoiceLineAmounts = {
  /** Up to 3 decimals. */
  quantity: number;
  /** Integer XOF, excluding tax. */
  unitPrice: number;
  /** The line's discount, 0 to 100 with up to 2 decimals; 0 when absent. */
  discountPercent?: number | undefined;
  taxCode: InvoiceTaxCode;
};

export type InvoiceLineTotal = {
  /** quantity × unit price × (1 − the line's discount), rounded half up to the franc. */
  ht: number;
  /** The line's HT less its share of the invoice's discount (the parts add up exactly). */
  discountedHt: number;
};

export type InvoiceTaxTotal = {
  code: InvoiceTaxCode;
  rate: number;
  /** The HT of the rate's lines after the invoice's discount: what its VAT is computed on. */
  base: number;
  /** base × rate, rounded half up to the franc. */
  vat: number;
};

export type InvoiceTotals = {
  lines: InvoiceLineTotal[];
  /** Sum of the lines' HT (after their own discounts). */
  totalHt: number;
  /** The invoice's discount: total HT × its percentage, rounded half up. */
  discountAmount: number;
  /** totalHt − discountAmount. */
  discountedHt: number;
  /** One entry per tax code the lines use, in the order of INVOICE_TAX_CODES. */
  taxes: InvoiceTaxTotal[];
  totalVat: number;
  /** discountedHt + totalVat: what the client owes. */
  totalTtc: number;
};

/** A line's HT in francs: quantity (thousandths) × price × (10 000 − discount in hundredths) / 10^7, half up. */
function lineHt(line: InvoiceLineAmounts): bigint {
  if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0)
    throw new RangeError(`unit price ${line.unitPrice} is not a whole number of XOF`);
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS, "quantity");
  const discount = scaled(line.discountPercent ?? 0, PERCENT_DECIMALS, "discount");
  if (discount > WHOLE) throw new RangeError(`discount ${line.discountPercent} is above 100`);
  return halfUp(quantity * BigInt(line.unitPrice) * (WHOLE - discount), QUANTITY_SCALE * WHOLE);
}

/**
 * An invoice's totals from its lines and its discount (a percentage of the total HT). The lines
 * must already be valid (invoiceLineError): a value outside the rules throws a RangeError.
 */
export function computeInvoiceTotals(lines: readonly InvoiceLineAmounts[], discountPercent: number = 0): InvoiceTotals {
  const hts = lines.map(lineHt);
  const totalHt = sum(hts);
  const discountRate = scaled(discountPercent, PERCENT_DECIMALS, "discount");
  if (discountRate > WHOLE) throw new RangeError(`discount ${discountPercent} is above 100`);
  const discount = halfUp(totalHt * discountRate, WHOLE);

  // The invoice's discount is spread over the rates' bases, then each rate's share over its lines.
  const codes = INVOICE_TAX_CODES.filter((code) => lines.some((line) => line.taxCode === code));
  const linesOf = codes.map((code) => lines.flatMap((line, i) => (line.taxCode === code ? [i] : [])));
  const bases = linesOf.map((indexes) => sum(indexes.map((i) => hts[i] as bigint)));
  const shares = spreadInProportion(discount, bases);
  const lineShares = hts.map(() => 0n);
  linesOf.forEach((indexes, c) => {
    const parts = spreadInProportion(
      shares[c] as bigint,
      indexes.map((i) => hts[i] as bigint),
    );
    indexes.forEach((i, k) => {
      lineShares[i] = parts[k] as bigint;
    });
  });

  const taxes = codes.map((code, c) => {
    const base = (bases[c] as bigint) - (shares[c] as bigint);
    const rate = INVOICE_TAXES[code].rate;
    return { code, rate, base, vat: halfUp(base * BigInt(rate), 100n) };
  });
  const totalVat = sum(taxes.map((t) => t.vat));
  const discountedHt = totalHt - discount;
  return {
    lines: hts.map((ht, i) => ({ ht: Number(ht), discountedHt: Number(ht - (lineShares[i] as bigint)) })),
    totalHt: Number(totalHt),
    discountAmount: Number(discount),
    discountedHt: Number(discountedHt),
    taxes: taxes.map((t) => ({ code: t.code, rate: t.rate, base: Number(t.base), vat: Number(t.vat) })),
    totalVat: Number(totalVat),
    totalTtc: Number(discountedHt + totalVat),
  };
}
