import type { Language } from "@payflow/contracts";
import { eq } from "drizzle-orm";
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
  const transport = deps.mail;
  return record(
    deps,
    "email",
    req,
    transport ? ({ subject, text }) => transport.send({ to: req.to, subject, text }) : null,
  );
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
  const transport = req.live ? deps.whatsapp : null;
  return record(
    deps,
    "whatsapp",
    req,
    transport ? ({ subject, text }) => transport.send(req.to, `${subject}\n\n${text}`) : null,
  );
}

type Deliver = (message: { subject: string; text: string }) => Promise<void>;

async function record<K extends EmailTemplate>(
  deps: MailDeps,
  channel: "email" | "whatsapp",
  req: EmailRequest<K>,
  deliver: Deliver | null,
): Promise<string> {
  const { subject, text } = renderEmail(req.template, req.language, req.params);
  const masked = renderMaskedEmail(req.template, req.language, req.params);
  const id = newId("eml");
  // The row shows the message with its secrets masked; the full text stays sealed (for an admin
  // to pass on) only while it is not delivered.
  const sealed =
    masked.text === text && masked.subject === subject
      ? null
      : outboxBox(deps.secretKey).seal(JSON.stringify({ subject, text }), id);
  await deps.db.insert(emailOutbox).values({
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
  });
  if (!deliver) return id;
  try {
    await deliver({ subject, text });
    await deps.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), sealed: null })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    deps.logger.error("message delivery failed", { channel, template: req.template, error });
    await deps.db
      .update(emailOutbox)
      .set({ status: "failed", error: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(emailOutbox.id, id));
  }
  return id;
}
