import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clients, companies, creditNotes, invoiceActivity, invoices, transactions } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";
import { newId } from "../../lib/ids";

// Invoices' SQL. Every read of a business's invoices takes its company and mode; the payer's page
// reads by id alone (the id is the payer's key, like a payment's on /pay/<id>) and answers only
// what the payer may see.

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type ActivityRow = typeof invoiceActivity.$inferSelect;
export type Cursor = { createdAt: Date; id: string };

/** The invoice states waiting for money. */
export const PAYABLE_STATES = ["open", "partially_paid"] as const;

export async function insertInvoice(db: Tx, row: NewInvoiceRow): Promise<InvoiceRow> {
  const [saved] = await db.insert(invoices).values(row).returning();
  return saved as InvoiceRow;
}

export async function findInvoice(db: Tx, scope: Scope, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(inScopeOf(invoices, scope), eq(invoices.id, id)));
  return row ?? null;
}

/** The invoice under a row lock (FOR UPDATE), in the caller's company and mode. */
export async function lockInvoice(tx: Tx, scope: Scope, id: string): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(inScopeOf(invoices, scope), eq(invoices.id, id)))
    .for("update");
  return row ?? null;
}

export async function lockInvoiceById(tx: Tx, id: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row ?? null;
}

export async function updateInvoice(db: Tx, id: string, patch: Partial<NewInvoiceRow>): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(patch).where(eq(invoices.id, id)).returning();
  return row as InvoiceRow;
}

export async function findIdByIdempotencyKey(db: Tx, scope: Scope, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inScopeOf(invoices, scope), eq(invoices.idempotencyKey, key)));
  return row?.id ?? null;
}

export type ListFilters = {
  state?: string | undefined;
  overdue?: boolean | undefined;
  clientId?: string | undefined;
  q?: string | undefined;
};

/** Overdue as SQL: waiting for money after its due day (UTC), as isInvoiceOverdue says. */
export const overdueSql = sql`(${invoices.state} IN ('open', 'partially_paid') AND ${invoices.dueDate} < (now() AT TIME ZONE 'UTC')::date)`;

export async function listInvoices(
  db: Tx,
  scope: Scope,
  filters: ListFilters,
  limit: number,
  after: Cursor | null,
  before: Cursor | null = null,
): Promise<InvoiceRow[]> {
  const where: (SQL | undefined)[] = [inScopeOf(invoices, scope)];
  if (filters.state) where.push(eq(invoices.state, filters.state));
  if (filters.overdue !== undefined) where.push(filters.overdue ? overdueSql : sql`NOT ${overdueSql} IS TRUE`);
  if (filters.clientId) where.push(eq(invoices.clientId, filters.clientId));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(or(ilike(invoices.number, pattern), ilike(invoices.clientName, pattern)));
  }
  if (after) where.push(sql`(${invoices.createdAt}, ${invoices.id}) < (${after.createdAt}, ${after.id})`);
  if (before) where.push(sql`(${invoices.createdAt}, ${invoices.id}) > (${before.createdAt}, ${before.id})`);
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(...(before ? [asc(invoices.createdAt), asc(invoices.id)] : [desc(invoices.createdAt), desc(invoices.id)]))
    .limit(limit);
  return before ? rows.reverse() : rows;
}

/**
 * The Invoices screen's figures in one read: what remains on the invoices waiting for money, on
 * the overdue ones, and what parts were paid since the first of the month (UTC).
 */
export async function invoiceFigures(db: Tx, scope: Scope) {
  const test = scope.mode === "test";
  const { rows } = await db.execute<{
    open_count: string;
    open_amount: string;
    overdue_count: string;
    overdue_amount: string;
    paid_count: string;
    paid_amount: string;
  }>(sql`
    SELECT
      count(*) FILTER (WHERE i.state IN ('open', 'partially_paid')) AS open_count,
      coalesce(sum(greatest(i.total_ttc - i.amount_paid, 0)) FILTER (WHERE i.state IN ('open', 'partially_paid')), 0) AS open_amount,
      count(*) FILTER (WHERE i.state IN ('open', 'partially_paid') AND i.due_date < (now() AT TIME ZONE 'UTC')::date) AS overdue_count,
      coalesce(sum(greatest(i.total_ttc - i.amount_paid, 0)) FILTER (WHERE i.state IN ('open', 'partially_paid') AND i.due_date < (now() AT TIME ZONE 'UTC')::date), 0) AS overdue_amount,
      (SELECT count(*) FROM ${transactions} t WHERE t.company_id = ${scope.companyId} AND t.is_test_data = ${test}
        AND t.invoice_id IS NOT NULL AND t.paid_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS paid_count,
      (SELECT coalesce(sum(t.amount), 0) FROM ${transactions} t WHERE t.company_id = ${scope.companyId} AND t.is_test_data = ${test}
        AND t.invoice_id IS NOT NULL AND t.paid_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS paid_amount
    FROM ${invoices} i
    WHERE i.company_id = ${scope.companyId} AND i.is_test_data = ${test}`);
  const r = rows[0];
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    open: { count: n(r?.open_count), amount: n(r?.open_amount) },
    overdue: { count: n(r?.overdue_count), amount: n(r?.overdue_amount) },
    paidThisMonth: { count: n(r?.paid_count), amount: n(r?.paid_amount) },
  };
}

/** The invoice's parts (its payments), oldest first. */
export async function partsOf(db: Tx, invoiceId: string) {
  return db
    .select({
      paymentId: transactions.id,
      code: transactions.code,
      amount: transactions.amount,
      status: transactions.status,
      operator: transactions.operator,
      refundedAmount: transactions.refundedAmount,
      createdAt: transactions.createdAt,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .where(eq(transactions.invoiceId, invoiceId))
    .orderBy(transactions.createdAt, transactions.id);
}

/** What the parts under way hold back: created, neither paid nor ended (docs/INVOICES.md § Parts). */
export async function pendingPartsAmount(db: Tx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.invoiceId, invoiceId), eq(transactions.status, "pending")));
  return Number(row?.amount ?? 0);
}

export async function activityOf(db: Tx, invoiceId: string): Promise<ActivityRow[]> {
  return db
    .select()
    .from(invoiceActivity)
    .where(eq(invoiceActivity.invoiceId, invoiceId))
    .orderBy(invoiceActivity.at, invoiceActivity.id);
}

export async function addActivity(db: Tx, invoiceId: string, kind: string, data: Record<string, string> = {}) {
  await db.insert(invoiceActivity).values({ id: newId("iact"), invoiceId, kind, data, toldAt: new Date() });
}

export async function creditNotesOf(db: Tx, invoiceId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(creditNotes.createdAt);
}

/** The client invoiced, in the company (a made-up test client only in test mode). */
export async function findClient(db: Tx, scope: Scope, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, userId: clients.userId })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, scope.companyId),
        eq(clients.id, clientId),
        scope.mode === "live" ? eq(clients.isTestData, false) : undefined,
      ),
    );
  return row ?? null;
}

/** An invoice's own client (already chosen in its company and mode): its name and addresses. */
export async function invoiceClient(db: Tx, invoice: { companyId: string; clientId: string }) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone, userId: clients.userId })
    .from(clients)
    .where(and(eq(clients.companyId, invoice.companyId), eq(clients.id, invoice.clientId)));
  return row ?? null;
}

/** The company's name, logo and numbering. */
export async function findCompany(db: Tx, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      logoUrl: companies.logoUrl,
      invoicePrefix: companies.invoicePrefix,
      invoiceNumbering: companies.invoiceNumbering,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Invoices of these ids (the follower's and the portal's reads). */
export async function invoicesByIds(db: Tx, ids: string[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.id, ids));
}

/** A draft's deletion (its timeline goes with it). */
export async function deleteInvoice(db: Tx, id: string): Promise<void> {
  await db.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.state, "draft")));
}
