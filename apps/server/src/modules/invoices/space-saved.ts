import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import * as q from "./queries";

// A live FNE space was just saved (Settings › Invoicing; docs/INVOICES.md § Certification). The
// company's live invoices and credit notes held because it had none were never sent to the
// platform — nothing could have been certified — so they go back in the queue at once, in the
// saving transaction. Those held for an answer that never came stay held for a person.

/** Answers how many invoices and credit notes went back in the queue. */
export async function requeueAwaitingSpace(
  tx: Tx,
  companyId: string,
): Promise<{ invoices: number; creditNotes: number }> {
  const invoices = await tx.execute<{ id: string }>(sql`
    UPDATE invoices SET certification_status = 'pending', certification_next_at = now(),
      certification_sent_at = NULL, certification_error = NULL
    WHERE company_id = ${companyId} AND NOT is_test_data AND certification_status = 'held'
      AND certification_error->>'code' = 'no_fne_space'
    RETURNING id`);
  for (const { id } of invoices.rows) await q.addActivity(tx, id, "certification_retried", { code: "fne_space_set" });
  const notes = await tx.execute(sql`
    UPDATE credit_notes SET status = 'pending', next_at = now(), sent_at = NULL, error = NULL
    WHERE company_id = ${companyId} AND NOT is_test_data AND status = 'held' AND error->>'code' = 'no_fne_space'`);
  return { invoices: invoices.rows.length, creditNotes: notes.rowCount ?? 0 };
}
