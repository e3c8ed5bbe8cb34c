import { and, asc, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { onPool, preparedPerDb } from "../../db/prepared";
import {
  clients,
  companies,
  paymentAccounts,
  paymentEvents,
  paymentLinks,
  refunds,
  transactions,
} from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

export type PaymentRow = typeof transactions.$inferSelect;
export type NewPaymentRow = typeof transactions.$inferInsert;
export type EventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A payment with the names its readers show (docs/PRODUCT.md §3: client name/email, account name/provider). */
export type PaymentView = PaymentRow & {
  clientName: string | null;
  clientEmail: string | null;
  accountName: string | null;
  accountOperatorBank: string | null;
};

/** A keyset position: newest first on (created_at, id). */
export type Cursor = { createdAt: Date; id: string };

export const inScope = (scope: Scope) => and(inScopeOf(transactions, scope));

const viewColumns = {
  clientName: clients.name,
  clientEmail: clients.email,
  accountName: paymentAccounts.accountName,
  accountOperatorBank: paymentAccounts.operatorBank,
};

export function selectViews(db: Tx) {
  return db
    .select({ payment: transactions, ...viewColumns })
    .from(transactions)
    .leftJoin(clients, eq(clients.id, transactions.clientId))
    .leftJoin(paymentAccounts, eq(paymentAccounts.id, transactions.paymentAccountId));
}

export const toView = (r: { payment: PaymentRow } & Omit<PaymentView, keyof PaymentRow>): PaymentView => ({
  ...r.payment,
  clientName: r.clientName,
  clientEmail: r.clientEmail,
  accountName: r.accountName,
  accountOperatorBank: r.accountOperatorBank,
});

/** The payment a merchant's Idempotency-Key created in this company and mode, if any. */
export async function findPaymentByIdempotencyKey(
  db: Database,
  scope: Scope,
  key: string,
): Promise<PaymentView | null> {
  const [row] = await byIdempotencyKeyQuery(db).execute({
    companyId: scope.companyId,
    isTest: scope.mode === "test",
    key,
  });
  return row ? toView(row) : null;
}

// Every keyed merchant creation runs it first.
const byIdempotencyKeyQuery = preparedPerDb((db) =>
  selectViews(db)
    .where(
      and(
        eq(transactions.companyId, sql.placeholder("companyId")),
        eq(transactions.isTestData, sql.placeholder("isTest")),
        eq(transactions.idempotencyKey, sql.placeholder("key")),
      ),
    )
    .prepare("payflow_payment_by_idempotency_key"),
);

/** The payment in this company and mode, else null (another company's or mode's is "not found"). */
export async function findPayment(db: Tx, scope: Scope, id: string): Promise<PaymentView | null> {
  const [row] = await selectViews(db).where(and(inScope(scope), eq(transactions.id, id)));
  return row ? toView(row) : null;
}

/** By id alone: for the operator's callbacks and the public checkout page, which carry no tenant. */
export async function findPaymentById(db: Tx, id: string): Promise<PaymentView | null> {
  const [row] = onPool(db)
    ? await byIdQuery(db as Database).execute({ id })
    : await selectViews(db).where(eq(transactions.id, id));
  return row ? toView(row) : null;
}

// The checkout page and every creation and status check read it: the join's forty columns cost
// more to build than to answer. (An operator's callback reads its payment once, for its outcome:
// engine/outcome-queries.ts.)
const byIdQuery = preparedPerDb((db) =>
  selectViews(db)
    .where(eq(transactions.id, sql.placeholder("id")))
    .prepare("payflow_payment_by_id"),
);

/** A link's payment on its checkout page: the ways the link offers (empty: all) and what it says once paid. */
export async function findLinkTerms(
  db: Tx,
  linkId: string,
): Promise<{ operators: string[]; successMessage: string } | null> {
  const [row] = await db
    .select({ operators: paymentLinks.operators, successMessage: paymentLinks.successMessage })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, linkId));
  return row ?? null;
}

export function listEventsOfPayment(db: Tx, paymentId: string): Promise<EventRow[]> {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.seq));
}

export function listRefundsOfPayment(db: Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** A stored row with the names its readers show, when the caller already knows them. */
export function withNames(row: PaymentRow, names: Omit<PaymentView, keyof PaymentRow>): PaymentView {
  return { ...row, ...names };
}

/** What a payment needs from its company: the name payers see and the money settings. */
export async function findCompanyTerms(db: Tx, companyId: string) {
  const [row] = onPool(db)
    ? await termsQuery(db as Database).execute({ companyId })
    : await selectTerms(db).where(eq(companies.id, companyId));
  return row ?? null;
}

const selectTerms = (db: Tx) =>
  db
    .select({
      name: companies.name,
      commissionBps: companies.commissionBps,
      paymentDelayDays: companies.paymentDelayDays,
    })
    .from(companies);

// Every success reads them (when its money settles).
const termsQuery = preparedPerDb((db) =>
  selectTerms(db)
    .where(eq(companies.id, sql.placeholder("companyId")))
    .prepare("payflow_company_terms"),
);

export async function findAccount(db: Tx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.companyId, companyId), eq(paymentAccounts.id, id)));
  return row ?? null;
}

export async function findClientOf(db: Tx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: clients.id, userId: clients.userId })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)));
  return row ?? null;
}

export function listAccountsOf(db: Tx, companyId: string) {
  return db.select().from(paymentAccounts).where(eq(paymentAccounts.companyId, companyId));
}

/** Keyset pages of refunds or events, newest first, in one company and mode. */
export async function listRefunds(
  db: Tx,
  scope: Scope,
  paymentId: string | null,
  limit: number,
  after: Cursor | null,
  before: Cursor | null,
) {
  const where = and(
    inScopeOf(refunds, scope),
    paymentId ? eq(refunds.paymentId, paymentId) : undefined,
    after
      ? or(
          lt(refunds.createdAt, after.createdAt),
          and(eq(refunds.createdAt, after.createdAt), lt(refunds.id, after.id)),
        )
      : undefined,
    before
      ? or(
          gt(refunds.createdAt, before.createdAt),
          and(eq(refunds.createdAt, before.createdAt), gt(refunds.id, before.id)),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(refunds)
    .where(where)
    .orderBy(...(before ? [asc(refunds.createdAt), asc(refunds.id)] : [desc(refunds.createdAt), desc(refunds.id)]))
    .limit(limit);
  return before ? rows.reverse() : rows;
}

export async function findRefund(db: Tx, scope: Scope, id: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(inScopeOf(refunds, scope), eq(refunds.id, id)));
  return row ?? null;
}

/** Events by insertion order (seq), newest first. */
export async function listEvents(
  db: Tx,
  scope: Scope,
  type: string | null,
  limit: number,
  afterSeq: number | null,
  beforeSeq: number | null,
) {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(
      and(
        inScopeOf(paymentEvents, scope),
        type ? eq(paymentEvents.type, type) : undefined,
        afterSeq !== null ? lt(paymentEvents.seq, afterSeq) : undefined,
        beforeSeq !== null ? gt(paymentEvents.seq, beforeSeq) : undefined,
      ),
    )
    .orderBy(beforeSeq !== null ? asc(paymentEvents.seq) : desc(paymentEvents.seq))
    .limit(limit);
  return beforeSeq !== null ? rows.reverse() : rows;
}

export async function findEvent(db: Tx, scope: Scope, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(paymentEvents)
    .where(and(inScopeOf(paymentEvents, scope), eq(paymentEvents.id, id)));
  return row ?? null;
}
