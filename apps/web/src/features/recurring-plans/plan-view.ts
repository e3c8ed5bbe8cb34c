import type { InvoiceState } from "@payflow/contracts/invoice-rules";
import {
  cycleDate,
  cycleWithinPlan,
  dueDateOf,
  type RecurringEvery,
  type RecurringInterval,
  type RecurringPlanStatus,
} from "@payflow/contracts/recurring-plan-rules";
import type { TFunction } from "i18next";

// How the list, the page and the form show a plan's interval, status and dates, the same way.

export const PLAN_STATUS_COLOR: Record<RecurringPlanStatus, string> = {
  active: "teal",
  paused: "yellow",
  cancelled: "gray",
  ended: "blue",
};

export const INVOICE_STATE_COLOR: Record<InvoiceState, string> = {
  draft: "gray",
  open: "blue",
  partially_paid: "yellow",
  paid: "teal",
  void: "gray",
};

/** "Tous les mois", "Tous les 10 jours", "Tous les trimestres (3 mois)"… */
export function intervalText(t: TFunction, interval: RecurringInterval, every: RecurringEvery): string {
  if (interval === "term") return t("recurringPlans.every.term");
  return t(`recurringPlans.every.${every.unit}`, { count: every.count });
}

export type PreviewCycle = { n: number; date: string; due: string };

/** The plan's first cycles (at most `count`) within its end, each with its invoice's due date. */
export function firstCycles(
  plan: { startDate: string; every: RecurringEvery; endDate: string | null; cycles: number | null; dueDays: number },
  count: number,
): { cycles: PreviewCycle[]; more: boolean } {
  const cycles: PreviewCycle[] = [];
  for (let n = 0; n < count && cycleWithinPlan(plan, n); n++) {
    const date = cycleDate(plan.startDate, plan.every, n);
    cycles.push({ n: n + 1, date, due: dueDateOf(date, plan.dueDays) });
  }
  return { cycles, more: cycles.length === count && cycleWithinPlan(plan, count) };
}
