import {
  type AuditAction,
  type CreateRecurringPlanRequest,
  checkInvoiceDraft,
  type InvoiceTemplate,
  type RecurringPlanDetail,
  type UpdateRecurringPlanRequest,
} from "@payflow/contracts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients } from "../../db/schema";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { recordAudit } from "../audit";
import type { InvoiceCaller } from "../invoices";
import { toPlanDetail } from "./format";
import * as q from "./queries";
import { nextCycleFrom, runDuePlans } from "./runner";

// Recurring plans for the business (the dashboard's /api/recurring-plans and the merchant API's
// /v1/recurring_plans): create, change the next cycles, pause, resume, cancel, each audited in the
// transaction of the change. The cycles themselves are issued by runner.ts.

const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** The content each cycle's invoice will have, checked as a draft is, or the first refusal at its field. */
function checkContent(content: {
  template: InvoiceTemplate;
  clientNcc: string | null;
  lines: CreateRecurringPlanRequest["lines"];
  discountPercent: number;
  minimumPart: number | null;
}) {
  const checked = checkInvoiceDraft(content);
  if ("code" in checked)
    throw new AppError(checked.code, { field: checked.field, ...(checked.params ? { params: checked.params } : {}) });
}

async function audit(tx: Tx, caller: InvoiceCaller, action: AuditAction, row: q.PlanRow, details = {}) {
  await recordAudit(tx, caller.audit, {
    action,
    targetType: "recurringPlan",
    targetId: row.id,
    details: { mode: caller.scope.mode, ...caller.details, ...details },
  });
}

export async function getPlan(deps: Deps, scope: Scope, id: string): Promise<RecurringPlanDetail> {
  const row = await q.findPlan(deps.db, scope, id);
  if (!row) throw new AppError("notFound");
  return toPlanDetail(row, await q.cyclesOf(deps.db, row.id));
}

async function clientFor(deps: Deps, scope: Scope, clientId: string) {
  const [client] = await deps.db
    .select({ id: clients.id, email: clients.email, phone: clients.phone, isTestData: clients.isTestData })
    .from(clients)
    .where(and(eq(clients.companyId, scope.companyId), eq(clients.id, clientId)));
  if (!client || (scope.mode === "live" && client.isTestData)) throw new AppError("notFound", { field: "clientId" });
  // Every cycle's invoice is certified: the platform needs both.
  if (!client.email || !client.phone) throw new AppError("invoiceClientContactMissing", { field: "clientId" });
  return client;
}

export async function createPlan(
  deps: Deps,
  caller: InvoiceCaller,
  input: CreateRecurringPlanRequest,
): Promise<RecurringPlanDetail> {
  const client = await clientFor(deps, caller.scope, input.clientId);
  checkContent({
    template: input.template,
    clientNcc: input.clientNcc ?? null,
    lines: input.lines,
    discountPercent: input.discountPercent ?? 0,
    minimumPart: input.minimumPart ?? null,
  });
  if (input.interval === "custom" && !input.customEvery)
    throw new AppError("validationFailed", { field: "customEvery" });
  if (input.startDate < today()) throw new AppError("recurringStartInPast", { field: "startDate" });
  if (input.endDate && input.endDate < input.startDate)
    throw new AppError("recurringEndBeforeStart", { field: "endDate" });
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const plan = await q.insertPlan(tx, {
      id: newId("rplan"),
      companyId: caller.scope.companyId,
      isTestData: caller.scope.mode === "test",
      clientId: client.id,
      template: input.template,
      clientNcc: input.clientNcc ?? null,
      lines: input.lines,
      discountPercent: input.discountPercent ?? 0,
      minimumPart: input.minimumPart ?? null,
      notes: input.notes ?? "",
      interval: input.interval,
      customEvery: input.interval === "custom" ? (input.customEvery ?? null) : null,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      cycles: input.cycles ?? null,
      dueDays: input.dueDays ?? 7,
      channels: input.channels ?? ["email", "whatsapp"],
      reminderSchedule: input.reminders ?? null,
      language: input.language ?? "fr",
      nextCycle: 0,
      nextCycleDate: input.startDate,
      createdBy: caller.userId,
      idempotencyKey: caller.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, caller, "recurringPlan.created", plan);
    return plan;
  });
  // A plan starting today issues its first invoice now, not at the next round.
  if (input.startDate === today()) await runDuePlans(deps, 1, new Date(), row.id);
  return getPlan(deps, caller.scope, row.id);
}

/** Changes the next cycles (the invoices already issued stay as they are). */
export async function updatePlan(
  deps: Deps,
  caller: InvoiceCaller,
  id: string,
  input: UpdateRecurringPlanRequest,
): Promise<RecurringPlanDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockPlan(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.status === "cancelled" || row.status === "ended") throw new AppError("recurringPlanEnded");
    checkContent({
      template: row.template as InvoiceTemplate,
      clientNcc: row.clientNcc,
      lines: input.lines ?? row.lines,
      discountPercent: input.discountPercent ?? row.discountPercent,
      minimumPart: input.minimumPart !== undefined ? input.minimumPart : row.minimumPart,
    });
    const endDate = input.endDate !== undefined ? input.endDate : row.endDate;
    if (endDate && endDate < row.startDate) throw new AppError("recurringEndBeforeStart", { field: "endDate" });
    const patch: Partial<q.NewPlanRow> = { updatedAt: new Date() };
    if (input.lines) patch.lines = input.lines;
    if (input.discountPercent !== undefined) patch.discountPercent = input.discountPercent;
    if (input.minimumPart !== undefined) patch.minimumPart = input.minimumPart;
    if (input.notes !== undefined) patch.notes = input.notes;
    if (input.endDate !== undefined) patch.endDate = input.endDate;
    if (input.cycles !== undefined) patch.cycles = input.cycles;
    if (input.dueDays !== undefined) patch.dueDays = input.dueDays;
    if (input.channels !== undefined) patch.channels = input.channels;
    if (input.reminders !== undefined) patch.reminderSchedule = input.reminders;
    // A new end may leave no cycle to come.
    const next = nextCycleFrom({ ...row, ...patch } as q.PlanRow, row.nextCycle);
    patch.nextCycleDate = next?.date ?? null;
    if (!next) patch.status = "ended";
    await q.updatePlan(tx, row.id, patch);
    await audit(tx, caller, "recurringPlan.updated", row, { fields: Object.keys(input) });
  });
  return getPlan(deps, caller.scope, id);
}

export async function pausePlan(deps: Deps, caller: InvoiceCaller, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockPlan(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.status === "paused") return;
    if (row.status !== "active") throw new AppError("recurringPlanNotActive");
    const now = new Date();
    await q.updatePlan(tx, row.id, { status: "paused", pausedAt: now, updatedAt: now });
    await audit(tx, caller, "recurringPlan.paused", row);
  });
  return getPlan(deps, caller.scope, id);
}

/**
 * Resumes a paused plan: the cycles whose dates passed while it was paused are skipped (a pause
 * bills nothing), and it goes on from the first cycle dated today or later.
 */
export async function resumePlan(deps: Deps, caller: InvoiceCaller, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockPlan(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.status === "active") return;
    if (row.status !== "paused") throw new AppError("recurringPlanEnded");
    let n = row.nextCycle;
    let next = nextCycleFrom(row, n);
    while (next && next.date < today()) next = nextCycleFrom(row, ++n);
    const now = new Date();
    await q.updatePlan(tx, row.id, {
      status: next ? "active" : "ended",
      nextCycle: n,
      nextCycleDate: next?.date ?? null,
      pausedAt: null,
      updatedAt: now,
    });
    await audit(tx, caller, "recurringPlan.resumed", row, { skippedCycles: n - row.nextCycle });
  });
  await runDuePlans(deps, 1, new Date(), id);
  return getPlan(deps, caller.scope, id);
}

/** Cancels a plan: no more cycles (the invoices issued stay, to be paid or voided on their own). */
export async function cancelPlan(deps: Deps, caller: InvoiceCaller, id: string) {
  await deps.db.transaction(async (tx) => {
    const row = await q.lockPlan(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.status === "cancelled") return;
    if (row.status === "ended") throw new AppError("recurringPlanEnded");
    const now = new Date();
    await q.updatePlan(tx, row.id, { status: "cancelled", cancelledAt: now, nextCycleDate: null, updatedAt: now });
    await audit(tx, caller, "recurringPlan.cancelled", row);
  });
  return getPlan(deps, caller.scope, id);
}

export async function planMadeUnder(deps: Deps, scope: Scope, key: string): Promise<RecurringPlanDetail | null> {
  const id = await q.findIdByIdempotencyKey(deps.db, scope, key);
  return id ? getPlan(deps, scope, id) : null;
}
