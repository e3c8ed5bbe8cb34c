import {
  computeInvoiceTotals,
  type InvoiceLine,
  type RecurringCycle,
  type RecurringPlan,
  type RecurringPlanDetail,
} from "@payflow/contracts";
import type * as q from "./queries";

// A plan's rows as the contracts' read shapes. Its lines are shown with their amounts computed by
// the invoices' one computation, as each cycle's invoice will be.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPlan(row: q.PlanView): RecurringPlan {
  const totals = computeInvoiceTotals(row.lines, row.discountPercent);
  const lines: InvoiceLine[] = row.lines.map((line, i) => ({
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent ?? 0,
    taxCode: line.taxCode,
    reference: line.reference || null,
    unit: line.unit || null,
    ht: totals.lines[i]?.ht ?? 0,
    discountedHt: totals.lines[i]?.discountedHt ?? 0,
  }));
  return {
    id: row.id,
    status: row.status as RecurringPlan["status"],
    mode: row.isTestData ? "test" : "live",
    clientId: row.clientId,
    clientName: row.clientName,
    template: row.template as RecurringPlan["template"],
    clientNcc: row.clientNcc,
    lines,
    discountPercent: row.discountPercent,
    totalTtc: totals.totalTtc,
    minimumPart: row.minimumPart,
    notes: row.notes,
    interval: row.interval as RecurringPlan["interval"],
    customEvery: row.customEvery,
    startDate: row.startDate,
    endDate: row.endDate,
    cycles: row.cycles,
    dueDays: row.dueDays,
    channels: row.channels as RecurringPlan["channels"],
    reminders: row.reminderSchedule,
    language: row.language as RecurringPlan["language"],
    cyclesIssued: row.cyclesIssued,
    nextCycleDate: row.status === "active" || row.status === "paused" ? row.nextCycleDate : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pausedAt: iso(row.pausedAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

export function toPlanDetail(row: q.PlanView, cycles: Awaited<ReturnType<typeof q.cyclesOf>>): RecurringPlanDetail {
  const issued: RecurringCycle[] = cycles.map((c) => ({
    cycle: c.cycle,
    date: c.date,
    invoiceId: c.invoiceId,
    number: c.number,
    state: c.state as RecurringCycle["state"],
    totalTtc: c.totalTtc,
    sentAt: iso(c.sentAt),
  }));
  return { ...toPlan(row), issued };
}
