import type { InvoiceState } from "@payflow/contracts/invoice-rules";
import type { InvoiceList } from "@payflow/contracts/invoices";
import { API } from "@payflow/contracts/paths";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api";

// Keys start with "invoices": live payment updates (lib/realtime.ts: a part paid moves an invoice
// on) and a mode switch refresh the list, its totals and an open invoice; the mode is in every key.

export const invoicesQueryKey = ["invoices"] as const;

/** The list's filters: a state, overdue or not (null: both), words of the number or the client's name. */
export type InvoiceFilter = { state: InvoiceState | null; overdue: boolean | null; q: string };

/** GET /api/invoices: one keyset page of 25 after `cursor`, only the invoices matching the filter. */
export function fetchInvoices(filter: InvoiceFilter, cursor: string | null): Promise<InvoiceList> {
  const params = new URLSearchParams({ limit: "25" });
  if (filter.state) params.set("state", filter.state);
  if (filter.overdue !== null) params.set("overdue", String(filter.overdue));
  if (filter.q) params.set("q", filter.q);
  if (cursor) params.set("cursor", cursor);
  return api<InvoiceList>(`${API.invoices}?${params}`);
}

export const invoicesQuery = (mode: "test" | "live", filter: InvoiceFilter) =>
  infiniteQueryOptions({
    queryKey: [...invoicesQueryKey, "list", mode, filter],
    queryFn: ({ pageParam }) => fetchInvoices(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
