import type { InvoiceDetail } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** POST /api/invoices/{id}/finalize: the draft is numbered and issued (open), its certification asked. */
export function finalizeInvoice(id: string): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoiceAction(id, "finalize"), { method: "POST" });
}

export const useFinalizeInvoice = () => useRefreshingMutation(finalizeInvoice, invoicesQueryKey);
