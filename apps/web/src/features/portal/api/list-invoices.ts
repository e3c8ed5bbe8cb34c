import type { Language } from "@payflow/contracts/constants";
import { API } from "@payflow/contracts/paths";
import type { Mode } from "@payflow/contracts/payment-rules";
import type { PortalInvoiceList } from "@payflow/contracts/portal-invoices";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/**
 * GET /api/portal/invoices: the client's own issued invoices of one mode, with the addresses of
 * their PDFs and receipts in the language asked. The mode goes in the query, as for the
 * transactions: the server ignores the staff app's mode header here.
 */
export function fetchPortalInvoices(mode: Mode, lang: Language): Promise<PortalInvoiceList> {
  const params = new URLSearchParams();
  if (mode === "test") params.set("mode", "test");
  params.set("lang", lang);
  return api<PortalInvoiceList>(`${API.portalInvoices}?${params}`);
}

export const portalInvoicesQuery = (mode: Mode, lang: Language) =>
  queryOptions({
    queryKey: ["portal-invoices", mode, lang],
    queryFn: () => fetchPortalInvoices(mode, lang),
  });
