import {
  cycleDate,
  cycleWithinPlan,
  dueDateOf,
  everyOf,
  type InvoiceTemplate,
  type Language,
  type RecurringInterval,
} from "@payflow/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { recurringPlanCycles, recurringPlans } from "../../db/schema";
import { scopeOfRow } from "../../db/scope";
import type { Deps } from "../../deps";
import { deliverOutboxMessage } from "../../mail/outbox";
import { certifyNow, insertDraftIn, issueIn, lockInvoiceById, sendIn } from "../invoices";
import * as q from "./queries";

// The recurring plans' round (docs/INVOICES.md § Recurring billing). Each cycle whose date has
// come is issued in one transaction: the plan locked, the cycle's row (its key: plan and cycle
// number), the invoice drafted and issued with its number, and the plan moved to its next cycle —
// so a cycle is issued once whatever the retries, the crashes and the instances, and the cycles
// a downtime missed are issued one each, in order, on the next round. Each invoice is then
// certified and sent; a cycle whose sending never happened (a crash just after the commit) is
// sent by the next round, marked sent with its messages so it goes once.

const planEvery = (plan: q.PlanRow) => everyOf(plan.interval as RecurringInterval, plan.customEvery);

export const planBounds = (plan: q.PlanRow) => ({
  startDate: plan.startDate,
  every: planEvery(plan),
  endDate: plan.endDate,
  cycles: plan.cycles,
});

/** The plan's next cycle from `n` on: its number and date, or null when the plan has none left. */
export function nextCycleFrom(plan: q.PlanRow, n: number): { n: number; date: string } | null {
  return cycleWithinPlan(planBounds(plan), n) ? { n, date: cycleDate(plan.startDate, planEvery(plan), n) } : null;
}

/** Issues the plan's next cycle if its date has come; answers the invoice's id, or null when there was none to issue. */
async function issueNextCycle(deps: Deps, planId: string, today: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    // Another instance issuing this plan's cycle holds it: this one moves on.
    const [row] = await tx
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.id, planId))
      .for("update", { skipLocked: true });
    if (row?.status !== "active" || !row.nextCycleDate || row.nextCycleDate > today) return null;
    const scope = scopeOfRow(row);
    // The client's name is written on the invoice when it is issued (issueIn reads the client).
    const client = { id: row.clientId, name: "" };
    const draft = await insertDraftIn(tx, { scope, userId: row.createdBy }, client, {
      clientId: row.clientId,
      template: row.template as InvoiceTemplate,
      clientNcc: row.clientNcc,
      lines: row.lines,
      discountPercent: row.discountPercent,
      minimumPart: row.minimumPart,
      notes: row.notes,
      dueDate: dueDateOf(row.nextCycleDate, row.dueDays),
      language: row.language as Language,
      reminders: row.reminderSchedule,
    });
    const open = await issueIn(tx, draft, scope, now);
    await q.insertCycle(tx, { planId, cycle: row.nextCycle, date: row.nextCycleDate, invoiceId: open.id });
    const next = nextCycleFrom(row, row.nextCycle + 1);
    await q.updatePlan(tx, planId, {
      nextCycle: row.nextCycle + 1,
      nextCycleDate: next?.date ?? null,
      status: next ? "active" : "ended",
      updatedAt: now,
    });
    return open.id;
  });
}

/** Sends the cycles' invoices not yet sent, each marked sent with its messages in one transaction. */
async function sendUnsent(deps: Deps, limit: number): Promise<number> {
  const due = await deps.db
    .select({ planId: recurringPlanCycles.planId, cycle: recurringPlanCycles.cycle })
    .from(recurringPlanCycles)
    .where(isNull(recurringPlanCycles.sentAt))
    .orderBy(asc(recurringPlanCycles.createdAt))
    .limit(limit);
  for (const { planId, cycle } of due) {
    const messages = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          invoiceId: recurringPlanCycles.invoiceId,
          sentAt: recurringPlanCycles.sentAt,
          channels: recurringPlans.channels,
          language: recurringPlans.language,
        })
        .from(recurringPlanCycles)
        .innerJoin(recurringPlans, eq(recurringPlans.id, recurringPlanCycles.planId))
        .where(and(eq(recurringPlanCycles.planId, planId), eq(recurringPlanCycles.cycle, cycle)))
        .for("update", { of: recurringPlanCycles, skipLocked: true });
      if (!row || row.sentAt) return [];
      const invoice = await lockInvoiceById(tx, row.invoiceId);
      const payable = invoice && (invoice.state === "open" || invoice.state === "partially_paid");
      const written = payable
        ? await sendIn(deps, tx, invoice, row.channels as ("email" | "whatsapp")[], row.language as Language)
        : [];
      await tx
        .update(recurringPlanCycles)
        .set({ sentAt: new Date() })
        .where(and(eq(recurringPlanCycles.planId, planId), eq(recurringPlanCycles.cycle, cycle)));
      return written;
    });
    for (const m of messages) await deliverOutboxMessage(deps, m);
  }
  return due.length;
}

/** One round (background.ts): every due cycle of up to `limit` plans, then the sending. Answers what it did. */
export async function runDuePlans(
  deps: Deps,
  limit: number,
  now = new Date(),
  only: string | null = null,
): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let issued = 0;
  for (const planId of await q.duePlanIds(deps.db, today, limit, only)) {
    // Every cycle a downtime missed, one transaction each, until the next one is in the future.
    for (;;) {
      let id: string | null;
      try {
        id = await issueNextCycle(deps, planId, today, now);
      } catch (error) {
        deps.logger.warn("recurring plan's cycle not issued: tried again next round", { planId, error });
        break;
      }
      if (!id) break;
      issued++;
      await certifyNow(deps, id);
    }
  }
  return issued + (await sendUnsent(deps, limit));
}
