import { type PaymentFilters, SALE_FILTER } from "@payflow/contracts";
import type { ListFilter } from "./list-queries";

/** The list's URL filters as the query takes them (the same for the list and its CSV export). */
export function filterOf(f: PaymentFilters): ListFilter {
  const sales = f.status === SALE_FILTER;
  return {
    status: sales ? undefined : f.status,
    sales: sales || undefined,
    operator: f.operator,
    reference: f.reference,
    search: f.q || undefined,
    createdGte: f.from ? new Date(f.from) : undefined,
    createdLte: f.to ? new Date(f.to) : undefined,
    amountMin: f.amountMin,
    amountMax: f.amountMax,
    paymentLinkId: f.paymentLink,
  };
}
