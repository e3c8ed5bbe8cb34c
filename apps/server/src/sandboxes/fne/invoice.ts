import { randomUUID } from "node:crypto";
import type { FneInvoice, FneInvoiceItem, FneSignRequest, FneStoredCustomTax, FneTaxCode } from "../../fne/types";
import { FNE_TAX_RATES } from "../../fne/types";
import { computeTotals, type Totals, type TotalsLine } from "./totals";

// The invoice object the sandbox stores and answers (docs/FNE.md, "The sign call"): the request's
// fields echoed under the platform's names, ids for the invoice (UUID v4) and each item in
// request order, each item's VAT line with its label, and the computed totals.

/** The labels the platform gives each code (TVAB's and TVAE's are modelled on the others). */
const TAX_LABELS: Record<FneTaxCode, string> = {
  TVA: "TVA normal - TVA sur HT 18,00% - A",
  TVAB: "TVA reduit - TVA sur HT 09,00% - B",
  TVAC: "TVA exo.conv - TVA sur HT 00,00% - C",
  TVAD: "TVA exo.lég - Pas de TVA sur HT 00,00% - D (TEE, TCE, Microentreprise)",
  TVAE: "TVA exo export - TVA sur HT 00,00% - E",
};

/** The sandbox's fixed id of each VAT rate. */
const VAT_RATE_IDS: Record<FneTaxCode, string> = {
  TVA: "5d6e7f80-0000-4000-8000-0000000000aa",
  TVAB: "5d6e7f80-0000-4000-8000-0000000000bb",
  TVAC: "5d6e7f80-0000-4000-8000-0000000000cc",
  TVAD: "5d6e7f80-0000-4000-8000-0000000000dd",
  TVAE: "5d6e7f80-0000-4000-8000-0000000000ee",
};

/** A line's single VAT code (checked before: a sale has exactly one per line). */
export const taxOf = (item: { taxes?: readonly string[] }): FneTaxCode | null =>
  (item.taxes?.[0] as FneTaxCode | undefined) ?? null;

/** The request's lines as the calculation reads them. */
export const linesOf = (request: FneSignRequest): TotalsLine[] =>
  request.items.map((item) => ({
    quantity: item.quantity,
    amount: item.amount,
    discount: item.discount ?? 0,
    tax: taxOf(item),
    customTaxes: item.customTaxes ?? [],
  }));

export const totalsOf = (request: FneSignRequest): Totals =>
  computeTotals(linesOf(request), request.discount ?? 0, request.customTaxes ?? []);

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : v === 0 || v ? String(v) : null);

export type Issued = { id: string; token: string; reference: string; at: Date; status: string };

/** The stored invoice of a sale, as the sign call answers it. */
export function saleInvoice(request: FneSignRequest, issued: Issued, totals: Totals): FneInvoice {
  const at = issued.at.toISOString();
  const stamp = { createdAt: at, updatedAt: at };
  const items: FneInvoiceItem[] = request.items.map((item) => {
    const id = randomUUID();
    const tax = taxOf(item);
    return {
      id,
      quantity: item.quantity,
      reference: str(item.reference),
      description: item.description,
      amount: item.amount,
      discount: item.discount ?? 0,
      measurementUnit: str(item.measurementUnit),
      ...stamp,
      invoiceId: issued.id,
      parentId: null,
      taxes: tax
        ? [
            {
              invoiceItemId: id,
              vatRateId: VAT_RATE_IDS[tax],
              amount: FNE_TAX_RATES[tax],
              name: TAX_LABELS[tax],
              shortName: tax,
              ...stamp,
            },
          ]
        : [],
      customTaxes: (item.customTaxes ?? []).map(
        (t): FneStoredCustomTax => ({ id: randomUUID(), invoiceItemId: id, amount: t.amount, name: t.name, ...stamp }),
      ),
    };
  });
  return {
    id: issued.id,
    parentId: null,
    parentReference: null,
    token: issued.token,
    reference: issued.reference,
    type: "invoice",
    subtype: "normal",
    date: at,
    paymentMethod: request.paymentMethod,
    amount: totals.totalAfterTaxes,
    vatAmount: totals.vatAmount,
    fiscalStamp: 0,
    discount: request.discount ?? 0,
    clientNcc: str(request.clientNcc),
    clientCompanyName: request.clientCompanyName,
    clientPhone: str(request.clientPhone),
    clientEmail: str(request.clientEmail),
    clientTerminal: null,
    clientMerchantName: null,
    clientRccm: null,
    clientSellerName: str(request.clientSellerName),
    clientEstablishment: request.establishment,
    clientPointOfSale: request.pointOfSale,
    status: issued.status,
    template: request.template,
    description: null,
    footer: str(request.footer),
    commercialMessage: str(request.commercialMessage),
    foreignCurrency: request.foreignCurrency ?? "",
    foreignCurrencyRate: request.foreignCurrencyRate ?? 0,
    isRne: request.isRne ?? false,
    rne: str(request.rne),
    source: "api",
    ...stamp,
    items,
    customTaxes: (request.customTaxes ?? []).map(
      (t): FneStoredCustomTax => ({ id: randomUUID(), invoiceId: issued.id, amount: t.amount, name: t.name, ...stamp }),
    ),
  };
}
