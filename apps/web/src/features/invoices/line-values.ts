import type { InvoiceLine } from "@payflow/contracts/invoice";
import {
  computeInvoiceTotals,
  type InvoiceTaxCode,
  type InvoiceTotals,
  invoiceDiscountError,
  invoiceLineError,
} from "@payflow/contracts/invoice-rules";
import type { InvoiceLineRequest } from "@payflow/contracts/invoices";

// An invoice's lines as typed — in the invoice editor and in a recurring plan's form, whose every
// cycle is an invoice — the line each makes in a request, and the totals shown as the person
// types, computed by computeInvoiceTotals like the server's (docs/INVOICES.md).

export type LineValues = {
  /** The row's React key only; never sent. */
  key: string;
  description: string;
  quantity: number | "";
  unit: string;
  unitPrice: number | "";
  discountPercent: number | "";
  taxCode: InvoiceTaxCode;
};

let nextKey = 0;

export const emptyLine = (): LineValues => ({
  key: `line-${++nextKey}`,
  description: "",
  quantity: 1,
  unit: "",
  unitPrice: "",
  discountPercent: "",
  taxCode: "TVA",
});

/** A stored line as the form shows it (a discount of 0 as an empty field). */
export const lineValues = (line: InvoiceLine): LineValues => ({
  key: emptyLine().key,
  description: line.description,
  quantity: line.quantity,
  unit: line.unit ?? "",
  unitPrice: line.unitPrice,
  discountPercent: line.discountPercent === 0 ? "" : line.discountPercent,
  taxCode: line.taxCode,
});

export const zeroIfEmpty = (n: number | "") => (n === "" ? 0 : n);

export function lineRequest(line: LineValues): InvoiceLineRequest {
  const unit = line.unit.trim();
  return {
    description: line.description.trim(),
    quantity: zeroIfEmpty(line.quantity),
    unitPrice: zeroIfEmpty(line.unitPrice),
    discountPercent: zeroIfEmpty(line.discountPercent),
    taxCode: line.taxCode,
    ...(unit ? { unit } : {}),
  };
}

export type LiveTotals = {
  totals: InvoiceTotals;
  /** Each line's HT, or null for a line still being typed (not counted). */
  lineHt: (number | null)[];
  /** Some lines are not counted yet. */
  incomplete: boolean;
};

/**
 * The totals as typed: computeInvoiceTotals over the lines whose amounts are already valid (a line
 * still being typed counts for nothing yet), with the discount once it is valid.
 */
export function liveTotals(v: { lines: LineValues[]; discountPercent: number | "" }): LiveTotals {
  const counted = v.lines.map((line) => {
    if (line.quantity === "" || line.unitPrice === "") return null;
    const amounts = { ...lineRequest(line), description: "-" };
    return invoiceLineError(amounts) ? null : amounts;
  });
  const valid = counted.filter((line) => line !== null);
  const discount = zeroIfEmpty(v.discountPercent);
  const totals = computeInvoiceTotals(valid, invoiceDiscountError(discount) ? 0 : discount);
  let k = 0;
  const lineHt = counted.map((line) => (line === null ? null : (totals.lines[k++]?.ht ?? null)));
  return { totals, lineHt, incomplete: valid.length < v.lines.length };
}
