import { DEFAULT_TIME_ZONE, TIME_ZONE_IANA, type TimeZoneLabel } from "@payflow/contracts/constants";

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
    // Spec §8: a date that cannot be formatted falls back to French.
    return date.toLocaleString(LOCALES.fr);
  }
}

export function formatTime(date: Date, language: string, timeZone: TimeZoneLabel = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale(language), { timeStyle: "short", timeZone: TIME_ZONE_IANA[timeZone] }).format(
    date,
  );
}

/** Integer XOF for people: "1 250 000 FCFA" (fr) / "1,250,000 FCFA" (en). */
export function formatXof(amount: number, language: string): string {
  const digits = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(amount);
  // fr-FR groups with a narrow no-break space; the product shows a plain space.
  return `${digits.replace(/\u202f|\u00a0/g, " ")} FCFA`;
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
