// When an invoice's client is reminded (docs/INVOICES.md § Reminders): a schedule the business
// chooses — some days before the due date, on it, then every few days after, at most a number of
// times — each reminder at 09:00 in the client's time zone, never in the quiet hours (20:00 to
// 08:00 there). Pure, without zod: the server plans with it, the screens show it.

export type ReminderSchedule = {
  /** Days before the due date for a first reminder; null: none before. */
  daysBefore: number | null;
  /** A reminder on the due date. */
  onDueDate: boolean;
  /** Then every this many days after the due date; null: none after. */
  everyDaysAfter: number | null;
  /** At most this many reminders in all. */
  max: number;
  /** The client's IANA time zone (Côte d'Ivoire: Africa/Abidjan, UTC all year). */
  timeZone: string;
};

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  daysBefore: 3,
  onDueDate: true,
  everyDaysAfter: 7,
  max: 5,
  timeZone: "Africa/Abidjan",
};

export const REMINDER_LIMITS = { daysBefore: 30, everyDaysAfter: 90, max: 20 } as const;
/** The hour (client's time) reminders are planned at, and the quiet hours no message is sent in. */
export const REMINDER_HOUR = 9;
export const QUIET_FROM_HOUR = 20;
export const QUIET_UNTIL_HOUR = 8;

export type PlannedReminder = { at: Date; when: "before" | "due" | "after"; days: number };

const DAY_MS = 86_400_000;

/** Whether a time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `at`, in ms (local = UTC + offset). */
function offsetAt(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant of `hour`:00 local on the calendar day `day` (YYYY-MM-DD) in the zone. */
export function localTime(day: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  return new Date(guess.getTime() - offsetAt(guess, timeZone));
}

/** `at`, or the end of the quiet hours it falls in (08:00 local). */
export function outsideQuietHours(at: Date, timeZone: string): Date {
  const local = new Date(at.getTime() + offsetAt(at, timeZone));
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const day = new Date(local.getTime() + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0)).toISOString().slice(0, 10);
  return localTime(day, QUIET_UNTIL_HOUR, timeZone);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The reminders a schedule plans for a due date, in order, at most `max`. */
export function plannedReminders(schedule: ReminderSchedule, dueDate: string): PlannedReminder[] {
  const out: PlannedReminder[] = [];
  const at = (day: string) => localTime(day, REMINDER_HOUR, schedule.timeZone);
  if (schedule.daysBefore !== null && schedule.daysBefore > 0)
    out.push({ at: at(addDays(dueDate, -schedule.daysBefore)), when: "before", days: schedule.daysBefore });
  if (schedule.onDueDate) out.push({ at: at(dueDate), when: "due", days: 0 });
  if (schedule.everyDaysAfter !== null && schedule.everyDaysAfter > 0)
    for (let k = 1; out.length < schedule.max; k++) {
      const days = k * schedule.everyDaysAfter;
      out.push({ at: at(addDays(dueDate, days)), when: "after", days });
    }
  return out.slice(0, schedule.max);
}

/**
 * What to do about reminders once `sent` were sent: send the latest planned one now due (only
 * one after a pause or a downtime, never a burst), or wait for the next, moved out of the quiet
 * hours; null when the schedule has no more. `index` is the planned reminder's place (sent
 * becomes index + 1).
 */
export function nextReminder(
  schedule: ReminderSchedule,
  dueDate: string,
  sent: number,
  now: Date,
): { at: Date; index: number; reminder: PlannedReminder } | null {
  const planned = plannedReminders(schedule, dueDate);
  let index = -1;
  for (let i = sent; i < planned.length; i++) if ((planned[i] as PlannedReminder).at <= now) index = i;
  if (index < 0) index = sent;
  const reminder = planned[index];
  if (!reminder) return null;
  const due = reminder.at <= now ? now : reminder.at;
  return { at: outsideQuietHours(due, schedule.timeZone), index, reminder };
}
