import { createHash } from "node:crypto";
import { normalizePayerPhone, SALE_STATUSES } from "@payflow/contracts";
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clients, transactions } from "../../db/schema";
import type { Scope } from "../../db/scope";
import { type Cursor, inScope, type PaymentView, selectViews, toView } from "./queries";

// The transactions list: filters, the search box and keyset pages (the dashboard's list and
// GET /v1/payments), and the conditions the CSV export shares with it.

export type ListFilter = {
  status?: string;
  /** Every sale: succeeded, partially refunded or refunded (the home's volume card opens them). */
  sales?: true;
  operator?: string;
  reference?: string;
  createdGte?: Date;
  createdLte?: Date;
  search?: string;
  amountMin?: number;
  amountMax?: number;
  /** The payments a payment link's visits made. */
  paymentLinkId?: string;
};

/** Clients whose name or email contains the text (at most 100: a search, not a listing). */
async function clientsMatching(db: Tx, companyId: string, search: string): Promise<string[]> {
  const like = containsPattern(search);
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), or(ilike(clients.name, like), ilike(clients.email, like))))
    .limit(100);
  return rows.map((r) => r.id);
}

/**
 * The search box: an exact id, code, reference, operator transaction id or payer phone, or one
 * of the clients found by name or email. Every branch is an indexed equality with constants, so
 * PostgreSQL combines index lookups instead of walking the whole list in order.
 */
function matches(search: string, clientIds: string[]) {
  const phone = normalizePayerPhone(search);
  return or(
    eq(transactions.id, search),
    eq(transactions.code, search.toUpperCase()),
    eq(transactions.reference, search),
    eq(transactions.operatorTransactionId, search),
    phone ? eq(transactions.phone, phone) : undefined,
    clientIds.length > 0 ? inArray(transactions.clientId, clientIds) : undefined,
  );
}

/**
 * Newest first, keyset-paged on (created_at, id): no OFFSET. `after`: the rows older than the
 * cursor; `before`: the rows newer than it (read oldest first, answered newest first).
 */
export async function listPayments(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  limit: number,
  after: Cursor | null,
  before: Cursor | null = null,
): Promise<PaymentView[]> {
  // Without a search, the query's text depends only on which filters are present: it is built
  // once per such shape and prepared (the list is the dashboard's most frequent read, and
  // building this join cost more than PostgreSQL takes to answer it).
  if (!filter.search) {
    const values = listValues(scope, filter, after, before, limit);
    const rows = await preparedList(db, values).execute(values);
    const views = rows.map(toView);
    return before ? views.reverse() : views;
  }
  const rows = await selectViews(db)
    .where(await listWhere(db, scope, filter, after, before))
    .orderBy(
      ...(before
        ? [asc(transactions.createdAt), asc(transactions.id)]
        : [desc(transactions.createdAt), desc(transactions.id)]),
    )
    .limit(limit);
  const views = rows.map(toView);
  return before ? views.reverse() : views;
}

type ListValues = Record<string, string | number | boolean | Date>;

/** A sale's statuses: a fixed list in the statement (the sales are a shape of their own). */
const saleCondition = () => inArray(transactions.status, [...SALE_STATUSES]);

function listValues(scope: Scope, filter: ListFilter, after: Cursor | null, before: Cursor | null, limit: number) {
  const values: ListValues = { companyId: scope.companyId, isTestData: scope.mode === "test", limit };
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && key !== "search") values[key] = value;
  if (after) Object.assign(values, { afterCreatedAt: after.createdAt, afterId: after.id });
  if (before) Object.assign(values, { beforeCreatedAt: before.createdAt, beforeId: before.id });
  return values;
}

const p = (name: string) => sql.placeholder(name);

function buildPreparedList(db: Tx, shape: string, has: (name: string) => boolean) {
  const ascending = has("beforeId");
  return (
    selectViews(db)
      .where(
        and(
          eq(transactions.companyId, p("companyId")),
          eq(transactions.isTestData, p("isTestData")),
          has("status") ? eq(transactions.status, p("status")) : undefined,
          has("sales") ? saleCondition() : undefined,
          has("operator") ? eq(transactions.operator, p("operator")) : undefined,
          has("reference") ? eq(transactions.reference, p("reference")) : undefined,
          has("createdGte") ? gte(transactions.createdAt, p("createdGte")) : undefined,
          has("createdLte") ? lte(transactions.createdAt, p("createdLte")) : undefined,
          has("amountMin") ? gte(transactions.amount, p("amountMin")) : undefined,
          has("amountMax") ? lte(transactions.amount, p("amountMax")) : undefined,
          has("paymentLinkId") ? eq(transactions.paymentLinkId, p("paymentLinkId")) : undefined,
          has("afterId")
            ? sql`(${transactions.createdAt}, ${transactions.id}) < (${p("afterCreatedAt")}::timestamptz, ${p("afterId")})`
            : undefined,
          has("beforeId")
            ? sql`(${transactions.createdAt}, ${transactions.id}) > (${p("beforeCreatedAt")}::timestamptz, ${p("beforeId")})`
            : undefined,
        ),
      )
      .orderBy(
        ...(ascending
          ? [asc(transactions.createdAt), asc(transactions.id)]
          : [desc(transactions.createdAt), desc(transactions.id)]),
      )
      .limit(p("limit"))
      // PostgreSQL cuts statement names at 63 bytes: a digest keeps each shape's name distinct.
      .prepare(`payflow_payments_${createHash("sha1").update(shape).digest("hex").slice(0, 20)}`)
  );
}

const preparedLists = new WeakMap<Tx, Map<string, ReturnType<typeof buildPreparedList>>>();

function preparedList(db: Tx, values: ListValues) {
  const shape = Object.keys(values).sort().join("_");
  let byShape = preparedLists.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedLists.set(db, byShape);
  }
  let query = byShape.get(shape);
  if (!query) {
    query = buildPreparedList(db, shape, (name) => name in values);
    byShape.set(shape, query);
  }
  return query;
}

/** The list's conditions: scope, filters, search and the keyset bound. */
export async function listWhere(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  after: Cursor | null,
  before: Cursor | null = null,
) {
  const clientIds = filter.search ? await clientsMatching(db, scope.companyId, filter.search) : [];
  return and(
    inScope(scope),
    filter.status ? eq(transactions.status, filter.status) : undefined,
    filter.sales ? saleCondition() : undefined,
    filter.operator ? eq(transactions.operator, filter.operator) : undefined,
    filter.reference ? eq(transactions.reference, filter.reference) : undefined,
    filter.createdGte ? gte(transactions.createdAt, filter.createdGte) : undefined,
    filter.createdLte ? lte(transactions.createdAt, filter.createdLte) : undefined,
    filter.amountMin !== undefined ? gte(transactions.amount, filter.amountMin) : undefined,
    filter.amountMax !== undefined ? lte(transactions.amount, filter.amountMax) : undefined,
    filter.paymentLinkId ? eq(transactions.paymentLinkId, filter.paymentLinkId) : undefined,
    filter.search ? matches(filter.search, clientIds) : undefined,
    // Row comparisons: PostgreSQL reads them as one range of the (created_at, id) index.
    after ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}, ${after.id})` : undefined,
    before ? sql`(${transactions.createdAt}, ${transactions.id}) > (${before.createdAt}, ${before.id})` : undefined,
  );
}
