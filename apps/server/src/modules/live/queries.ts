import { and, asc, eq, gt } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { clients, paymentEvents, transactions } from "../../db/schema";

/** The client records a portal login stands for (its payments are what it may follow). */
export async function clientIdsOfLogin(db: Tx, companyId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.userId, userId)));
  return rows.map((r) => r.id);
}

/** The company's payment events after a stream's last seen one (a reconnect's catch-up). */
export function eventsSince(db: Tx, companyId: string, seq: number, limit: number) {
  return db
    .select({
      seq: paymentEvents.seq,
      type: paymentEvents.type,
      paymentId: paymentEvents.paymentId,
      isTestData: paymentEvents.isTestData,
      status: transactions.status,
      clientId: transactions.clientId,
    })
    .from(paymentEvents)
    .innerJoin(transactions, eq(transactions.id, paymentEvents.paymentId))
    .where(and(eq(paymentEvents.companyId, companyId), gt(paymentEvents.seq, seq)))
    .orderBy(asc(paymentEvents.seq))
    .limit(limit);
}
