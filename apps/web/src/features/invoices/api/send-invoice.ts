import type { InvoiceDetail, SendInvoiceRequest } from "@payflow/contracts/invoice-views";
import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** POST /api/invoices/{id}/send: to the client by email and/or WhatsApp, with its payer's page. */
export function sendInvoice({ id, body }: { id: string; body: SendInvoiceRequest }): Promise<InvoiceDetail> {
  return api<InvoiceDetail>(API.invoiceAction(id, "send"), { method: "POST", body });
}

export const useSendInvoice = () => useRefreshingMutation(sendInvoice, invoicesQueryKey);
