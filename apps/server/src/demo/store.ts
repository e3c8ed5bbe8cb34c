import { and, eq, getTableColumns, like, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";
import { clients, transactions } from "../db/schema";

// Where the demo history (history.ts) is written and removed: its rows carry these id
// prefixes, so a new run replaces exactly the previous one and touches nothing else.

export const PAYMENT_PREFIX = "pay_demo_";
export const CLIENT_PREFIX = "cus_demo_";
export const ENDPOINT_ID = "we_demo_history";
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

/** Removes the previous demo history of the company's test mode (and nothing else). */
export async function removeDemo(tx: Tx, companyId: string): Promise<void> {
  const demoPayments = sql`SELECT id FROM transactions WHERE company_id = ${companyId} AND is_test_data AND id LIKE ${`${PAYMENT_PREFIX}%`}`;
  const demoEvents = sql`SELECT id FROM payment_events WHERE payment_id IN (${demoPayments})`;
  await tx.execute(
    sql`DELETE FROM webhook_deliveries WHERE event_id IN (${demoEvents}) OR endpoint_id = ${ENDPOINT_ID}`,
  );
  // The books keep what was posted for the demo's payments: it is reversed, never removed.
  await tx.execute(
    sql`SELECT ledger_reverse_all(ARRAY(SELECT id FROM ledger_journal WHERE payment_id IN (${demoPayments}) AND source <> 'reversal'))`,
  );
  await tx.execute(sql`DELETE FROM statement_lines WHERE payment_id IN (${demoPayments})`);
  await tx.execute(sql`DELETE FROM refunds WHERE payment_id IN (${demoPayments})`);
  await tx.execute(sql`DELETE FROM payment_events WHERE payment_id IN (${demoPayments})`);
  await tx.execute(sql`DELETE FROM payment_attempts WHERE payment_id IN (${demoPayments})`);
  await tx
    .delete(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.isTestData, true),
        like(transactions.id, `${PAYMENT_PREFIX}%`),
      ),
    );
  await tx.delete(clients).where(and(eq(clients.companyId, companyId), like(clients.id, `${CLIENT_PREFIX}%`)));
}
