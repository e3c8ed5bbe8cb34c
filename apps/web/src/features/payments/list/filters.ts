import { TIME_ZONE_IANA, type TimeZoneLabel } from "@payflow/contracts/constants";

// The list's filters as they live in the address (shareable, kept on reload), and as the API
// takes them: dates are whole days in the person's time zone.

export type Filters = {
  q: string;
  status: string;
  operator: string;
  from: string;
  to: string;
  min: string;
  max: string;
};

const KEYS = ["q", "status", "operator", "from", "to", "min", "max"] as const;

export function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ""])) as Filters;
}

export function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of KEYS) if (filters[k]) params.set(k, filters[k]);
  return params;
}

/** "GMT+01:00" → "+01:00": the zones PayFlow offers are fixed offsets. */
function offsetOf(zone: TimeZoneLabel): string {
  return TIME_ZONE_IANA[zone] === "Etc/GMT" ? "Z" : zone.slice(3);
}

/** The API's query string for these filters (without paging). */
export function apiQuery(filters: Filters, zone: TimeZoneLabel): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set("q", filters.q.trim());
  if (filters.status) query.set("status", filters.status);
  if (filters.operator) query.set("operator", filters.operator);
  if (filters.from) query.set("from", `${filters.from}T00:00:00${offsetOf(zone)}`);
  if (filters.to) query.set("to", `${filters.to}T23:59:59.999${offsetOf(zone)}`);
  if (/^\d+$/.test(filters.min)) query.set("amountMin", filters.min);
  if (/^\d+$/.test(filters.max)) query.set("amountMax", filters.max);
  return query;
}
