// Recurring billing (docs/INVOICES.md § Recurring billing): a plan issues one invoice per cycle,
// on the cycle's date. The dates are counted from the start each time (never from the previous
// cycle), so a month-end start keeps to month ends (31 Jan → 28 Feb → 31 Mar) and nothing drifts.
// Pure, without zod.

export const RECURRING_INTERVALS = ["week", "month", "term", "custom"] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];
export const RECURRING_UNITS = ["day", "week", "month"] as const;
export type RecurringUnit = (typeof RECURRING_UNITS)[number];
export const RECURRING_PLAN_STATUSES = ["active", "paused", "cancelled", "ended"] as const;
export type RecurringPlanStatus = (typeof RECURRING_PLAN_STATUSES)[number];

export const RECURRING_LIMITS = { customCount: 365, cycles: 1000, dueDays: 90 } as const;

export type RecurringEvery = { count: number; unit: RecurringUnit };

/** What an interval means: a week, a month, a term (three months), or the business's own. */
export function everyOf(interval: RecurringInterval, custom: RecurringEvery | null): RecurringEvery {
  if (interval === "week") return { count: 1, unit: "week" };
  if (interval === "month") return { count: 1, unit: "month" };
  if (interval === "term") return { count: 3, unit: "month" };
  return custom ?? { count: 1, unit: "month" };
}

const DAY_MS = 86_400_000;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The date of cycle `n` (0 is the start date), YYYY-MM-DD. */
export function cycleDate(startDate: string, every: RecurringEvery, n: number): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  if (every.unit !== "month") {
    const days = every.count * n * (every.unit === "week" ? 7 : 1);
    return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  }
  const months = start.getUTCMonth() + every.count * n;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysIn(year, month));
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * Whether cycle `n` is within the plan: before its end date (inclusive) and its number of
 * cycles. A plan with neither runs until it is cancelled.
 */
export function cycleWithinPlan(
  plan: { startDate: string; every: RecurringEvery; endDate: string | null; cycles: number | null },
  n: number,
): boolean {
  if (plan.cycles !== null && n >= plan.cycles) return false;
  return plan.endDate === null || cycleDate(plan.startDate, plan.every, n) <= plan.endDate;
}

/** An invoice's due date: its cycle's date plus the plan's days to pay. */
export const dueDateOf = (cycleDay: string, dueDays: number) =>
  new Date(Date.parse(`${cycleDay}T00:00:00Z`) + dueDays * DAY_MS).toISOString().slice(0, 10);
