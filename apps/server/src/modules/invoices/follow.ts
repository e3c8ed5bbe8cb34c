import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { invoiceActivity, invoices } from "../../db/schema";
import type { Deps } from "../../deps";
import { recordInvoiceEvent } from "./events";
import * as q from "./queries";

// The invoices' follower (background.ts): tells as events what the database did by itself — a
// part paid moves its invoice in the statement that pays it (migration 0028) and leaves a line
// on the timeline not yet told — and tells once when an invoice becomes overdue. Each line is
// told in the transaction that marks it told, so an event is never told twice nor lost.

/** One round: parts paid not yet told, then invoices newly overdue. Answers how many it told. */
export async function followInvoices(deps: Deps, limit: number): Promise<number> {
  return (await tellPaidParts(deps, limit)) + (await tellOverdue(deps, limit));
}

async function tellPaidParts(deps: Deps, limit: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const lines = await tx
      .select()
      .from(invoiceActivity)
      .where(and(isNull(invoiceActivity.toldAt), inArray(invoiceActivity.kind, ["part_paid", "paid"])))
      .orderBy(asc(invoiceActivity.at))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (lines.length === 0) return 0;
    const rows = new Map(
      (await q.invoicesByIds(tx, [...new Set(lines.map((l) => l.invoiceId))])).map((r) => [r.id, r]),
    );
    for (const line of lines) {
      const row = rows.get(line.invoiceId);
      // A part paid that leaves the invoice partly paid is invoice.partially_paid; the last one is
      // told as invoice.paid by its own line; money on a void invoice is no change of the invoice.
      if (row && line.kind === "paid") await recordInvoiceEvent(tx, row, "invoice.paid");
      if (row && line.kind === "part_paid" && line.data.state === "partially_paid")
        await recordInvoiceEvent(tx, row, "invoice.partially_paid");
      await tx.update(invoiceActivity).set({ toldAt: new Date() }).where(eq(invoiceActivity.id, line.id));
    }
    return lines.length;
  });
}

async function tellOverdue(deps: Deps, limit: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(invoices)
      .where(and(isNull(invoices.overdueToldAt), q.overdueSql))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const row of due) {
      const told = await q.updateInvoice(tx, row.id, { overdueToldAt: new Date() });
      await q.addActivity(tx, row.id, "overdue", { dueDate: row.dueDate ?? "" });
      await recordInvoiceEvent(tx, told, "invoice.overdue");
    }
    return due.length;
  });
}
