import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, invoices, recurringPlanCycles, recurringPlans } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

// Recurring plans' SQL, in the caller's company and mode.

export type PlanRow = typeof recurringPlans.$inferSelect;
export type NewPlanRow = typeof recurringPlans.$inferInsert;
export type Cursor = { createdAt: Date; id: string };
/** A plan with its client's name and how many cycles it issued. */
export type PlanView = PlanRow & { clientName: string; cyclesIssued: number };

const viewColumns = {
  plan: recurringPlans,
  clientName: clients.name,
  cyclesIssued: sql<number>`(SELECT count(*)::int FROM ${recurringPlanCycles} c WHERE c.plan_id = ${recurringPlans.id})`,
};
const selectViews = (db: Tx) =>
  db.select(viewColumns).from(recurringPlans).innerJoin(clients, eq(clients.id, recurringPlans.clientId));
const toView = (r: { plan: PlanRow; clientName: string; cyclesIssued: number }): PlanView => ({
  ...r.plan,
  clientName: r.clientName,
  cyclesIssued: Number(r.cyclesIssued),
});

export async function insertPlan(db: Tx, row: NewPlanRow): Promise<PlanRow> {
  const [saved] = await db.insert(recurringPlans).values(row).returning();
  return saved as PlanRow;
}

export async function findPlan(db: Tx, scope: Scope, id: string): Promise<PlanView | null> {
  const [row] = await selectViews(db).where(and(inScopeOf(recurringPlans, scope), eq(recurringPlans.id, id)));
  return row ? toView(row) : null;
}

export async function lockPlan(tx: Tx, scope: Scope, id: string): Promise<PlanRow | null> {
  const [row] = await tx
    .select()
    .from(recurringPlans)
    .where(and(inScopeOf(recurringPlans, scope), eq(recurringPlans.id, id)))
    .for("update");
  return row ?? null;
}

export async function updatePlan(db: Tx, id: string, patch: Partial<NewPlanRow>): Promise<PlanRow> {
  const [row] = await db.update(recurringPlans).set(patch).where(eq(recurringPlans.id, id)).returning();
  return row as PlanRow;
}

export async function findIdByIdempotencyKey(db: Tx, scope: Scope, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: recurringPlans.id })
    .from(recurringPlans)
    .where(and(inScopeOf(recurringPlans, scope), eq(recurringPlans.idempotencyKey, key)));
  return row?.id ?? null;
}

export async function listPlans(
  db: Tx,
  scope: Scope,
  filters: { status?: string | undefined; clientId?: string | undefined },
  limit: number,
  after: Cursor | null,
  before: Cursor | null = null,
): Promise<PlanView[]> {
  const where: (SQL | undefined)[] = [inScopeOf(recurringPlans, scope)];
  if (filters.status) where.push(eq(recurringPlans.status, filters.status));
  if (filters.clientId) where.push(eq(recurringPlans.clientId, filters.clientId));
  if (after) where.push(sql`(${recurringPlans.createdAt}, ${recurringPlans.id}) < (${after.createdAt}, ${after.id})`);
  if (before)
    where.push(sql`(${recurringPlans.createdAt}, ${recurringPlans.id}) > (${before.createdAt}, ${before.id})`);
  const rows = await selectViews(db)
    .where(and(...where))
    .orderBy(
      ...(before
        ? [asc(recurringPlans.createdAt), asc(recurringPlans.id)]
        : [desc(recurringPlans.createdAt), desc(recurringPlans.id)]),
    )
    .limit(limit);
  const views = rows.map(toView);
  return before ? views.reverse() : views;
}

/** The cycles a plan issued, with their invoices, oldest first. */
export async function cyclesOf(db: Tx, planId: string) {
  return db
    .select({
      cycle: recurringPlanCycles.cycle,
      date: recurringPlanCycles.date,
      invoiceId: recurringPlanCycles.invoiceId,
      sentAt: recurringPlanCycles.sentAt,
      number: invoices.number,
      state: invoices.state,
      totalTtc: invoices.totalTtc,
    })
    .from(recurringPlanCycles)
    .innerJoin(invoices, eq(invoices.id, recurringPlanCycles.invoiceId))
    .where(eq(recurringPlanCycles.planId, planId))
    .orderBy(asc(recurringPlanCycles.cycle));
}

/** Active plans whose next cycle's date has come (today, UTC, or before). */
export async function duePlanIds(db: Tx, today: string, limit: number, only: string | null = null): Promise<string[]> {
  const rows = await db
    .select({ id: recurringPlans.id })
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.status, "active"),
        sql`${recurringPlans.nextCycleDate} <= ${today}`,
        only ? eq(recurringPlans.id, only) : undefined,
      ),
    )
    .orderBy(asc(recurringPlans.nextCycleDate))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function insertCycle(tx: Tx, row: typeof recurringPlanCycles.$inferInsert) {
  await tx.insert(recurringPlanCycles).values(row);
}
