import type { ErrorCode } from "@payflow/contracts/errors";
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from "@payflow/contracts/invoice-reminders";
import {
  checkInvoiceDraft,
  type InvoiceTemplate,
  isCalendarDate,
  normalizeNcc,
} from "@payflow/contracts/invoice-rules";
import {
  everyOf,
  RECURRING_LIMITS,
  type RecurringEvery,
  type RecurringInterval,
  type RecurringUnit,
} from "@payflow/contracts/recurring-plan-rules";
import type {
  CreateRecurringPlanRequest,
  RecurringPlanDetail,
  UpdateRecurringPlanRequest,
} from "@payflow/contracts/recurring-plans";
import type { FieldError } from "@payflow/contracts/validation";
import {
  emptyLine,
  type LineValues,
  lineRequest,
  lineValues,
  type ReminderValues,
  reminderRules,
  reminderValues,
  scheduleOf,
  zeroIfEmpty,
} from "../invoices";

export { emptyLine, type LineValues, type LiveTotals, liveTotals } from "../invoices";

// The plan form's values as typed, shaped like the request (customEvery.count, reminders.max…) so
// a server refusal's field names its input; their checks (the contracts' rules: checkInvoiceDraft
// for each cycle's invoice, the plan's limits); the request they make; and the live totals
// (computeInvoiceTotals, docs/INVOICES.md § Amounts and taxes).

export type PlanEnd = "none" | "date" | "cycles";
export type Channel = "email" | "whatsapp";

export type PlanFormValues = ReminderValues & {
  clientId: string;
  /** The chosen client's name, shown in the picker while its search lists others; never sent. */
  clientName: string;
  template: InvoiceTemplate;
  clientNcc: string;
  lines: LineValues[];
  discountPercent: number | "";
  interval: RecurringInterval;
  customEvery: { count: number | ""; unit: RecurringUnit };
  /** YYYY-MM-DD (UTC), today by default. */
  startDate: string;
  end: PlanEnd;
  endDate: string;
  cycles: number | "";
  dueDays: number | "";
  channels: Channel[];
};

/** Today's UTC day, the first day a plan may start on. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const DEFAULT_DUE_DAYS = 7;

export function emptyPlan(schedule: ReminderSchedule, today = todayUtc()): PlanFormValues {
  return {
    clientId: "",
    clientName: "",
    template: "B2B",
    clientNcc: "",
    lines: [emptyLine()],
    discountPercent: "",
    interval: "month",
    customEvery: { count: 10, unit: "day" },
    startDate: today,
    end: "none",
    endDate: "",
    cycles: "",
    dueDays: DEFAULT_DUE_DAYS,
    channels: ["email", "whatsapp"],
    ...reminderValues(schedule, schedule),
  };
}

/** A plan's values in the form, to change its next cycles. */
export function planFormValues(plan: RecurringPlanDetail): PlanFormValues {
  return {
    clientId: plan.clientId,
    clientName: plan.clientName,
    template: plan.template,
    clientNcc: plan.clientNcc ?? "",
    lines: plan.lines.map(lineValues),
    discountPercent: plan.discountPercent === 0 ? "" : plan.discountPercent,
    interval: plan.interval,
    customEvery: plan.customEvery ?? { count: 10, unit: "day" },
    startDate: plan.startDate,
    end: plan.endDate ? "date" : plan.cycles ? "cycles" : "none",
    endDate: plan.endDate ?? "",
    cycles: plan.cycles ?? "",
    dueDays: plan.dueDays,
    channels: plan.channels,
    ...reminderValues(plan.reminders, DEFAULT_REMINDER_SCHEDULE),
  };
}

const nullIfEmpty = (n: number | "") => (n === "" ? null : n);

/** The interval's meaning as typed, or null while a custom count is not a valid one. */
export function everyTyped(v: Pick<PlanFormValues, "interval" | "customEvery">): RecurringEvery | null {
  if (v.interval !== "custom") return everyOf(v.interval, null);
  const { count, unit } = v.customEvery;
  return count !== "" && Number.isInteger(count) && count >= 1 && count <= RECURRING_LIMITS.customCount
    ? { count, unit }
    : null;
}

export function planRequest(v: PlanFormValues): CreateRecurringPlanRequest {
  const ncc = normalizeNcc(v.clientNcc);
  const every = everyTyped(v);
  return {
    clientId: v.clientId,
    template: v.template,
    // Only a business's NCC is asked (and shown): another template's is not kept.
    clientNcc: v.template === "B2B" ? ncc || null : null,
    lines: v.lines.map(lineRequest),
    discountPercent: zeroIfEmpty(v.discountPercent),
    interval: v.interval,
    customEvery: v.interval === "custom" && every ? every : null,
    startDate: v.startDate,
    endDate: v.end === "date" ? v.endDate : null,
    cycles: v.end === "cycles" ? nullIfEmpty(v.cycles) : null,
    dueDays: zeroIfEmpty(v.dueDays),
    channels: v.channels,
    reminders: scheduleOf(v),
  };
}

/**
 * What may change on a plan once made: its invoices' content, its end, the days to pay, the
 * channels and the reminders. Who is billed, the interval and the start stay (docs/INVOICES.md).
 */
export function planUpdateRequest(v: PlanFormValues): UpdateRecurringPlanRequest {
  const { lines, discountPercent, endDate, cycles, dueDays, channels, reminders } = planRequest(v);
  return { lines, discountPercent, endDate, cycles, dueDays, channels, reminders };
}

type FieldName = Extract<keyof PlanFormValues, string>;
/** A field or a place inside one ("lines.0.quantity", "reminders.max"), as the server names it too. */
type PlanField = FieldName | `${FieldName}.${string}`;
type Failure = FieldError<PlanField> | null;

const within = (n: number | "", min: number, max: number) => n !== "" && Number.isInteger(n) && n >= min && n <= max;

/** The schedule's checks: the interval, start, end, days to pay, reminders (ReminderScheduleSchema's limits). */
function scheduleRules(v: PlanFormValues, today: string | null): Failure[] {
  const fail = (ok: boolean, field: PlanField, code: ErrorCode = "validationFailed"): Failure =>
    ok ? null : { field, code };
  const startValid = isCalendarDate(v.startDate);
  return [
    fail(v.interval !== "custom" || everyTyped(v) !== null, "customEvery.count"),
    fail(startValid, "startDate", "fieldRequired"),
    today === null ? null : fail(!startValid || v.startDate >= today, "startDate", "recurringStartInPast"),
    v.end === "date" ? fail(isCalendarDate(v.endDate), "endDate", "fieldRequired") : null,
    v.end === "date" && isCalendarDate(v.endDate)
      ? fail(!startValid || v.endDate >= v.startDate, "endDate", "recurringEndBeforeStart")
      : null,
    v.end === "cycles" ? fail(within(v.cycles, 1, RECURRING_LIMITS.cycles), "cycles") : null,
    fail(within(v.dueDays, 0, RECURRING_LIMITS.dueDays), "dueDays"),
    ...reminderRules(v),
  ];
}

/**
 * The form's checks in its order: the client, an empty amount in a line, each cycle's invoice as
 * the server checks a draft (NCC for the template, each line, the discount, the total), then the
 * schedule.
 */
export function planFormRules(today: string | null) {
  return (v: PlanFormValues): Failure[] => {
    const empties: Failure[] = v.lines.flatMap((line, i) =>
      (["quantity", "unitPrice"] as const)
        .filter((field) => line[field] === "")
        .map((field) => ({ field: `lines.${i}.${field}` as const, code: "fieldRequired" as const })),
    );
    const refusal = empties.length === 0 ? checkInvoiceDraft(planRequest(v)) : null;
    return [
      v.clientId ? null : { field: "clientId", code: "fieldRequired" },
      ...empties,
      refusal && "code" in refusal ? { field: refusal.field as PlanField, code: refusal.code } : null,
      ...scheduleRules(v, today),
    ];
  };
}
