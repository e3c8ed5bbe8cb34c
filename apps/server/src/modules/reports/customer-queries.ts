import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import type { Scope } from "../../db/scope";
import { SALE_SQL } from "./money";

// The customers report: every client with sales in the period — how many, their gross volume,
// refunds and net (money.ts), and when the latest was paid. One grouping in PostgreSQL.

export async function customerFigures(db: Tx, scope: Scope, range: { from: Date; to: Date }) {
  const { rows } = await db.execute(sql`
    SELECT c.id, c.name, c.email, g.payments, g.gross, g.refunds, g.last_at
    FROM (
      SELECT client_id, count(*) AS payments, sum(amount) AS gross, sum(refunded_amount) AS refunds,
             max(coalesce(paid_at, created_at)) AS last_at
      FROM transactions
      WHERE company_id = ${scope.companyId} AND is_test_data = ${scope.mode === "test"} AND ${sql.raw(SALE_SQL)}
        AND client_id IS NOT NULL AND created_at >= ${range.from} AND created_at < ${range.to}
      GROUP BY client_id
    ) g JOIN clients c ON c.id = g.client_id
    ORDER BY g.gross DESC, c.name`);
  return rows.map((r) => {
    const gross = Number(r.gross);
    const refunds = Number(r.refunds);
    return {
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      payments: Number(r.payments),
      grossVolume: gross,
      refunds,
      netVolume: gross - refunds,
      lastPaymentAt: new Date(r.last_at as string | Date).toISOString(),
    };
  });
}
