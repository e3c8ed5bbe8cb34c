import { API } from "@payflow/contracts/paths";
import { fileNameOf, requestFile, saveFile } from "../../../lib/download";

/**
 * GET /api/payments/export: the CSV of exactly the list's filters, as a file for a spreadsheet
 * or raw for machines, in `lang`. The server streams it; `onRows` hears the rows counted as they
 * arrive (the progress), then the file goes to the browser. Answers the rows exported.
 */
export async function exportPayments(
  query: URLSearchParams,
  format: "spreadsheet" | "raw",
  lang: "en" | "fr",
  onRows: (rows: number) => void,
): Promise<number> {
  const params = new URLSearchParams(query);
  params.set("format", format);
  params.set("lang", lang);
  const res = await requestFile(`${API.paymentsExport}?${params}`);
  if (!res.body) throw new Error(String(res.status));
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines++;
    onRows(Math.max(0, lines - 1));
  }
  saveFile(new Blob(chunks as BlobPart[], { type: "text/csv" }), fileNameOf(res, "payflow-transactions.csv"));
  return Math.max(0, lines - 1);
}
