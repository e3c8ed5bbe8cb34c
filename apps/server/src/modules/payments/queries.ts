import { createHash } from "node:crypto";
import { normalizePayerPhone } from "@payflow/contracts";
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clients, companies, paymentAccounts, paymentEvents, profiles, refunds, transactions } from "../../db/schema";
import type { Scope } from "../../http/mode";

export type PaymentRow = typeof transactions.$inferSelect;
export type NewPaymentRow = typeof transactions.$inferInsert;
export type EventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A payment with the names its readers show (spec §3: client name/email, account name/provider). */
export type PaymentView = PaymentRow & {
  clientName: string | null;
  clientEmail: string | null;
  accountName: string | null;
  accountOperatorBank: string | null;
};

const inScope = (scope: Scope) =>
  and(eq(transactions.companyId, scope.companyId), eq(transactions.isTestData, scope.mode === "test"));

const viewColumns = {
  clientName: clients.name,
  clientEmail: clients.email,
  accountName: paymentAccounts.accountName,
  accountOperatorBank: paymentAccounts.operatorBank,
};

function selectViews(db: Tx) {
  return db
    .select({ payment: transactions, ...viewColumns })
    .from(transactions)
    .leftJoin(clients, eq(clients.id, transactions.clientId))
    .leftJoin(paymentAccounts, eq(paymentAccounts.id, transactions.paymentAccountId));
}

const toView = (r: { payment: PaymentRow } & Omit<PaymentView, keyof PaymentRow>): PaymentView => ({
  ...r.payment,
  clientName: r.clientName,
  clientEmail: r.clientEmail,
  accountName: r.accountName,
  accountOperatorBank: r.accountOperatorBank,
});

export async function insertPayment(db: Tx, row: NewPaymentRow): Promise<PaymentRow> {
  const [saved] = await db.insert(transactions).values(row).returning();
  return saved as PaymentRow;
}

/** The payment a merchant's Idempotency-Key created in this company and mode, if any. */
export async function findPaymentByIdempotencyKey(db: Tx, scope: Scope, key: string): Promise<PaymentView | null> {
  const [row] = await selectViews(db).where(and(inScope(scope), eq(transactions.idempotencyKey, key)));
  return row ? toView(row) : null;
}

/** The payment in this company and mode, else null (another company's or mode's is "not found"). */
export async function findPayment(db: Tx, scope: Scope, id: string): Promise<PaymentView | null> {
  const [row] = await selectViews(db).where(and(inScope(scope), eq(transactions.id, id)));
  return row ? toView(row) : null;
}

/** By id alone: for the operator's callbacks and the public checkout page, which carry no tenant. */
export async function findPaymentById(db: Tx, id: string): Promise<PaymentView | null> {
  const [row] = await selectViews(db).where(eq(transactions.id, id));
  return row ? toView(row) : null;
}

/** Locks the payment row for a change that reads before it writes (refunds). */
export async function lockPayment(db: Tx, scope: Scope, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(inScope(scope), eq(transactions.id, id)))
    .for("update");
  return row ?? null;
}

export type ListFilter = {
  status?: string;
  operator?: string;
  reference?: string;
  createdGte?: Date;
  createdLte?: Date;
  search?: string;
  amountMin?: number;
  amountMax?: number;
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

export type Cursor = { createdAt: Date; id: string };

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
          has("operator") ? eq(transactions.operator, p("operator")) : undefined,
          has("reference") ? eq(transactions.reference, p("reference")) : undefined,
          has("createdGte") ? gte(transactions.createdAt, p("createdGte")) : undefined,
          has("createdLte") ? lte(transactions.createdAt, p("createdLte")) : undefined,
          has("amountMin") ? gte(transactions.amount, p("amountMin")) : undefined,
          has("amountMax") ? lte(transactions.amount, p("amountMax")) : undefined,
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
async function listWhere(db: Tx, scope: Scope, filter: ListFilter, after: Cursor | null, before: Cursor | null = null) {
  const clientIds = filter.search ? await clientsMatching(db, scope.companyId, filter.search) : [];
  return and(
    inScope(scope),
    filter.status ? eq(transactions.status, filter.status) : undefined,
    filter.operator ? eq(transactions.operator, filter.operator) : undefined,
    filter.reference ? eq(transactions.reference, filter.reference) : undefined,
    filter.createdGte ? gte(transactions.createdAt, filter.createdGte) : undefined,
    filter.createdLte ? lte(transactions.createdAt, filter.createdLte) : undefined,
    filter.amountMin !== undefined ? gte(transactions.amount, filter.amountMin) : undefined,
    filter.amountMax !== undefined ? lte(transactions.amount, filter.amountMax) : undefined,
    filter.search ? matches(filter.search, clientIds) : undefined,
    // Row comparisons: PostgreSQL reads them as one range of the (created_at, id) index.
    after ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.createdAt}, ${after.id})` : undefined,
    before ? sql`(${transactions.createdAt}, ${transactions.id}) > (${before.createdAt}, ${before.id})` : undefined,
  );
}

/** A CSV field made by PostgreSQL: quoted, quotes doubled, a leading formula character defused. */
// left(…, 1) rather than a regular expression: this runs four times per row of a million.
const csvText = (value: SQL) =>
  sql`'"' || replace(CASE WHEN left(${value}, 1) IN ('=', '+', '@', '-') THEN '''' || ${value} ELSE coalesce(${value}, '') END, '"', '""') || '"'`;

const isoUtc = (value: SQL) => sql`coalesce(to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/**
 * The export's slices: the key (exact time as PostgreSQL's text, id) of every `size`-th row of
 * the list's filters and order, read from the index alone. Slice k holds the rows after key k−1
 * down to key k included (the first from the top, the last to the bottom), so slices can be
 * built side by side and none misses or repeats a row, even as new payments arrive.
 */
export async function exportBoundaries(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  size: number,
): Promise<ExportCursor[]> {
  const t = transactions;
  const numbered = db
    .select({
      createdAt: t.createdAt,
      id: t.id,
      n: sql<number>`row_number() OVER (ORDER BY ${t.createdAt} DESC, ${t.id} DESC)`.as("n"),
    })
    .from(t)
    .where(await listWhere(db, scope, filter, null))
    .as("numbered");
  const rows = await db
    .select({ createdAt: sql<string>`${numbered.createdAt}::text`, id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${size} = 0`)
    .orderBy(numbered.n);
  return rows;
}

/** Lines per piece of an export slice's text. */
const CHUNK_ROWS = 300;

/**
 * One slice of the export as finished CSV lines, built by PostgreSQL (the list's filters and
 * order) and joined into one text there: Node only passes text along.
 */
export async function exportSlice(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  after: ExportCursor | null,
  downTo: ExportCursor | null,
): Promise<string[]> {
  const t = transactions;
  const operatorName = sql`CASE ${t.operator} WHEN 'wave' THEN 'Wave' WHEN 'orange_money' THEN 'Orange Money' WHEN 'mtn_momo' THEN 'MTN Mobile Money' WHEN 'moov_money' THEN 'Moov Money' WHEN 'bank_transfer' THEN 'Virement bancaire' ELSE '' END`;
  const method = sql`CASE WHEN ${t.operator} = 'bank_transfer' THEN 'bank_transfer' WHEN ${t.operator} IS NULL THEN '' ELSE 'mobile_money' END`;
  const line = sql<string>`concat_ws(',', ${t.id}, ${isoUtc(sql`${t.createdAt}`)}, ${csvText(sql`${clients.name}`)}, ${t.amount}, ${t.fee}, ${t.net}, ${t.status}, ${method}, ${operatorName}, ${csvText(sql`${t.reference}`)}, ${csvText(sql`${t.phone}`)}, ${t.code}, ${csvText(sql`${t.operatorTransactionId}`)}, ${isoUtc(sql`${t.paidAt}`)}, ${t.refundedAmount})`;
  const slice = db
    .select({ line: sql<string>`${line}`.as("line"), createdAt: t.createdAt, id: t.id })
    .from(t)
    .leftJoin(clients, eq(clients.id, t.clientId))
    .where(
      and(
        await listWhere(db, scope, filter, after as Cursor | null),
        downTo ? sql`(${t.createdAt}, ${t.id}) >= (${downTo.createdAt}::timestamptz, ${downTo.id})` : undefined,
      ),
    )
    .as("slice");
  // Joined by PostgreSQL in pieces of CHUNK_ROWS lines (about 55 KB; twice that as a JS string
  // with accents, still under V8's 128 KB large-object size), not one text per slice:
  // each piece is a short-lived string the young generation collects at once, where a slice's
  // 1 MB text would wait in the large-object space for a full collection (peak memory).
  const numbered = db
    .select({
      line: slice.line,
      createdAt: slice.createdAt,
      id: slice.id,
      piece:
        sql<number>`(row_number() OVER (ORDER BY ${slice.createdAt} DESC, ${slice.id} DESC) - 1) / ${CHUNK_ROWS}`.as(
          "piece",
        ),
    })
    .from(slice)
    .as("numbered");
  const rows = await db
    .select({
      text: sql<string>`string_agg(${numbered.line}, E'\r\n' ORDER BY ${numbered.createdAt} DESC, ${numbered.id} DESC)`,
    })
    .from(numbered)
    .groupBy(numbered.piece)
    .orderBy(numbered.piece);
  return rows.map((r) => r.text);
}

/** A row's place in the export's order: PostgreSQL's text of its time (exact), and its id. */
export type ExportCursor = { createdAt: string; id: string };

/** Changes a pending payment's attempt data; null when it is no longer pending. */
export async function updatePending(db: Tx, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), eq(transactions.status, "pending")))
    .returning();
  return row ?? null;
}

/** Sets the method of a pending payment nobody has started paying yet; null otherwise. */
export async function claimMethod(db: Tx, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.status, "pending"),
        isNull(transactions.operatorAttemptId),
        isNull(transactions.nextAction),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Records the attempt id of the one call to the operator, before it is made; null when another
 * attempt was already started (so two concurrent requests never charge the payer twice).
 */
export async function claimAttempt(
  db: Tx,
  id: string,
  attemptId: string,
  nextCheckAt: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ operatorAttemptId: attemptId, nextCheckAt, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), eq(transactions.status, "pending"), isNull(transactions.operatorAttemptId)))
    .returning();
  return row ?? null;
}

/**
 * The state change itself: one conditional UPDATE, so of two concurrent callers (a callback and
 * a poll, or the same callback twice) exactly one moves the payment and the other gets null.
 */
export async function moveStatus(
  db: Tx,
  id: string,
  from: readonly string[],
  to: string,
  patch: Partial<NewPaymentRow>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(transactions)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(eq(transactions.id, id), inArray(transactions.status, [...from])))
    .returning();
  return row ?? null;
}

export async function insertEvent(db: Tx, row: typeof paymentEvents.$inferInsert): Promise<EventRow> {
  const [saved] = await db.insert(paymentEvents).values(row).returning();
  return saved as EventRow;
}

export function listEventsOfPayment(db: Tx, paymentId: string): Promise<EventRow[]> {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.seq));
}

export async function insertRefund(db: Tx, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [saved] = await db.insert(refunds).values(row).returning();
  return saved as RefundRow;
}

export function listRefundsOfPayment(db: Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** A stored row with the names its readers show, when the caller already knows them. */
export function withNames(row: PaymentRow, names: Omit<PaymentView, keyof PaymentRow>): PaymentView {
  return { ...row, ...names };
}

/**
 * Everything creating a payment reads, in one query: the company's terms, the collecting
 * account (the one asked for, else the primary) and the client, each null when absent.
 */
export async function findCreationContext(
  db: Tx,
  companyId: string,
  accountId: string | null,
  clientId: string | null,
) {
  const [row] = await db
    .select({
      name: companies.name,
      commissionBps: companies.commissionBps,
      paymentDelayDays: companies.paymentDelayDays,
      accountId: paymentAccounts.id,
      accountName: paymentAccounts.accountName,
      accountOperatorBank: paymentAccounts.operatorBank,
      clientId: clients.id,
      clientName: clients.name,
      clientEmail: clients.email,
    })
    .from(companies)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.companyId, companies.id),
        accountId ? eq(paymentAccounts.id, accountId) : eq(paymentAccounts.isPrimary, true),
      ),
    )
    .leftJoin(clients, and(eq(clients.companyId, companies.id), eq(clients.id, clientId ?? "")))
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** What a payment needs from its company: the name payers see and the money settings. */
export async function findCompanyTerms(db: Tx, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      commissionBps: companies.commissionBps,
      paymentDelayDays: companies.paymentDelayDays,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

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

/** The company's active people and their roles (who may be told about a payment). */
export function listCompanyPeople(db: Tx, companyId: string) {
  return db
    .select({
      userId: profiles.userId,
      role: profiles.role,
      name: profiles.name,
      email: profiles.email,
      phone: profiles.phone,
      preferences: profiles.preferences,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), ne(profiles.status, "inactive")));
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
    eq(refunds.companyId, scope.companyId),
    eq(refunds.isTestData, scope.mode === "test"),
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
    .where(
      and(eq(refunds.companyId, scope.companyId), eq(refunds.isTestData, scope.mode === "test"), eq(refunds.id, id)),
    );
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
        eq(paymentEvents.companyId, scope.companyId),
        eq(paymentEvents.isTestData, scope.mode === "test"),
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
    .where(
      and(
        eq(paymentEvents.companyId, scope.companyId),
        eq(paymentEvents.isTestData, scope.mode === "test"),
        eq(paymentEvents.id, id),
      ),
    );
  return row ?? null;
}

/** Net of successful payments less refunds, split by whether their settlement date has come. */
export async function balanceOf(db: Tx, scope: Scope) {
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(greatest(${transactions.net} - ${transactions.refundedAmount}, 0)) filter (where ${transactions.settlesAt} <= now()), 0)`,
      pending: sql<string>`coalesce(sum(greatest(${transactions.net} - ${transactions.refundedAmount}, 0)) filter (where ${transactions.settlesAt} > now()), 0)`,
    })
    .from(transactions)
    .where(and(inScope(scope), inArray(transactions.status, ["succeeded", "partially_refunded"])));
  return { available: Number(row?.available ?? 0), pending: Number(row?.pending ?? 0) };
}
