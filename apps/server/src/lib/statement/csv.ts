import { parse } from "csv-parse/sync";
import { AppError } from "../../http/errors";
import { type AmountRefusal, type ReadAmount, readStatementAmount } from "./amount";

// A bank statement as a CSV file, read the one way for money in (a bank payment's transfer,
// bank-transfer.ts) and money out (a bank payout's debit, the payouts module): date, amount,
// label, an optional header line.

type ReadLine = { line: number; date: string; rawAmount: string; label: string };
/** Why a line cannot be read at all. */
export type StatementLineInvalid = AmountRefusal | "unreadable" | "amountSplit";
export type ParsedStatementLine = (ReadLine & { amount: number }) | (ReadLine & { invalid: StatementLineInvalid });

/**
 * Semicolons separate the columns when the first line has one outside quotes, else commas: a
 * comma must not split `1 500,50`. The amount is read by `readAmount`: `readStatementAmount`
 * (whole FCFA; centimes, debits and other currencies refused) unless told otherwise.
 */
export function parseStatement(
  csv: string,
  readAmount: (raw: string) => ReadAmount = readStatementAmount,
): ParsedStatementLine[] {
  const delimiter = delimiterOf(csv);
  let records: string[][];
  try {
    records = parse(csv, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch {
    throw new AppError("validationFailed", { field: "csv" });
  }
  return records.flatMap((cells, i): ParsedStatementLine[] => {
    const [date = "", rawAmount = "", ...rest] = cells;
    const read = { line: i + 1, date, rawAmount, label: rest.join(" ").trim() };
    if (i === 0 && !/\d/.test(rawAmount)) return []; // header
    if (!date) return [{ ...read, invalid: "unreadable" }];
    // `2026-11-20,75,000,VIR …`: an unquoted `75,000` or `750,00` cut by the comma delimiter.
    if (delimiter === "," && /^\d{1,3}(?:\.\d{1,2})?$/.test(rest[0] ?? ""))
      return [{ ...read, invalid: "amountSplit" }];
    const amount = readAmount(rawAmount);
    return "refused" in amount ? [{ ...read, invalid: amount.refused }] : [{ ...read, amount: amount.amount }];
  });
}

/** `;` when the first line has a semicolon outside quotes, else `,`. */
function delimiterOf(csv: string): ";" | "," {
  let quoted = false;
  let started = false;
  for (const ch of csv) {
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === ";") return ";";
    else if (ch === "\n" || ch === "\r") {
      if (started) return ",";
    } else if (ch.trim()) started = true;
  }
  return ",";
}
