import { getTableColumns, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "./client";

// Many rows at once (the demo history, a payout batch's lines).

const CHUNK = 5000;

/**
 * Inserts many rows as one JSON text per chunk, which PostgreSQL unpacks itself
 * (json_populate_recordset): tens of thousands of rows in a second or two, where binding each
 * value through the query builder took ten times longer.
 */
export async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: Array<T["$inferInsert"]>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object).filter((k) => k in columns);
  const names = sql.join(
    keys.map((k) => sql.identifier((columns[k] as { name: string }).name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableConfig(table).name);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) out[(columns[k] as { name: string }).name] = (row as Record<string, unknown>)[k];
      return out;
    });
    await tx.execute(
      sql`INSERT INTO ${tableName} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}
