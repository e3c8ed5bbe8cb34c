import { isTimeZone, REMINDER_LIMITS, type ReminderSchedule } from "@payflow/contracts/invoice-reminders";
import type { FieldError } from "@payflow/contracts/validation";
import { zeroIfEmpty } from "./line-values";

// A reminder schedule as typed — in the invoice editor and in a recurring plan's form, whose every
// cycle's invoice is reminded the same way — its checks (ReminderScheduleSchema's limits) and the
// schedule it makes (docs/INVOICES.md § Reminders).

export type ReminderValues = {
  /** Whether the client is reminded at all (reminders: null when not). */
  remind: boolean;
  reminders: {
    /** "": no reminder before the due date. */
    daysBefore: number | "";
    onDueDate: boolean;
    /** "": none after it. */
    everyDaysAfter: number | "";
    max: number | "";
    timeZone: string;
  };
};

export type ReminderPath = "remind" | `reminders.${keyof ReminderValues["reminders"]}`;

/** A schedule's values in the form; a form without one starts from `fallback`, unticked. */
export function reminderValues(schedule: ReminderSchedule | null, fallback: ReminderSchedule): ReminderValues {
  const s = schedule ?? fallback;
  return {
    remind: schedule !== null,
    reminders: {
      daysBefore: s.daysBefore ?? "",
      onDueDate: s.onDueDate,
      everyDaysAfter: s.everyDaysAfter ?? "",
      max: s.max,
      timeZone: s.timeZone,
    },
  };
}

const nullIfEmpty = (n: number | "") => (n === "" ? null : n);

/** The reminder schedule as typed (null when the client is not reminded). */
export function scheduleOf(v: ReminderValues): ReminderSchedule | null {
  if (!v.remind) return null;
  const r = v.reminders;
  return {
    daysBefore: nullIfEmpty(r.daysBefore),
    onDueDate: r.onDueDate,
    everyDaysAfter: nullIfEmpty(r.everyDaysAfter),
    max: zeroIfEmpty(r.max),
    timeZone: r.timeZone.trim(),
  };
}

const within = (n: number | "", min: number, max: number) => n !== "" && Number.isInteger(n) && n >= min && n <= max;
const optionalWithin = (n: number | "", max: number) => n === "" || within(n, 1, max);

/** The schedule's checks, none when the client is not reminded. */
export function reminderRules(v: ReminderValues): (FieldError<ReminderPath> | null)[] {
  if (!v.remind) return [];
  const r = v.reminders;
  const fail = (ok: boolean, field: ReminderPath): FieldError<ReminderPath> | null =>
    ok ? null : { field, code: "validationFailed" };
  return [
    fail(optionalWithin(r.daysBefore, REMINDER_LIMITS.daysBefore), "reminders.daysBefore"),
    fail(optionalWithin(r.everyDaysAfter, REMINDER_LIMITS.everyDaysAfter), "reminders.everyDaysAfter"),
    fail(within(r.max, 1, REMINDER_LIMITS.max), "reminders.max"),
    fail(isTimeZone(r.timeZone.trim()), "reminders.timeZone"),
  ];
}

/** A reminder's moment in the client's time zone and the person's language ("12 déc. 2026, 09:00"). */
export function reminderAt(at: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language.startsWith("en") ? "en-US" : "fr-FR", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(at);
}
