import { Readable } from "node:stream";
import { PAYOUT_BATCH_MAX_LINES } from "@payflow/contracts";
import ExcelJS from "exceljs";
import { AppError } from "../../http/errors";
import { checkZipInflation } from "../../lib/zip";

// A bulk upload's file read into a batch's lines (docs/PAYOUTS.md § Batches): a CSV (comma or
// semicolon, as spreadsheets here save it, with or without a byte-order mark) or an XLSX
// workbook's first sheet. The first row names the columns, in French or English; each other
// row is a line, its cells kept as written for the preview to judge (an amount written
// "15 000" is read as 15000; anything else is left for the contract to refuse at its field).

/**
 * The most an uploaded workbook may inflate to, all its parts together (docs/PAYOUTS.md §
 * Batches): a sheet of 10,000 lines takes a few MB; a zip of under 1 MB could otherwise hold
 * gigabytes. Checked on the zip's own directory before the workbook is read (lib/zip.ts).
 */
export const BATCH_FILE_INFLATED_MAX = 50 * 1024 * 1024;

/** Column names people write, to the line's field. */
const COLUMNS: Record<string, "reference" | "amount" | "phone" | "operator" | "name" | "reason"> = {
  reference: "reference",
  référence: "reference",
  ref: "reference",
  amount: "amount",
  montant: "amount",
  phone: "phone",
  téléphone: "phone",
  telephone: "phone",
  numéro: "phone",
  numero: "phone",
  number: "phone",
  operator: "operator",
  opérateur: "operator",
  operateur: "operator",
  name: "name",
  nom: "name",
  reason: "reason",
  motif: "reason",
};

/** The operators' names as people write them, to PayFlow's ids. */
const OPERATORS: Record<string, string> = {
  wave: "wave",
  orange: "orange_money",
  "orange money": "orange_money",
  orange_money: "orange_money",
  mtn: "mtn_momo",
  "mtn momo": "mtn_momo",
  "mtn mobile money": "mtn_momo",
  mtn_momo: "mtn_momo",
  moov: "moov_money",
  "moov money": "moov_money",
  moov_money: "moov_money",
  bank: "bank",
  banque: "bank",
};

export type FileLines = { lines: Array<Record<string, unknown>>; unknownColumns: string[] };

/** RFC 4180 fields of a CSV text, with the separator its first line uses. */
function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

/**
 * The first sheet's rows, read as a stream once the zip is known to stay within
 * BATCH_FILE_INFLATED_MAX, and only as far as a batch can go: the header and one line more
 * than PAYOUT_BATCH_MAX_LINES, enough for the route to refuse the file (batchTooLarge).
 */
async function xlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  const checked = await checkZipInflation(new Uint8Array(bytes), BATCH_FILE_INFLATED_MAX);
  if (!checked.ok) {
    throw new AppError(checked.reason === "tooLarge" ? "batchFileTooLarge" : "batchFileUnreadable", { field: "file" });
  }
  const input = Readable.from([Buffer.from(bytes)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: "cache", styles: "ignore" });
  const rows: string[][] = [];
  try {
    for await (const sheet of reader) {
      for await (const r of sheet) {
        if (!r.hasValues) continue;
        const cells: string[] = [];
        for (let c = 1; c <= r.cellCount; c++) cells.push(r.getCell(c).text ?? "");
        rows.push(cells);
        if (rows.length > PAYOUT_BATCH_MAX_LINES + 1) break;
      }
      break;
    }
  } catch {
    throw new AppError("batchFileUnreadable", { field: "file" });
  } finally {
    input.destroy();
  }
  return rows;
}

function toLines(rows: string[][]): FileLines {
  const [header = [], ...data] = rows;
  const names = header.map((h) => COLUMNS[h.trim().toLowerCase()] ?? null);
  const unknownColumns = header.filter((_, i) => !names[i]).map((h) => h.trim());
  const lines = data.map((cells) => {
    const line: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = (cells[i] ?? "").trim();
      if (!name || value === "") return;
      if (name === "amount") {
        const digits = value.replace(/[\s\u00a0\u202f]/g, "");
        line.amount = /^\d+$/.test(digits) ? Number(digits) : value;
      } else if (name === "operator") line.operator = OPERATORS[value.toLowerCase()] ?? value;
      else line[name] = value;
    });
    return line;
  });
  return { lines, unknownColumns };
}

/** The lines of an uploaded file, by its type (XLSX, else CSV text). */
export async function readBatchFile(bytes: ArrayBuffer, contentType: string): Promise<FileLines> {
  const xlsx = contentType.includes("spreadsheetml") || new Uint8Array(bytes.slice(0, 2)).join() === "80,75";
  return toLines(xlsx ? await xlsxRows(bytes) : csvRows(new TextDecoder().decode(bytes)));
}
