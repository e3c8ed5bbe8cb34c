import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { invoicesQueryKey } from "./list-invoices";

/** GET /api/invoices/{id}: the invoice with its client, parts, credit notes and activity. */
export function fetchInvoice(id: string): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoice(id));
}

/** How often an issued invoice whose certification is pending is read again, until the platform answers. */
export const CERTIFICATION_POLL_MS = 5_000;

export const invoiceQuery = (mode: "test" | "live", id: string) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, "detail", mode, id],
    queryFn: () => fetchInvoice(id),
    // Certification is asked in the background after issuing (docs/INVOICES.md): the page follows it.
    refetchInterval: (query) => {
      const invoice = query.state.data;
      return invoice && invoice.state !== "draft" && invoice.certification.status === "pending"
        ? CERTIFICATION_POLL_MS
        : false;
    },
  });
