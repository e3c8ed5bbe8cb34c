import type { SettlementReport } from "@payflow/contracts";
import { csvLines } from "../../lib/csv";

// The settlement report as a file: one line per day and operator account, the figures in whole
// XOF, and the totals last (docs/LEDGER.md § Settlement report).

const HEADER = ["day", "operator", "payments", "gross", "refunds", "fees", "net", "expected_settlement", "settled"];

export function settlementCsv(report: SettlementReport): string {
  return csvLines([
    HEADER,
    ...report.days.map((d) => [
      d.day,
      d.operator,
      d.payments,
      d.gross,
      d.refunds,
      d.fees,
      d.net,
      d.expectedSettlement,
      d.settled ? "yes" : "no",
    ]),
    ["total", "", "", report.totals.gross, report.totals.refunds, report.totals.fees, report.totals.net, "", ""],
  ]);
}
