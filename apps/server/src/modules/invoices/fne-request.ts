import type { FneSpace } from "../../fne/client";
import type { FneSignRequest } from "../../fne/types";
import type * as q from "./queries";

// An issued invoice as the tax office's platform is asked to certify it (docs/FNE.md): the same
// lines, prices, discounts and tax codes the invoice's totals were computed from, so the platform
// computes the same invoice. PayFlow invoices are issued before they are paid: a sale "à terme"
// (`deferred`).

/** The client's phone as the platform reads it: digits only (+225 07… → 22507…). */
const digits = (phone: string) => phone.replace(/\D/g, "");

export function signRequestOf(
  invoice: q.InvoiceRow,
  client: { email: string; phone: string },
  space: FneSpace,
): FneSignRequest {
  return {
    invoiceType: "sale",
    paymentMethod: "deferred",
    template: invoice.template as FneSignRequest["template"],
    isRne: false,
    ...(invoice.template === "B2B" && invoice.clientNcc ? { clientNcc: invoice.clientNcc } : {}),
    clientCompanyName: invoice.clientName,
    clientPhone: digits(client.phone),
    clientEmail: client.email,
    pointOfSale: space.pointOfSale,
    establishment: space.establishment,
    ...(invoice.notes ? { commercialMessage: invoice.notes.slice(0, 255) } : {}),
    footer: invoice.number ?? "",
    foreignCurrency: "",
    foreignCurrencyRate: 0,
    discount: invoice.discountPercent,
    items: invoice.lines.map((line) => ({
      taxes: [line.taxCode],
      ...(line.reference ? { reference: line.reference } : {}),
      description: line.description,
      quantity: line.quantity,
      amount: line.unitPrice,
      discount: line.discountPercent,
      ...(line.unit ? { measurementUnit: line.unit } : {}),
    })),
  };
}
