import type { OpenAPIHono } from "@hono/zod-openapi";
import { PaymentExportQuery } from "@payflow/contracts";
import { stream } from "hono/streaming";
import { declareAccess, requireAccess } from "../../../http/access";
import { staffScope } from "../../../http/mode";
import type { AppEnv } from "../../../http/types";
import { exportBoundaries, exportSlice } from "../export-queries";
import { filterOf } from "../filters";
import { csvStyle } from "./export-style";

// GET /api/payments/export (exportTransactions): exactly the rows of the list's filters, as CSV,
// streamed in slices of the list's order so a million rows never sit in memory. Amounts are
// integers (XOF), times ISO 8601 UTC; the header row is in the requested language. With French
// headers the file is what French Excel opens (";" and French labels, export-style.ts);
// format=raw is for machines (commas and the English codes).

const BATCH = 5000;
/** Slices being built at once. */
const AHEAD = 2;
const PATH = "/api/payments/export";

export const COLUMNS = {
  fr: [
    "ID",
    "Date",
    "Client",
    "Montant",
    "Frais",
    "Net",
    "Statut",
    "Moyen",
    "Opérateur",
    "Référence",
    "Téléphone",
    "Code",
    "Transaction opérateur",
    "Payé le",
    "Remboursé",
  ],
  en: [
    "ID",
    "Date",
    "Client",
    "Amount",
    "Fee",
    "Net",
    "Status",
    "Method",
    "Operator",
    "Reference",
    "Phone",
    "Code",
    "Operator transaction",
    "Paid at",
    "Refunded",
  ],
} as const;

export function registerPaymentExport(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: "get",
    path: PATH,
    tags: ["Payments"],
    summary:
      "The filtered transactions as CSV (streamed; same filters as the list; lang=fr|en for the header; with French headers ';' and French labels unless format=raw, which keeps ',' and the English codes)",
    request: { query: PaymentExportQuery },
    responses: { 200: { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } } },
  });
  declareAccess("GET", PATH, { capability: "exportTransactions" });
  app.get(PATH, requireAccess({ capability: "exportTransactions" }), async (c) => {
    const parsed = PaymentExportQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: { code: "validationFailed", message: "Invalid filters." } }, 400);
    const deps = c.get("deps");
    const scope = staffScope(c);
    const filter = filterOf(parsed.data);
    const lang = parsed.data.lang ?? "fr";
    const format = parsed.data.format ?? "spreadsheet";
    const columns = COLUMNS[lang];
    const style = csvStyle(lang, format);
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="payflow-transactions-${day}${format === "raw" ? "-raw" : ""}.csv"`,
    );
    return stream(c, async (out) => {
      // A byte-order mark so spreadsheet programs read the accents as UTF-8.
      await out.write(`\uFEFF${columns.join(style.separator)}\r\n`);
      // Slices of BATCH rows, two built at a time (one by each of PostgreSQL's cores while the
      // previous is written), sent in order.
      const bounds = await exportBoundaries(deps.db, scope, filter, BATCH);
      const slice = (k: number) =>
        exportSlice(deps.db, scope, filter, k === 0 ? null : (bounds[k - 1] ?? null), bounds[k] ?? null, style);
      const slices = bounds.length + 1;
      const building = new Map<number, Promise<string[]>>();
      for (let k = 0; k < slices && !out.aborted; k++) {
        for (let ahead = k; ahead < Math.min(slices, k + AHEAD); ahead++) {
          if (!building.has(ahead)) building.set(ahead, slice(ahead));
        }
        const pieces = await (building.get(k) as Promise<string[]>);
        building.delete(k);
        for (const piece of pieces) await out.write(`${piece}\r\n`);
      }
      // Slices built ahead of an aborted download are not waited for, only kept from failing loudly.
      for (const pending of building.values()) pending.catch(() => undefined);
    });
  });
}
