import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvLines } from "../../lib/csv";
import { ACCOUNTING_COLUMNS, type AccountingLine } from "./accounting";

// The accounting export's two files: CSV separated by ";" (what accounting software here reads,
// a comma being the decimal mark in French), with a byte-order mark so a spreadsheet opens it as
// UTF-8; or an XLSX workbook, written as a stream (exceljs's streaming writer) so a year of
// entries never sits in memory.

const cells = (l: AccountingLine) => [l.journal, l.date, l.piece, l.account, l.label, l.debit, l.credit, l.payment];

/** The CSV, piece by piece. */
export async function* accountingCsv(pages: AsyncIterable<AccountingLine[]>): AsyncGenerator<string> {
  yield `\uFEFF${csvLines([ACCOUNTING_COLUMNS], ";")}`;
  for await (const page of pages) {
    yield csvLines(page.map(cells), ";");
  }
}

/** The XLSX workbook, as a stream of bytes. */
export function accountingXlsx(pages: AsyncIterable<AccountingLine[]>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Journal");
  void (async () => {
    sheet.addRow(ACCOUNTING_COLUMNS).commit();
    for await (const page of pages) for (const l of page) sheet.addRow(cells(l)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
