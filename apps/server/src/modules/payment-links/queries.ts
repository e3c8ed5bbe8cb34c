import { SALE_STATUSES } from "@payflow/contracts";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { companies, paymentLinks, transactions } from "../../db/schema";
import { inScopeOf, type Scope } from "../../db/scope";

// Payment links' SQL. Every read of business rows takes the company and mode (the public page's
// read by slug is the one exception: the slug is the payer's key, and it answers only what the
// payer may see).

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLinkRow = typeof paymentLinks.$inferInsert;

/** A link with its sales: how many, their amount, when the last was paid. */
export type PaymentLinkWithTotals = PaymentLinkRow & {
  payments: number;
  collected: number;
  lastPaymentAt: Date | null;
};

export type Cursor = { createdAt: Date; id: string };

const saleList = sql.raw(SALE_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * The link's sales (contracts' SALE_STATUSES, the dashboard's money definition) in one
 * aggregate, on the index of a link's payments (transactions_scope_payment_link_idx).
 */
// The outer row's columns are named in full: drizzle writes a one-table query's columns without
// their table, which inside the subquery would name the payment's own columns.
const totalsColumn = sql<{ payments: number; collected: number; last: string | null }>`(
  SELECT json_build_object('payments', count(*), 'collected', coalesce(sum(t.amount), 0), 'last', max(t.paid_at))
  FROM ${transactions} t
  WHERE t.company_id = "payment_links"."company_id" AND t.is_test_data = "payment_links"."is_test_data"
    AND t.payment_link_id = "payment_links"."id" AND t.status IN (${saleList})
)`;

type Selected = { link: PaymentLinkRow; totals: { payments: number; collected: number; last: string | null } };

const withTotals = ({ link, totals }: Selected): PaymentLinkWithTotals => ({
  ...link,
  payments: Number(totals.payments),
  collected: Number(totals.collected),
  lastPaymentAt: totals.last ? new Date(totals.last) : null,
});

function selectWithTotals(db: Tx) {
  return db.select({ link: paymentLinks, totals: totalsColumn }).from(paymentLinks);
}

export async function insertLink(db: Tx, row: NewPaymentLinkRow): Promise<PaymentLinkRow> {
  const [saved] = await db.insert(paymentLinks).values(row).returning();
  return saved as PaymentLinkRow;
}

/** The link in this company and mode with its totals, else null. */
export async function findLink(db: Tx, scope: Scope, id: string): Promise<PaymentLinkWithTotals | null> {
  const [row] = await selectWithTotals(db).where(and(inScopeOf(paymentLinks, scope), eq(paymentLinks.id, id)));
  return row ? withTotals(row) : null;
}

export async function findIdByIdempotencyKey(db: Tx, scope: Scope, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(inScopeOf(paymentLinks, scope), eq(paymentLinks.idempotencyKey, key)));
  return row?.id ?? null;
}

/**
 * Newest first, keyset-paged on (created_at, id): the rows older than `after`, or newer than
 * `before`; with `search`, only those whose title or slug contains it, in any case.
 */
export async function listLinks(
  db: Tx,
  scope: Scope,
  limit: number,
  after: Cursor | null,
  before: Cursor | null = null,
  search = "",
): Promise<PaymentLinkWithTotals[]> {
  const where: SQL[] = [inScopeOf(paymentLinks, scope)];
  if (search) {
    const pattern = containsPattern(search);
    where.push(or(ilike(paymentLinks.title, pattern), ilike(paymentLinks.slug, pattern)) as SQL);
  }
  if (after) where.push(sql`(${paymentLinks.createdAt}, ${paymentLinks.id}) < (${after.createdAt}, ${after.id})`);
  if (before) where.push(sql`(${paymentLinks.createdAt}, ${paymentLinks.id}) > (${before.createdAt}, ${before.id})`);
  const rows = await selectWithTotals(db)
    .where(and(...where))
    .orderBy(
      ...(before
        ? [asc(paymentLinks.createdAt), asc(paymentLinks.id)]
        : [desc(paymentLinks.createdAt), desc(paymentLinks.id)]),
    )
    .limit(limit);
  const links = rows.map(withTotals);
  return before ? links.reverse() : links;
}

/** The link in this company and mode, locked until the transaction ends (edits and deactivation take turns). */
export async function lockLink(tx: Tx, scope: Scope, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await tx
    .select()
    .from(paymentLinks)
    .where(and(inScopeOf(paymentLinks, scope), eq(paymentLinks.id, id)))
    .for("update");
  return row ?? null;
}

export async function updateLink(tx: Tx, id: string, patch: Partial<NewPaymentLinkRow>): Promise<void> {
  await tx.update(paymentLinks).set(patch).where(eq(paymentLinks.id, id));
}

/** The business's name (the company's), as the link's sticker shows it. */
export async function businessName(db: Tx, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

/** A link by its slug, whatever its company and mode, with its business's name (the payer's page). */
export async function findBySlug(
  db: Tx,
  slug: string,
): Promise<{ link: PaymentLinkRow; businessName: string; businessLogoUrl: string | null } | null> {
  const [row] = await db
    .select({ link: paymentLinks, businessName: companies.name, businessLogoUrl: companies.logoUrl })
    .from(paymentLinks)
    .innerJoin(companies, eq(companies.id, paymentLinks.companyId))
    .where(eq(paymentLinks.slug, slug));
  return row ?? null;
}

/**
 * How many of the link's places are taken: its payments paid or still under way (pending). A
 * failed, expired or cancelled payment frees its place.
 */
export async function placesTaken(db: Tx, link: PaymentLinkRow): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, link.companyId),
        eq(transactions.isTestData, link.isTestData),
        eq(transactions.paymentLinkId, link.id),
        or(eq(transactions.status, "pending"), sql`${transactions.status} IN (${saleList})`),
      ),
    );
  return row?.n ?? 0;
}

/** The link by id in the company and mode of a payment-link row (the visit's claim), locked until commit. */
export async function lockLinkById(tx: Tx, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for("update");
  return row ?? null;
}
