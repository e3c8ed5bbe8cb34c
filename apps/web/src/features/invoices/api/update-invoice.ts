import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { UpdateInvoiceRequest } from "@payflow/contracts/invoices";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** PATCH /api/invoices/{id}: a draft's content (the lines sent replace them all). */
export function updateInvoice({ id, body }: { id: string; body: UpdateInvoiceRequest }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoice(id), { method: "PATCH", body });
}

export const useUpdateInvoice = () => useRefreshingMutation(updateInvoice, invoicesQueryKey);
