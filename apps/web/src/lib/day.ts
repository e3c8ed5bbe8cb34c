// A calendar day as people write it, on its own: the payer's page (src/pay) shows an invoice's
// days without the rest of format.ts, which re-exports it for the dashboard.

/**
 * A calendar day ("2026-11-24", already in the user's time zone) as people write it: "24 nov. 2026"
 * (fr) / "Nov 24, 2026" (en). Read at UTC noon and shown in UTC, so no time zone moves the day.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language.startsWith("en") ? "en-US" : "fr-FR", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}
