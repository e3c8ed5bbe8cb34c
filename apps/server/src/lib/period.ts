import { DEFAULT_TIME_ZONE, TIME_ZONE_IANA, type TimeZoneLabel } from "@payflow/contracts";
import { AppError } from "../http/errors";

// Days in the person's time zone. PayFlow's zones are fixed offsets ("GMT+01:00"), so a day is
// [midnight − offset, next midnight − offset) in UTC, with no daylight saving to care about.

const DAY_MS = 86_400_000;

export type Zone = { label: TimeZoneLabel; iana: string; offsetMs: number };

export function zoneOf(label: TimeZoneLabel | undefined): Zone {
  const l = label ?? DEFAULT_TIME_ZONE;
  const [, sign, hh, mm] = /^GMT([+-])(\d{2}):(\d{2})$/.exec(l) ?? ["", "+", "00", "00"];
  const offsetMs = (sign === "-" ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;
  return { label: l, iana: TIME_ZONE_IANA[l], offsetMs };
}

/** The YYYY-MM-DD of an instant in the zone. */
export function dayOf(at: Date, zone: Zone): string {
  return new Date(at.getTime() + zone.offsetMs).toISOString().slice(0, 10);
}

/** The instant a day starts in the zone. */
export function startOf(day: string, zone: Zone): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - zone.offsetMs);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  // One parse, then whole days in milliseconds (the dashboard lists 30 on every visit).
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= end; ms += DAY_MS)
    out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

export const daySpan = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;

/** The longest period a report or an export covers. */
export const REPORT_MAX_DAYS = 366;

/**
 * A period of whole days as the person asked for it, checked (it starts before it ends and lasts
 * at most REPORT_MAX_DAYS, else reportPeriodInvalid at `to`), with the instants it spans.
 */
export function checkedPeriod(first: string, last: string, label: TimeZoneLabel | undefined) {
  if (first > last || daySpan(first, last) > REPORT_MAX_DAYS)
    throw new AppError("reportPeriodInvalid", { field: "to" });
  const zone = zoneOf(label);
  return { first, last, zone, range: { from: startOf(first, zone), to: startOf(addDays(last, 1), zone) } };
}
