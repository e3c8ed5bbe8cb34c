import {
  type DashboardSummary,
  MOBILE_PAYMENT_OPERATORS,
  PAYMENT_OPERATOR_NAMES,
  PAYMENT_STATUSES,
  type PaymentOperator,
  type PaymentStatus,
  type ReportRequest,
  type ReportSummary,
  type TimeZoneLabel,
} from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { addDays, checkedPeriod, dayOf, daysBetween, startOf, zoneOf } from "../../lib/period";
import { operatorReady } from "../../operators/registry";
import { invoiceFigures } from "../invoices";
import { customerFigures } from "./customer-queries";
import { isSale, type Money, moneyOf } from "./money";
import * as q from "./queries";

const DASHBOARD_DAYS = 30;
const REPORT_DEFAULT_DAYS = 30;

/** % change from `before` to `now`, one decimal; null when there was nothing before. */
const change = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

export async function dashboardSummary(
  deps: Deps,
  scope: Scope,
  tz: TimeZoneLabel | undefined,
): Promise<DashboardSummary> {
  const zone = zoneOf(tz);
  const today = dayOf(new Date(), zone);
  const first = addDays(today, 1 - DASHBOARD_DAYS);
  // Days start on whole hours (PayFlow's zones are whole-hour offsets), as the totals need.
  const [figures, missing] = await Promise.all([
    q.dashboardFigures(
      deps.pool,
      scope,
      {
        from: startOf(first, zone),
        yesterday: startOf(addDays(today, -1), zone),
        today: startOf(today, zone),
        tomorrow: startOf(addDays(today, 1), zone),
      },
      zone,
    ),
    liveOperatorsMissing(deps, scope),
  ]);
  const daily = salesByDay(figures.groups);
  const alerts: DashboardSummary["alerts"] = [];
  if (missing.length > 0) alerts.push({ kind: "liveOperatorsMissing", count: missing.length, items: missing });
  const failing = figures.failingEndpoints;
  if (failing.length > 0) alerts.push({ kind: "webhooksFailing", count: failing.length, items: failing });
  if (figures.overdue > 0) alerts.push({ kind: "overduePending", count: figures.overdue, items: [] });
  return {
    mode: scope.mode,
    today,
    volumeToday: figures.volumeToday,
    volumeYesterday: figures.volumeYesterday,
    volumeChange: change(figures.volumeToday, figures.volumeYesterday),
    newClientsToday: figures.newClientsToday,
    newClientsYesterday: figures.newClientsYesterday,
    newClientsChange: change(figures.newClientsToday, figures.newClientsYesterday),
    pendingPayments: figures.pending,
    alerts,
    daily: daysBetween(first, today).map((date) => ({ date, ...(daily.get(date) ?? { amount: 0, count: 0 }) })),
  };
}

/** Live mode only: the mobile money operators the company has no credentials for. */
async function liveOperatorsMissing(deps: Deps, scope: Scope): Promise<string[]> {
  if (scope.mode !== "live") return [];
  const missing: string[] = [];
  for (const op of MOBILE_PAYMENT_OPERATORS) {
    if (!(await operatorReady(deps, scope.companyId, "live", op))) missing.push(PAYMENT_OPERATOR_NAMES[op]);
  }
  return missing;
}

/** Gross volume and count of sales per day (money.ts: refunded sales included). */
function salesByDay(groups: q.Group[]): Map<string, { amount: number; count: number }> {
  const days = new Map<string, { amount: number; count: number }>();
  for (const g of groups) {
    if (!isSale(g.status)) continue;
    const d = days.get(g.day) ?? { amount: 0, count: 0 };
    days.set(g.day, { amount: d.amount + g.amount, count: d.count + g.count });
  }
  return days;
}

type OperatorTally = Money & {
  operator: string | null;
  statuses: Partial<Record<PaymentStatus, { count: number; amount: number }>>;
  total: number;
  succeeded: number;
  failed: number;
  expired: number;
};

/**
 * Per operator (null: the payer never chose one), largest gross volume first. Counts and gross
 * volume from the hourly totals, refunds and fees from the sales themselves (money.ts).
 */
function perOperator(groups: q.Group[], refundsAndFees: Map<string, { refunds: number; fees: number }>) {
  const ops = new Map<string | null, OperatorTally>();
  const tally = (operator: string | null) => {
    const found = ops.get(operator);
    if (found) return found;
    const made: OperatorTally = {
      operator,
      statuses: {},
      total: 0,
      succeeded: 0,
      failed: 0,
      expired: 0,
      ...moneyOf(0, 0, 0),
    };
    ops.set(operator, made);
    return made;
  };
  for (const g of groups) {
    const o = tally(g.operator);
    o.total += g.count;
    const status = g.status as PaymentStatus;
    const seen = o.statuses[status] ?? { count: 0, amount: 0 };
    o.statuses[status] = { count: seen.count + g.count, amount: seen.amount + g.amount };
    if (isSale(g.status)) {
      o.succeeded += g.count;
      o.grossVolume += g.amount;
    }
    if (g.status === "failed") o.failed += g.count;
    if (g.status === "expired") o.expired += g.count;
  }
  for (const [operator, { refunds, fees }] of refundsAndFees) {
    const o = tally(operator === "" ? null : operator);
    Object.assign(o, moneyOf(o.grossVolume, refunds, fees));
  }
  return [...ops.values()].sort(
    (a, b) => b.grossVolume - a.grossVolume || String(a.operator).localeCompare(String(b.operator)),
  );
}

/** Count and amount per status, in the order of PAYMENT_STATUSES. */
function byStatus(groups: q.Group[]) {
  const out = new Map<PaymentStatus, { status: PaymentStatus; count: number; amount: number }>();
  for (const status of PAYMENT_STATUSES) out.set(status, { status, count: 0, amount: 0 });
  for (const g of groups) {
    const s = out.get(g.status as PaymentStatus);
    if (!s) continue;
    s.count += g.count;
    s.amount += g.amount;
  }
  return [...out.values()].filter((s) => s.count > 0);
}

function periodOf(req: ReportRequest, today: string): { first: string; last: string } {
  if (req.reportType === "custom") {
    if (!req.from || !req.to) throw new AppError("reportPeriodRequired", { field: req.from ? "to" : "from" });
    const { first, last } = checkedPeriod(req.from, req.to, req.tz);
    return { first, last };
  }
  return { first: addDays(today, 1 - REPORT_DEFAULT_DAYS), last: today };
}

/** The report summary (docs/PRODUCT.md §3) for a period (the last 30 days, or a custom range of whole days). */
export async function report(deps: Deps, scope: Scope, req: ReportRequest): Promise<ReportSummary> {
  const zone = zoneOf(req.tz);
  const { first, last } = periodOf(req, dayOf(new Date(), zone));
  const range = { from: startOf(first, zone), to: startOf(addDays(last, 1), zone) };
  const perClient = req.reportType === "customers" || req.reportType === "custom";
  const [groups, refundsAndFees, clients, customers, invoices] = await Promise.all([
    q.grouped(deps.pool, scope, range, zone),
    q.refundsAndFees(deps.db, scope, range),
    q.clientFigures(deps.db, scope, range),
    perClient ? customerFigures(deps.db, scope, range) : undefined,
    invoiceFigures(deps.db, scope),
  ]);
  const daily = salesByDay(groups);
  const operators = perOperator(groups, refundsAndFees);
  const count = (keep: (status: string) => boolean) =>
    groups.filter((g) => keep(g.status)).reduce((n, g) => n + g.count, 0);
  const sum = (key: keyof Money) => operators.reduce((n, o) => n + o[key], 0);
  const money = moneyOf(sum("grossVolume"), sum("refunds"), sum("fees"));
  return {
    totalTransactions: count(() => true),
    totalAmount: groups.reduce((n, g) => n + g.amount, 0),
    succeededTransactions: count(isSale),
    pendingTransactions: count((s) => s === "pending"),
    failedTransactions: count((s) => s === "failed"),
    totalSucceededAmount: money.grossVolume,
    ...money,
    generatedAt: new Date().toISOString(),
    reportType: req.reportType,
    filters: { from: first, to: last, timeZone: zone.label },
    isTestMode: scope.mode === "test",
    dailySales: Object.fromEntries(daysBetween(first, last).map((d) => [d, daily.get(d)?.amount ?? 0])),
    byOperator: operators.map((o) => {
      const ended = o.succeeded + o.failed + o.expired;
      return {
        operator: o.operator as PaymentOperator | null,
        totalTransactions: o.total,
        succeededTransactions: o.succeeded,
        failedTransactions: o.failed,
        totalSucceededAmount: o.grossVolume,
        grossVolume: o.grossVolume,
        refunds: o.refunds,
        netVolume: o.netVolume,
        fees: o.fees,
        statuses: o.statuses,
        successRate: ended === 0 ? null : Math.round((o.succeeded / ended) * 1000) / 10,
      };
    }),
    byStatus: byStatus(groups),
    customers,
    clients,
    receivables: { open: invoices.open, overdue: invoices.overdue },
  };
}
