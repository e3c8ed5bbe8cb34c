import type { Language } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { secretBoxFor } from "../lib/secret-box";
import { type EmailTemplate, type EmailTemplates, renderEmail, renderMaskedEmail } from "./templates";
import type { MailTransport } from "./transport";

type MailDeps = { db: Database; mail: MailTransport | null; logger: Logger; secretKey: string };

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
export async function sendEmail<K extends EmailTemplate>(deps: MailDeps, req: EmailRequest<K>): Promise<string> {
  const { subject, text } = renderEmail(req.template, req.language, req.params);
  const masked = renderMaskedEmail(req.template, req.language, req.params);
  const id = newId("eml");
  // The row shows the email with its secrets masked; the full text stays sealed (for an admin
  // to pass on) only while it is not delivered.
  const sealed =
    masked.text === text && masked.subject === subject
      ? null
      : outboxBox(deps.secretKey).seal(JSON.stringify({ subject, text }), id);
  await deps.db.insert(emailOutbox).values({
    id,
    companyId: req.companyId,
    toEmail: req.to,
    template: req.template,
    language: req.language,
    subject: masked.subject,
    textBody: masked.text,
    sealed,
    status: deps.mail ? "sending" : "notSent",
  });
  if (!deps.mail) return id;
  try {
    await deps.mail.send({ to: req.to, subject, text });
    await deps.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), sealed: null })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    deps.logger.error("email delivery failed", { template: req.template, error });
    await deps.db
      .update(emailOutbox)
      .set({ status: "failed", error: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(emailOutbox.id, id));
  }
  return id;
}
