import type { InvoiceDetail, Language, SendInvoiceRequest } from "@payflow/contracts";
import { publicUrl } from "../../config/env";
import type { Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { formatAmount } from "../../lib/amount";
import { deliverOutboxMessage, type OutboxMessage, outboxMessage } from "../../mail/outbox";
import type { EmailTemplates } from "../../mail/templates";
import { auditInvoice, type InvoiceCaller } from "./caller";
import * as q from "./queries";
import { getInvoice, invoicePayUrl } from "./read";

// Sending an invoice to its client (docs/INVOICES.md § Sending): by email and by WhatsApp, the
// company's existing channels (the outbox), with the invoice's page where the client sees and
// pays it. Each message is written to the outbox and logged on the invoice in one transaction,
// then delivered; test mode's WhatsApp messages stay in the outbox, as every test message does.

export type Channel = "email" | "whatsapp";

/** A WhatsApp number is the international form without "+" (225…). */
const whatsappNumber = (phone: string) => phone.replace(/\D/g, "");

/** Written as the client reads it: 31/12/2026 in French, 2026-12-31 in English. */
export const dueText = (due: string | null, lang: Language) =>
  !due ? "" : lang === "fr" ? due.split("-").reverse().join("/") : due;

/** The invoice's message params, amounts in the client's language. */
export function invoiceMessageParams(deps: Deps, row: q.InvoiceRow, business: string, lang: Language) {
  const amount = (n: number) => formatAmount(n, lang);
  return {
    client: row.clientName,
    business,
    number: row.number ?? "",
    total: amount(row.totalTtc),
    remaining: amount(Math.max(0, row.totalTtc - row.amountPaid)),
    due: dueText(row.dueDate, lang),
    link: invoicePayUrl(publicUrl(deps.config), row.id),
  } satisfies EmailTemplates["invoiceSent"];
}

/** Writes the messages and their lines on the invoice's timeline in `tx`; answers them to deliver after commit. */
export async function writeInvoiceMessages<K extends "invoiceSent" | "invoiceReminder">(
  deps: Deps,
  tx: Tx,
  row: q.InvoiceRow,
  to: { email: string; phone: string },
  channels: readonly Channel[],
  template: K,
  params: EmailTemplates[K],
  lang: Language,
  kind: "sent" | "reminder",
): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  for (const channel of channels) {
    const address = channel === "email" ? to.email : whatsappNumber(to.phone);
    if (!address) continue;
    const message = outboxMessage(deps, channel, {
      companyId: row.companyId,
      to: address,
      language: lang,
      template,
      params,
      live: !row.isTestData,
    });
    await tx.insert(emailOutbox).values(message.row);
    await q.addActivity(tx, row.id, kind, { channel, to: address, messageId: String(message.row.id) });
    messages.push(message);
  }
  return messages;
}

/**
 * Writes the invoice's messages on those of `channels` its client has an address for, in `tx`
 * (the invoice locked by it); answers them to deliver after commit, none when the client has no
 * address on any of them.
 */
export async function sendIn(
  deps: Deps,
  tx: Tx,
  row: q.InvoiceRow,
  channels: readonly Channel[],
  lang: Language,
): Promise<OutboxMessage[]> {
  const client = await q.invoiceClient(tx, row);
  const to = { email: client?.email ?? "", phone: client?.phone ?? "" };
  const reachable = channels.filter((c) => (c === "email" ? to.email : to.phone));
  if (reachable.length === 0) return [];
  const company = await q.findCompany(tx, row.companyId);
  const params = invoiceMessageParams(deps, row, company?.name ?? "", lang);
  return writeInvoiceMessages(deps, tx, row, to, reachable, "invoiceSent", params, lang, "sent");
}

export async function sendInvoice(
  deps: Deps,
  caller: InvoiceCaller,
  id: string,
  input: SendInvoiceRequest,
): Promise<InvoiceDetail> {
  const messages = await deps.db.transaction(async (tx) => {
    const row = await q.lockInvoice(tx, caller.scope, id);
    if (!row) throw new AppError("notFound");
    if (row.state !== "open" && row.state !== "partially_paid") throw new AppError("invoiceNotPayable");
    const lang = input.language ?? (row.language as Language);
    const written = await sendIn(deps, tx, row, input.channels ?? ["email", "whatsapp"], lang);
    if (written.length === 0) throw new AppError("invoiceClientUnreachable", { field: "channels" });
    await auditInvoice(tx, caller, "invoice.sent", row, { channels: written.map((m) => m.row.channel) });
    return written;
  });
  for (const m of messages) await deliverOutboxMessage(deps, m);
  return getInvoice(deps, caller.scope, id);
}
