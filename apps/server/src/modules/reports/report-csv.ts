import { PAYMENT_OPERATOR_NAMES, type ReportSummary } from "@payflow/contracts";
import type { Scope } from "../../db/scope";
import type { Deps } from "../../deps";
import { csvLines } from "../../lib/csv";
import { COLUMNS, exportBoundaries, exportSlice } from "../payments";

// Each report type's CSV holds what its name says: customers one line per client,
// payments one line per operator and status, transactions the period's payments themselves
// (the transactions export's lines), custom the overview of days, operators and totals.

const operatorName = (o: string | null) => (o ? PAYMENT_OPERATOR_NAMES[o as keyof typeof PAYMENT_OPERATOR_NAMES] : "");
const methodOf = (o: string | null) => (o === null ? "" : o === "bank_transfer" ? "bank_transfer" : "mobile_money");

export function customersCsv(s: ReportSummary): string {
  return csvLines([
    ["client_id", "name", "email", "payments", "gross_volume", "refunds", "net_volume", "last_payment_at"],
    ...(s.customers ?? []).map((c) => [
      c.id,
      c.name,
      c.email,
      c.payments,
      c.grossVolume,
      c.refunds,
      c.netVolume,
      c.lastPaymentAt,
    ]),
  ]);
}

export function paymentsCsv(s: ReportSummary): string {
  return csvLines([
    ["operator", "method", "status", "payments", "amount"],
    ...s.byOperator.flatMap((o) =>
      Object.entries(o.statuses).map(([status, t]) => [
        operatorName(o.operator),
        methodOf(o.operator),
        status,
        t?.count ?? 0,
        t?.amount ?? 0,
      ]),
    ),
  ]);
}

export function overviewCsv(s: ReportSummary): string {
  return csvLines([
    ["date", "gross_volume"],
    ...Object.entries(s.dailySales).map(([day, amount]) => [day, amount]),
    [],
    [
      "operator",
      "transactions",
      "succeeded",
      "failed",
      "gross_volume",
      "refunds",
      "net_volume",
      "fees",
      "success_rate",
    ],
    ...s.byOperator.map((o) => [
      operatorName(o.operator),
      o.totalTransactions,
      o.succeededTransactions,
      o.failedTransactions,
      o.grossVolume,
      o.refunds,
      o.netVolume,
      o.fees,
      o.successRate === null ? "" : String(o.successRate),
    ]),
    [],
    [
      "total_transactions",
      "total_amount",
      "succeeded",
      "pending",
      "failed",
      "gross_volume",
      "refunds",
      "net_volume",
      "fees",
    ],
    [
      s.totalTransactions,
      s.totalAmount,
      s.succeededTransactions,
      s.pendingTransactions,
      s.failedTransactions,
      s.grossVolume,
      s.refunds,
      s.netVolume,
      s.fees,
    ],
  ]);
}

/** The period's payments as the transactions export writes them, in slices of 5 000. */
export async function* transactionLines(deps: Deps, scope: Scope, range: { from: Date; to: Date }) {
  // The transactions export's own English header, in the order exportSlice writes the columns.
  yield `${COLUMNS.en.join(",")}\r\n`;
  // The export's `to` is inclusive; the report's period ends before its next day starts.
  const filter = { createdGte: range.from, createdLte: new Date(range.to.getTime() - 1) };
  const bounds = await exportBoundaries(deps.db, scope, filter, 5000);
  for (let k = 0; k <= bounds.length; k++) {
    const pieces = await exportSlice(
      deps.db,
      scope,
      filter,
      k === 0 ? null : (bounds[k - 1] ?? null),
      bounds[k] ?? null,
    );
    for (const piece of pieces) yield `${piece}\r\n`;
  }
}
