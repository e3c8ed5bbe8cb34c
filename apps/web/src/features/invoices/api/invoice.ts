import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { invoicesQueryKey } from "./list-invoices";

/** GET /api/invoices/{id}: the invoice with its client, parts, credit notes and activity. */
export function fetchInvoice(id: string): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoice(id));
}

export const invoiceQuery = (mode: "test" | "live", id: string) =>
  queryOptions({ queryKey: [...invoicesQueryKey, "detail", mode, id], queryFn: () => fetchInvoice(id) });
