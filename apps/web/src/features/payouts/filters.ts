// The list's filters as they live in the address (shareable, kept on reload), and as the API
// takes them. The approvals tab is the list of payouts waiting for a decision; the batches tab
// lists the bulk uploads' batches instead of payouts.

export type PayoutFilters = { q: string; status: string; operator: string };
export type PayoutTab = "all" | "approvals" | "batches";

const KEYS = ["q", "status", "operator"] as const;

export function readPayoutFilters(params: URLSearchParams): PayoutFilters {
  return { q: params.get("q") ?? "", status: params.get("status") ?? "", operator: params.get("operator") ?? "" };
}

export function readTab(params: URLSearchParams): PayoutTab {
  const tab = params.get("tab");
  return tab === "approvals" || tab === "batches" ? tab : "all";
}

export function writePayoutFilters(filters: PayoutFilters, tab: PayoutTab): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  for (const k of KEYS) if (filters[k]) params.set(k, filters[k]);
  return params;
}

/** The API's query for these filters (without paging); the approvals tab asks for pending_approval. */
export function payoutApiQuery(filters: PayoutFilters, tab: PayoutTab): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set("q", filters.q.trim());
  const status = tab === "approvals" ? "pending_approval" : filters.status;
  if (status) query.set("status", status);
  if (filters.operator) query.set("operator", filters.operator);
  return query;
}
