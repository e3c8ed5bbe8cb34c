import { type Language, nextReminder } from "@payflow/contracts";
import { and, asc, inArray, isNotNull, lte } from "drizzle-orm";
import { invoices } from "../../db/schema";
import type { Deps } from "../../deps";
import { deliverOutboxMessage, type OutboxMessage } from "../../mail/outbox";
import * as q from "./queries";
import { invoiceMessageParams, writeInvoiceMessages } from "./send";

// The reminders' round (docs/INVOICES.md § Reminders): each invoice whose next reminder has come
// is reminded on every channel its client has, the messages and their lines on the invoice's
// timeline written with the invoice's next time in one transaction (so a reminder goes once), then
// delivered. Reminders stop by themselves: a paid invoice's next time is cleared by the statement
// that pays it, a void one's by the void; a reminder that would fall in the quiet hours waits for
// the morning, and after a downtime only the latest one due goes, never a burst.

export async function remindDue(deps: Deps, limit: number, now = new Date()): Promise<number> {
  const messages = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(invoices)
      .where(
        and(
          isNotNull(invoices.nextReminderAt),
          lte(invoices.nextReminderAt, now),
          inArray(invoices.state, ["open", "partially_paid"]),
        ),
      )
      .orderBy(asc(invoices.nextReminderAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const out: OutboxMessage[] = [];
    for (const row of due) out.push(...(await remindOne(deps, tx, row, now)));
    return out;
  });
  for (const m of messages) await deliverOutboxMessage(deps, m);
  return messages.length;
}

async function remindOne(deps: Deps, tx: Parameters<typeof q.findClient>[0], row: q.InvoiceRow, now: Date) {
  const schedule = row.reminderSchedule;
  const next = schedule && row.dueDate ? nextReminder(schedule, row.dueDate, row.remindersSent, now) : null;
  if (!schedule || !row.dueDate || !next) {
    await q.updateInvoice(tx, row.id, { nextReminderAt: null });
    return [];
  }
  // Its time has not come (the quiet hours moved it): only the next look changes.
  if (next.at > now) {
    await q.updateInvoice(tx, row.id, { nextReminderAt: next.at });
    return [];
  }
  const client = await q.invoiceClient(tx, row);
  const company = await q.findCompany(tx, row.companyId);
  const lang = row.language as Language;
  const params = {
    ...invoiceMessageParams(deps, row, company?.name ?? "", lang),
    when: next.reminder.when,
    days: String(next.reminder.days),
  };
  const to = { email: client?.email ?? "", phone: client?.phone ?? "" };
  const written = await writeInvoiceMessages(
    deps,
    tx,
    row,
    to,
    ["email", "whatsapp"],
    "invoiceReminder",
    params,
    lang,
    "reminder",
  );
  const sent = next.index + 1;
  const after = nextReminder(schedule, row.dueDate, sent, now);
  await q.updateInvoice(tx, row.id, { remindersSent: sent, nextReminderAt: after?.at ?? null });
  return written;
}
