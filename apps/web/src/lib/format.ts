import { DEFAULT_TIME_ZONE, TIME_ZONE_IANA, type TimeZoneLabel } from "@payflow/contracts/constants";

/** Integer XOF for people (contracts' xof.ts, shared with the server's pages). */
export { formatXof } from "@payflow/contracts/xof";
/** A calendar day for people (day.ts, on its own so the payer's page takes it alone). */
export { formatDay } from "./day";

const LOCALES = { fr: "fr-FR", en: "en-US" } as const;

function locale(language: string): string {
  return language.startsWith("en") ? LOCALES.en : LOCALES.fr;
}

/** A timestamp in the user's chosen time zone and language, e.g. "21/11/2026 09:15". */
export function formatDateTime(
  iso: string | Date,
  language: string,
  timeZone: TimeZoneLabel = DEFAULT_TIME_ZONE,
): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  try {
    return new Intl.DateTimeFormat(locale(language), {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: TIME_ZONE_IANA[timeZone],
    }).format(date);
  } catch {
    // docs/PRODUCT.md §8: a date that cannot be formatted falls back to French.
    return date.toLocaleString(LOCALES.fr);
  }
}

export function formatTime(date: Date, language: string, timeZone: TimeZoneLabel = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale(language), { timeStyle: "short", timeZone: TIME_ZONE_IANA[timeZone] }).format(
    date,
  );
}

/**
 * How a number field writes numbers in the interface language, as formatXof does:
 * "12 000" and "2,5" in French, "12,000" and "2.5" in English.
 */
export function numberInputSeparators(language: string): { thousandSeparator: string; decimalSeparator: string } {
  return language.startsWith("en")
    ? { thousandSeparator: ",", decimalSeparator: "." }
    : { thousandSeparator: " ", decimalSeparator: "," };
}

/** "Chrome · Linux" from a user agent, for the login sessions table. */
export function describeUserAgent(ua: string | null): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl\//.test(ua)
              ? "curl"
              : null;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  const parts = [browser, os].filter(Boolean);
  return parts.length ? parts.join(" · ") : ua.slice(0, 60);
}

/**
 * An amount on a chart's axis, short enough for a phone: "20 M" (fr), "20M" (en), "2,5 k".
 * The unit stays together (no-break space), so a label never wraps; tooltips keep formatXof.
 */
export function formatXofAxis(amount: number, language: string): string {
  const short = new Intl.NumberFormat(locale(language), { notation: "compact", maximumFractionDigits: 1 });
  return short.format(amount).replace(/\u202f| /g, "\u00a0");
}
