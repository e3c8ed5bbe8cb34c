import type { PaymentFilters } from "@payflow/contracts";
import type { ListFilter } from "./list-queries";

/** The list's URL filters as the query takes them (the same for the list and its CSV export). */
export function filterOf(f: PaymentFilters): ListFilter {
  return {
    status: f.status,
    operator: f.operator,
    reference: f.reference,
    search: f.q || undefined,
    createdGte: f.from ? new Date(f.from) : undefined,
    createdLte: f.to ? new Date(f.to) : undefined,
    amountMin: f.amountMin,
    amountMax: f.amountMax,
  };
}
