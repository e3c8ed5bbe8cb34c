import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import type { Zone } from "../../lib/period";
import { SALE_SQL } from "./money";

// The aggregates behind the dashboard and the reports: a few grouped queries each, on the
// (company, mode, created_at) index, never a row per payment sent to Node.

const testOf = (scope: Scope) => scope.mode === "test";
const num = (v: unknown) => Number(v ?? 0);

type Range = { from: Date; to: Date };

const HOUR_MS = 3_600_000;

/**
 * Counts and amounts per day of the zone, operator and status: every figure of a report comes
 * from these few thousand groups. Read from the hourly totals (db/schema/totals.ts) — 24 rows a
 * day per operator and status rather than every payment — plus the deltas not yet moved into
 * them, in one statement. The day is integer arithmetic on the epoch (PayFlow's zones are whole
 * hours), which costs far less than a time-zone cast. A range not on whole hours (none of the
 * app's) is read from the payments themselves.
 */
export async function grouped(pool: pg.Pool, scope: Scope, range: Range, zone: Zone) {
  const onHours = range.from.getTime() % HOUR_MS === 0 && range.to.getTime() % HOUR_MS === 0;
  // Named: PostgreSQL plans it once per connection (the dashboard runs it on every visit).
  const { rows } = await pool.query({
    name: onHours ? "payflow_groups_from_totals" : "payflow_groups_from_payments",
    text: groupedText(onHours, { from: "$3", to: "$4", offset: "$5" }),
    values: [scope.companyId, testOf(scope), range.from, range.to, Math.round(zone.offsetMs / 1000)],
  });
  return rows.map(groupOf);
}

const groupOf = (r: Record<string, unknown>) => ({
  day: String(r.day),
  operator: (r.operator as string | null) ?? null,
  status: String(r.status),
  count: num(r.count),
  amount: num(r.amount),
});

/** $1 company, $2 is test data; the range and the zone's offset in seconds are the parameters named. */
function groupedText(onHours: boolean, p: { from: string; to: string; offset: string }): string {
  const where = "company_id = $1 AND is_test_data = $2";
  const source = onHours
    ? `SELECT hour AS at, operator, status, count, amount FROM payment_totals_hourly
      WHERE ${where} AND hour >= ${p.from} AND hour < ${p.to}
      UNION ALL
      SELECT hour, operator, status, count, amount FROM payment_totals_pending
      WHERE ${where} AND hour >= ${p.from} AND hour < ${p.to}`
    : `SELECT created_at AS at, coalesce(operator, '') AS operator, status, 1 AS count, amount FROM transactions
      WHERE ${where} AND created_at >= ${p.from} AND created_at < ${p.to}`;
  return `
    SELECT (date '1970-01-01' + g.d)::text AS day, nullif(g.operator, '') AS operator, g.status, g.count, g.amount
    FROM (
      SELECT ((extract(epoch FROM at)::bigint + ${p.offset}::int) / 86400)::int AS d,
             operator, status, sum(count) AS count, coalesce(sum(amount), 0) AS amount
      FROM (${source}) s
      GROUP BY 1, 2, 3
      HAVING sum(count) <> 0
    ) g`;
}
export type Group = Awaited<ReturnType<typeof grouped>>[number];

/**
 * Refunds and fees of the period's sales per operator ('' when none was chosen): the money
 * figures the hourly totals do not keep (money.ts). One grouping over the sales of the period.
 */
export async function refundsAndFees(db: Tx, scope: Scope, range: Range) {
  const { rows } = await db.execute(sql`
    SELECT coalesce(operator, '') AS operator, sum(refunded_amount) AS refunds, sum(fee) AS fees FROM transactions
    WHERE company_id = ${scope.companyId} AND is_test_data = ${testOf(scope)} AND ${sql.raw(SALE_SQL)}
      AND created_at >= ${range.from} AND created_at < ${range.to}
    GROUP BY 1`);
  return new Map(rows.map((r) => [String(r.operator), { refunds: num(r.refunds), fees: num(r.fees) }]));
}

/**
 * New clients (in live mode not the demo's test clients), paying clients and the five best over
 * the period. The paying ones come from one pass over the period's sales (money.ts) that have a
 * client, grouped by client.
 */
export async function clientFigures(db: Tx, scope: Scope, range: Range) {
  const [created, best] = await Promise.all([
    db.execute(sql`
      SELECT count(*) AS n FROM clients
      WHERE company_id = ${scope.companyId} AND (${testOf(scope)} OR NOT is_test_data)
        AND created_at >= ${range.from} AND created_at < ${range.to}`),
    db.execute(sql`
      SELECT c.id, c.name, g.amount, g.count, count(*) OVER () AS paying
      FROM (
        SELECT client_id, sum(amount) AS amount, count(*) AS count FROM transactions
        WHERE company_id = ${scope.companyId} AND is_test_data = ${testOf(scope)} AND ${sql.raw(SALE_SQL)}
          AND client_id IS NOT NULL AND created_at >= ${range.from} AND created_at < ${range.to}
        GROUP BY client_id
      ) g JOIN clients c ON c.id = g.client_id
      ORDER BY g.amount DESC, c.name LIMIT 5`),
  ]);
  return {
    newClients: num(created.rows[0]?.n),
    payingClients: num(best.rows[0]?.paying),
    top: best.rows.map((r) => ({ id: String(r.id), name: String(r.name), amount: num(r.amount), count: num(r.count) })),
  };
}

/**
 * Endpoints of the mode that PayFlow disabled (the receiver answered 410), or that failed a
 * delivery for good in the last 24 h, as an array of their URLs. One a person turned off is not
 * failing.
 */
const FAILING_ENDPOINTS = `
    SELECT coalesce(array_agg(e.url ORDER BY e.created_at), '{}') FROM webhook_endpoints e
    WHERE e.company_id = $1 AND e.is_test_data = $2
      AND ((e.status = 'disabled' AND e.disabled_reason IS NOT NULL) OR EXISTS (
        SELECT 1 FROM webhook_deliveries d
        WHERE d.endpoint_id = e.id AND d.status = 'failed' AND d.last_attempt_at > now() - interval '24 hours'))`;

/**
 * Today's and yesterday's gross volume (money.ts) and new clients, pending and overdue counts, the
 * failing webhook endpoints (see FAILING_ENDPOINTS) and the days' groups from `from` to
 * tomorrow: the home page's figures in one statement and one round trip, prepared once per
 * connection — it is asked for on every visit to the dashboard.
 */
export async function dashboardFigures(
  pool: pg.Pool,
  scope: Scope,
  days: { from: Date; yesterday: Date; today: Date; tomorrow: Date },
  zone: Zone,
) {
  const { rows } = await pool.query({
    name: "payflow_dashboard_figures",
    text: `
    SELECT v.today AS volume_today, v.yesterday AS volume_yesterday,
           c.today AS clients_today, c.yesterday AS clients_yesterday,
           p.pending, p.overdue, (${FAILING_ENDPOINTS}) AS failing,
           (SELECT coalesce(json_agg(g), '[]') FROM (${groupedText(true, { from: "$6", to: "$5", offset: "$7" })}) g) AS groups
    FROM (
      SELECT coalesce(sum(amount) FILTER (WHERE created_at >= $4), 0) AS today,
             coalesce(sum(amount) FILTER (WHERE created_at < $4), 0) AS yesterday
      FROM transactions
      WHERE company_id = $1 AND is_test_data = $2 AND ${SALE_SQL} AND created_at >= $3 AND created_at < $5
    ) v, (
      SELECT count(*) FILTER (WHERE created_at >= $4) AS today,
             count(*) FILTER (WHERE created_at < $4) AS yesterday
      FROM clients
      WHERE company_id = $1 AND ($2 OR NOT is_test_data) AND created_at >= $3 AND created_at < $5
    ) c, (
      SELECT count(*) AS pending, count(*) FILTER (WHERE expires_at < now()) AS overdue
      FROM transactions
      WHERE company_id = $1 AND is_test_data = $2 AND status = 'pending'
    ) p`,
    values: [
      scope.companyId,
      testOf(scope),
      days.yesterday,
      days.today,
      days.tomorrow,
      days.from,
      Math.round(zone.offsetMs / 1000),
    ],
  });
  const r = rows[0] ?? {};
  return {
    volumeToday: num(r.volume_today),
    volumeYesterday: num(r.volume_yesterday),
    newClientsToday: num(r.clients_today),
    newClientsYesterday: num(r.clients_yesterday),
    pending: num(r.pending),
    overdue: num(r.overdue),
    failingEndpoints: (r.failing as string[] | null) ?? [],
    groups: ((r.groups as Record<string, unknown>[] | null) ?? []).map(groupOf),
  };
}
