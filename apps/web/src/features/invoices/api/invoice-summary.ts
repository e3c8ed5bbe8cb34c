import type { InvoiceSummary } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { invoicesQueryKey } from "./list-invoices";

/** GET /api/invoices/summary: open, overdue and paid this month, each a count and an amount. */
export function fetchInvoiceSummary(): Promise<InvoiceSummary> {
  return api<InvoiceSummary>(API.invoiceSummary);
}

export const invoiceSummaryQuery = (mode: "test" | "live") =>
  queryOptions({ queryKey: [...invoicesQueryKey, "summary", mode], queryFn: fetchInvoiceSummary });
