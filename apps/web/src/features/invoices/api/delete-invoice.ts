import { API } from "@payflow/contracts/paths";
import { api } from "../../../lib/api";
import { useRefreshingMutation } from "../../../lib/mutation";
import { invoicesQueryKey } from "./list-invoices";

/** DELETE /api/invoices/{id}: a draft is deleted (it has no number yet), never voided; 204. */
export function deleteInvoice(id: string): Promise<void> {
  return api<void>(API.invoice(id), { method: "DELETE" });
}

export const useDeleteInvoice = () => useRefreshingMutation(deleteInvoice, invoicesQueryKey, "success");
