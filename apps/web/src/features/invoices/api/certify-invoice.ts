import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** POST /api/invoices/{id}/certify: the certification tried again after the platform refused or held it. */
export function certifyInvoice(id: string): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoiceAction(id, "certify"), { method: "POST" });
}

export const useCertifyInvoice = () => useRefreshingMutation(certifyInvoice, invoicesQueryKey);
