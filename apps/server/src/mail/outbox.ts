import type { Language } from "@payflow/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secret-box";
import { type EmailTemplate, type EmailTemplates, renderEmail, renderMaskedEmail } from "./templates";
import type { MailTransport } from "./transport";
import type { WhatsAppTransport } from "./whatsapp";

type MailDeps = {
  db: Database;
  mail: MailTransport | null;
  whatsapp: WhatsAppTransport | null;
  logger: Logger;
  secretKey: string;
};

/** The key that seals undelivered emails. */
export const outboxBox = (secretKey: string) => secretBoxFor(secretKey, "email-outbox");

export type EmailRequest<K extends EmailTemplate> = {
  /** The recipient's company (null for an address PayFlow does not know). */
  companyId: string | null;
  to: string;
  language: Language;
  template: K;
  params: EmailTemplates[K];
};

/**
 * Writes the email to the outbox, then hands it to SMTP when one is configured. Delivery
 * failures are recorded on the row and logged, never thrown: the action that sent the email
 * (a user created, a reset asked) has already happened.
 */
export function sendEmail<K extends EmailTemplate>(deps: MailDeps, req: EmailRequest<K>): Promise<string> {
  return sendOutboxMessage(deps, outboxMessage(deps, "email", req));
}

/**
 * The same message by WhatsApp, to a number in international form (225…): sent through the
 * WhatsApp Cloud API only for live-mode events and when it is configured; otherwise (test mode,
 * or not configured) it stays in the outbox, marked not sent, for an admin to read.
 */
export function sendWhatsApp<K extends EmailTemplate>(
  deps: MailDeps,
  req: EmailRequest<K> & { live: boolean },
): Promise<string> {
  return sendOutboxMessage(deps, outboxMessage(deps, "whatsapp", req));
}

type Deliver = (message: { subject: string; text: string }) => Promise<void>;

/** An outbox row ready to be written, and how to deliver it once it is (null: it stays in the outbox). */
export type OutboxMessage = {
  row: typeof emailOutbox.$inferInsert;
  message: { subject: string; text: string };
  deliver: Deliver | null;
};

/** The channel's way to deliver a message to `to` now, or null when it stays in the outbox. */
function deliveryOf(deps: MailDeps, channel: "email" | "whatsapp", to: string, live: boolean): Deliver | null {
  if (channel === "email") {
    const transport = deps.mail;
    return transport ? ({ subject, text }) => transport.send({ to, subject, text }) : null;
  }
  const transport = live ? deps.whatsapp : null;
  return transport ? ({ subject, text }) => transport.send(to, `${subject}\n\n${text}`) : null;
}

/**
 * Renders a message into its outbox row without writing it: a payment's outcome writes its
 * messages in the statement that settles it (modules/payments/engine), then delivers them.
 */
export function outboxMessage<K extends EmailTemplate>(
  deps: MailDeps,
  channel: "email" | "whatsapp",
  req: EmailRequest<K> & { live?: boolean },
): OutboxMessage {
  const { subject, text } = renderEmail(req.template, req.language, req.params);
  const masked = renderMaskedEmail(req.template, req.language, req.params);
  const id = newId("eml");
  const deliver = deliveryOf(deps, channel, req.to, req.live ?? false);
  // The row shows the message with its secrets masked; the full text stays sealed (for an admin
  // to pass on) only while it is not delivered.
  const sealed =
    masked.text === text && masked.subject === subject
      ? null
      : outboxBox(deps.secretKey).seal(JSON.stringify({ subject, text }), id);
  const row = {
    id,
    channel,
    companyId: req.companyId,
    toEmail: req.to,
    template: req.template,
    language: req.language,
    subject: masked.subject,
    textBody: masked.text,
    sealed,
    status: deliver ? "sending" : "notSent",
  };
  return { row, message: { subject, text }, deliver };
}

/** Delivers a message whose row is written; the outcome is recorded on the row, never thrown. */
export async function deliverOutboxMessage(deps: MailDeps, m: OutboxMessage): Promise<void> {
  if (!m.deliver) return;
  const id = m.row.id as string;
  try {
    await m.deliver(m.message);
    await deps.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), sealed: null })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    deps.logger.error("message delivery failed", { channel: m.row.channel, template: m.row.template, error });
    await deps.db
      .update(emailOutbox)
      .set({ status: "failed", error: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(emailOutbox.id, id));
  }
}

/**
 * Rows of messages, as a statement's data-modifying part (`WITH outbox AS (…)`): written by the
 * statement that writes what they tell of, only `when` holds if given.
 */
export function outboxInsert(messages: readonly OutboxMessage[], when: SQL | null = null): SQL {
  const rows = messages.map(({ row }) => ({
    id: row.id,
    channel: row.channel,
    company_id: row.companyId,
    to_email: row.toEmail,
    template: row.template,
    language: row.language,
    subject: row.subject,
    text_body: row.textBody,
    sealed: row.sealed,
    status: row.status,
  }));
  return sql`INSERT INTO email_outbox (id, channel, company_id, to_email, template, language, subject, text_body, sealed, status)
    SELECT id, channel, company_id, to_email, template, language, subject, text_body, sealed, status
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS m(id text, channel text, company_id text, to_email text,
      template text, language text, subject text, text_body text, sealed text, status text)
    ${when ? sql`WHERE ${when}` : sql``}`;
}

/** Writes a rendered message's row, then delivers it; answers the row's id. */
export async function sendOutboxMessage(deps: MailDeps, m: OutboxMessage): Promise<string> {
  await deps.db.insert(emailOutbox).values(m.row);
  await deliverOutboxMessage(deps, m);
  return m.row.id as string;
}
