import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import type { CreateInvoiceRequest } from "@payflow/contracts/invoices";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** POST /api/invoices: a new draft. */
export function createInvoice(body: CreateInvoiceRequest): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoices, { method: "POST", body });
}

export const useCreateInvoice = () => useRefreshingMutation(createInvoice, invoicesQueryKey, "success");
