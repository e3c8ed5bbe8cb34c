import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, transactions } from "../../db/schema";
import type { Scope } from "../../db/scope";
import { type ListFilter, listWhere } from "./list-queries";
import type { Cursor } from "./queries";
import { type CsvStyle, methodColumn, RAW_CSV, statusColumn } from "./surfaces/export-style";

// The CSV export's queries: the slice boundaries read from the index, then each slice as
// finished CSV lines built by PostgreSQL.

/** A CSV field made by PostgreSQL: quoted, quotes doubled, a leading formula character defused. */
// left(…, 1) rather than a regular expression: this runs four times per row of a million.
const csvText = (value: SQL) =>
  sql`'"' || replace(CASE WHEN left(${value}, 1) IN ('=', '+', '@', '-') THEN '''' || ${value} ELSE coalesce(${value}, '') END, '"', '""') || '"'`;

const isoUtc = (value: SQL) => sql`coalesce(to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/**
 * The export's slices: the key (exact time as PostgreSQL's text, id) of every `size`-th row of
 * the list's filters and order, read from the index alone. Slice k holds the rows after key k−1
 * down to key k included (the first from the top, the last to the bottom), so slices can be
 * built side by side and none misses or repeats a row, even as new payments arrive.
 */
export async function exportBoundaries(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  size: number,
): Promise<ExportCursor[]> {
  const t = transactions;
  const numbered = db
    .select({
      createdAt: t.createdAt,
      id: t.id,
      n: sql<number>`row_number() OVER (ORDER BY ${t.createdAt} DESC, ${t.id} DESC)`.as("n"),
    })
    .from(t)
    .where(await listWhere(db, scope, filter, null))
    .as("numbered");
  const rows = await db
    .select({ createdAt: sql<string>`${numbered.createdAt}::text`, id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.n} % ${size} = 0`)
    .orderBy(numbered.n);
  return rows;
}

/** Lines per piece of an export slice's text. */
const CHUNK_ROWS = 300;

/**
 * One slice of the export as finished CSV lines, built by PostgreSQL (the list's filters and
 * order) and joined there into a few texts: Node only passes text along.
 */
export async function exportSlice(
  db: Tx,
  scope: Scope,
  filter: ListFilter,
  after: ExportCursor | null,
  downTo: ExportCursor | null,
  style: CsvStyle = RAW_CSV,
): Promise<string[]> {
  const t = transactions;
  const operatorName = sql`CASE ${t.operator} WHEN 'wave' THEN 'Wave' WHEN 'orange_money' THEN 'Orange Money' WHEN 'mtn_momo' THEN 'MTN Mobile Money' WHEN 'moov_money' THEN 'Moov Money' WHEN 'bank_transfer' THEN 'Virement bancaire' ELSE '' END`;
  const method = methodColumn(sql`${t.operator}`, style);
  const status = statusColumn(sql`${t.status}`, style);
  // The separator is one of two constants (CsvStyle), never a caller's text.
  const line = sql<string>`concat_ws(${sql.raw(`'${style.separator}'`)}, ${t.id}, ${isoUtc(sql`${t.createdAt}`)}, ${csvText(sql`${clients.name}`)}, ${t.amount}, ${t.fee}, ${t.net}, ${status}, ${method}, ${operatorName}, ${csvText(sql`${t.reference}`)}, ${csvText(sql`${t.phone}`)}, ${t.code}, ${csvText(sql`${t.operatorTransactionId}`)}, ${isoUtc(sql`${t.paidAt}`)}, ${t.refundedAmount})`;
  const slice = db
    .select({ line: sql<string>`${line}`.as("line"), createdAt: t.createdAt, id: t.id })
    .from(t)
    .leftJoin(clients, eq(clients.id, t.clientId))
    .where(
      and(
        await listWhere(db, scope, filter, after as Cursor | null),
        downTo ? sql`(${t.createdAt}, ${t.id}) >= (${downTo.createdAt}::timestamptz, ${downTo.id})` : undefined,
      ),
    )
    .as("slice");
  // Joined by PostgreSQL in pieces of CHUNK_ROWS lines (about 55 KB; twice that as a JS string
  // with accents, still under V8's 128 KB large-object size), not one text per slice:
  // each piece is a short-lived string the young generation collects at once, where a slice's
  // 1 MB text would wait in the large-object space for a full collection (peak memory).
  const numbered = db
    .select({
      line: slice.line,
      n: sql<number>`row_number() OVER (ORDER BY ${slice.createdAt} DESC, ${slice.id} DESC)`.as("n"),
    })
    .from(slice)
    .as("numbered");
  // A constant in the text, not a parameter: GROUP BY and ORDER BY must read the same expression.
  const piece = sql`(${numbered.n} - 1) / ${sql.raw(String(CHUNK_ROWS))}`;
  const rows = await db
    .select({ text: sql<string>`string_agg(${numbered.line}, E'\r\n' ORDER BY ${numbered.n})` })
    .from(numbered)
    .groupBy(piece)
    .orderBy(piece);
  return rows.map((r) => r.text);
}

/** A row's place in the export's order: PostgreSQL's text of its time (exact), and its id. */
export type ExportCursor = { createdAt: string; id: string };
