/** A calendar day (YYYY-MM-DD) `days` after another, in UTC. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
