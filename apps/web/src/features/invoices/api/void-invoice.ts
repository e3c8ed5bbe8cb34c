import type { InvoiceDetail, VoidInvoiceRequest } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** POST /api/invoices/{id}/void: an issued invoice withdrawn before any money came in. */
export function voidInvoice({ id, body }: { id: string; body: VoidInvoiceRequest }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoiceAction(id, "void"), { method: "POST", body });
}

export const useVoidInvoice = () => useRefreshingMutation(voidInvoice, invoicesQueryKey);
