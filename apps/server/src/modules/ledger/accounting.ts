import {
  type AccountingAccounts,
  type AccountingExportQuery,
  PAYMENT_OPERATOR_NAMES,
  type PaymentOperator,
} from "@payflow/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { LedgerLine } from "../../db/schema";
import type { Scope } from "../../db/scope";
import { checkedPeriod, dayOf } from "../../lib/period";
import { operatorOfAccount } from "./balances";

// The accounting export (docs/LEDGER.md § Accounting export): the books' journal over a period,
// one line per entry, in the business's chart of accounts (SYSCOHADA numbers, its own or the
// defaults), for its accountant's software. Read in pages by posting order, so a year of
// postings streams out without being held in memory.

/** One entry as the accountant reads it. */
export type AccountingLine = {
  journal: string;
  /** DD/MM/YYYY, in the period's time zone. */
  date: string;
  /** The journal transaction's id: the piece all its entries share. */
  piece: string;
  account: string;
  label: string;
  debit: number | null;
  credit: number | null;
  payment: string;
};

export const ACCOUNTING_COLUMNS = ["journal", "date", "piece", "compte", "libelle", "debit", "credit", "paiement"];

const PAGE = 1_000;

type JournalRow = {
  id: string;
  seq: string;
  source: string;
  source_id: string;
  payment_id: string | null;
  payout_id: string | null;
  posted_at: Date;
  /** posted_at to the microsecond, for the next page (a Date keeps milliseconds only). */
  posted_key: string;
  lines: LedgerLine[];
};

/** Each wallet's field in the chart (its account in transit is the same + `InTransit`). */
const CHART_KEYS = {
  wave: "wave",
  orange_money: "orangeMoney",
  mtn_momo: "mtnMomo",
  moov_money: "moovMoney",
  bank_transfer: "bank",
} as const;

/** The chart's number for one of the books' accounts. */
export function accountNumberOf(account: string, chart: AccountingAccounts): string {
  if (account === "sales" || account === "refunds" || account === "fees" || account === "payouts")
    return chart[account];
  if (account === "payout_fees") return chart.payoutFees;
  if (account === "payouts:in_transit") return chart.payoutsInTransit;
  if (account.endsWith(":suspense")) return chart.suspense;
  const operator = operatorOfAccount(account);
  if (!operator) throw new Error(`The books hold an account the chart cannot name: ${account}`);
  const key = CHART_KEYS[operator];
  return account.endsWith(":pending") ? chart[`${key}InTransit` as const] : chart[key];
}

function labelOf(j: JournalRow): string {
  const wallet = j.lines.map((l) => operatorOfAccount(l.account)).find((o): o is PaymentOperator => o !== null);
  const where = wallet ? ` (${PAYMENT_OPERATOR_NAMES[wallet]})` : "";
  switch (j.source) {
    case "payment.success":
      return `Paiement ${j.payment_id}${where}`;
    case "refund":
      return `Remboursement ${j.source_id} du paiement ${j.payment_id}${where}`;
    case "settlement":
      return `Règlement du paiement ${j.payment_id}${where}`;
    case "reversal":
      return `Annulation de ${j.source_id}`;
    case "payout.reserved":
      return `Versement ${j.payout_id} réservé${where}`;
    case "payout.paid":
      return `Versement ${j.payout_id} payé${where}`;
    case "payout.released":
      return `Versement ${j.payout_id} non payé, réserve rendue${where}`;
    case "payout.returned":
      return `Versement ${j.payout_id} repris par l'opérateur${where}`;
    default:
      return `${j.source} ${j.source_id}`;
  }
}

/** The period's entries, page by page, in posting order. */
export async function* accountingLines(
  db: Tx,
  scope: Scope,
  query: AccountingExportQuery,
  chart: AccountingAccounts,
): AsyncGenerator<AccountingLine[]> {
  const period = checkedPeriod(query.from, query.to, query.tz);
  let after: { at: string; seq: string } | null = null;
  for (;;) {
    const { rows }: { rows: JournalRow[] } = await db.execute<JournalRow>(sql`
      SELECT id, seq::text AS seq, source, source_id, payment_id, payout_id, posted_at, posted_at::text AS posted_key, lines
      FROM ledger_journal
      WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"}
        AND posted_at >= ${period.range.from} AND posted_at < ${period.range.to}
        ${after ? sql`AND (posted_at, seq) > (${after.at}::timestamptz, ${after.seq}::bigint)` : sql``}
      ORDER BY posted_at, seq LIMIT ${PAGE}`);
    if (rows.length === 0) return;
    yield rows.flatMap((j) => {
      const date = dayOf(new Date(j.posted_at), period.zone).split("-").reverse().join("/");
      const label = labelOf(j);
      return j.lines.map((l) => ({
        journal: chart.journalCode,
        date,
        piece: j.id,
        account: accountNumberOf(l.account, chart),
        label,
        debit: l.amount > 0 ? l.amount : null,
        credit: l.amount < 0 ? -l.amount : null,
        payment: j.payment_id ?? "",
      }));
    });
    const last = rows[rows.length - 1] as JournalRow;
    after = { at: last.posted_key, seq: last.seq };
    if (rows.length < PAGE) return;
  }
}
