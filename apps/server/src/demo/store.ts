import { and, eq, like, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { clients, transactions } from "../db/schema";

// Where the demo history (history.ts) is written and removed: its rows carry these id
// prefixes, so a new run replaces exactly the previous one and touches nothing else.

export const PAYMENT_PREFIX = "pay_demo_";
export const CLIENT_PREFIX = "cus_demo_";
export const ENDPOINT_ID = "we_demo_history";

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
