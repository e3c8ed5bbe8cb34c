import { z } from "zod";
import { TIME_ZONES } from "./constants";
import { MODES, PAYMENT_OPERATORS, PAYMENT_STATUSES } from "./payment-rules";

// The dashboard's figures and the reports (docs/PRODUCT.md §3 report summary, §2 dashboard home and
// reports), computed from the current mode's payments. Days are in the person's time zone.

/** A whole day, YYYY-MM-DD (reports, the books' periods). */
export const WholeDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validationFailed" });

export const DayAmount = z.object({ date: z.string(), amount: z.number().int(), count: z.number().int() });
export type DayAmount = z.infer<typeof DayAmount>;

export const DASHBOARD_ALERTS = ["liveOperatorsMissing", "webhooksFailing", "overduePending"] as const;
export type DashboardAlertKind = (typeof DASHBOARD_ALERTS)[number];

export const DashboardSummaryQuery = z.object({ tz: z.enum(TIME_ZONES).optional() });

export const DashboardSummary = z.object({
  mode: z.enum(MODES),
  today: z.string(),
  /** Gross volume (sales, refunded ones included) created today and yesterday; change in % (null when yesterday had none). */
  volumeToday: z.number().int(),
  volumeYesterday: z.number().int(),
  volumeChange: z.number().nullable(),
  newClientsToday: z.number().int(),
  newClientsYesterday: z.number().int(),
  newClientsChange: z.number().nullable(),
  pendingPayments: z.number().int(),
  alerts: z.array(
    z.object({
      kind: z.enum(DASHBOARD_ALERTS),
      count: z.number().int(),
      /** Operators without live credentials, endpoint URLs failing… */
      items: z.array(z.string()),
    }),
  ),
  /** The last 30 days, every day present (zeros included), oldest first. */
  daily: z.array(DayAmount),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** The report types (docs/PRODUCT.md §2): three cards and a custom range. */
export const REPORT_TYPES = ["transactions", "customers", "payments", "custom"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const ReportRequest = z
  .object({
    reportType: z.enum(REPORT_TYPES, { error: "unknownReportType" }),
    /** Whole days (YYYY-MM-DD) in the time zone; required for custom, else the last 30 days. */
    from: WholeDay.optional(),
    to: WholeDay.optional(),
    tz: z.enum(TIME_ZONES).optional(),
  })
  .strict();
export type ReportRequest = z.infer<typeof ReportRequest>;

/**
 * The money figures, defined once (server modules/reports/money.ts): gross volume is the sum of
 * the sales (payments that succeeded, late ones included, even if refunded later), refunds what
 * was given back on them, net volume gross − refunds, fees PayFlow's commission on the sales.
 */
export const MoneyFigures = z.object({
  grossVolume: z.number().int(),
  refunds: z.number().int(),
  netVolume: z.number().int(),
  fees: z.number().int(),
});
export type MoneyFigures = z.infer<typeof MoneyFigures>;

export const OperatorFigures = MoneyFigures.extend({
  operator: z.enum(PAYMENT_OPERATORS).nullable(),
  totalTransactions: z.number().int(),
  succeededTransactions: z.number().int(),
  failedTransactions: z.number().int(),
  /** The gross volume (the name in docs/PRODUCT.md §3). */
  totalSucceededAmount: z.number().int(),
  /** Payments and their amount per status (only the statuses that occur). */
  statuses: z.partialRecord(z.enum(PAYMENT_STATUSES), z.object({ count: z.number().int(), amount: z.number().int() })),
  /** Succeeded ÷ (succeeded + failed + expired), in %; null when none ended. */
  successRate: z.number().nullable(),
});
export type OperatorFigures = z.infer<typeof OperatorFigures>;

/** The customers report: per client with sales in the period, largest gross volume first. */
export const CustomerFigures = MoneyFigures.omit({ fees: true }).extend({
  id: z.string(),
  name: z.string(),
  /** "" when none was given. */
  email: z.string(),
  /** Sales (refunded ones included). */
  payments: z.number().int(),
  /** When the latest of them was paid (ISO). */
  lastPaymentAt: z.string(),
});
export type CustomerFigures = z.infer<typeof CustomerFigures>;

/**
 * The report summary (docs/PRODUCT.md §3) plus the money figures and what the charts draw. Succeeded counts
 * and amounts are the sales' (refunded ones included): totalSucceededAmount is the gross volume.
 */
export const ReportSummary = MoneyFigures.extend({
  totalTransactions: z.number().int(),
  totalAmount: z.number().int(),
  succeededTransactions: z.number().int(),
  pendingTransactions: z.number().int(),
  failedTransactions: z.number().int(),
  totalSucceededAmount: z.number().int(),
  generatedAt: z.string(),
  reportType: z.enum(REPORT_TYPES),
  filters: z.object({ from: z.string(), to: z.string(), timeZone: z.enum(TIME_ZONES) }),
  isTestMode: z.boolean(),
  /** YYYY-MM-DD → gross volume that day (every day of the period). */
  dailySales: z.record(z.string(), z.number().int()),
  byOperator: z.array(OperatorFigures),
  /** Count and amount per status over the period. */
  byStatus: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number().int(), amount: z.number().int() })),
  /** The customers and custom reports only. */
  customers: z.array(CustomerFigures).optional(),
  clients: z.object({
    newClients: z.number().int(),
    payingClients: z.number().int(),
    top: z.array(z.object({ id: z.string(), name: z.string(), amount: z.number().int(), count: z.number().int() })),
  }),
  /**
   * What clients owe on issued invoices now, whatever the period (docs/INVOICES.md § The books):
   * open (what remains on open and partially paid invoices) and overdue (those past their due day).
   */
  receivables: z.object({
    open: z.object({ count: z.number().int(), amount: z.number().int() }),
    overdue: z.object({ count: z.number().int(), amount: z.number().int() }),
  }),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** A report as a file (generateReports): the summary as JSON, or a CSV of the days and operators. */
export const ReportDownloadRequest = ReportRequest.extend({ format: z.enum(["json", "csv"]) }).strict();
export type ReportDownloadRequest = z.infer<typeof ReportDownloadRequest>;
