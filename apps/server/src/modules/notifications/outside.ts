import { isValidPhone, normalizePhone, type Preferences, toMsisdn } from "@payflow/contracts";
import type { Deps } from "../../deps";
import { type OutboxMessage, outboxMessage, sendOutboxMessage } from "../../mail/outbox";
import type { EmailTemplate, EmailTemplates } from "../../mail/templates";

/** Who a message outside the app goes to, with the choices they made in Preferences. */
export type Recipient = {
  companyId: string;
  name: string;
  email: string;
  phone: string | null;
  preferences: Preferences;
};

/**
 * An event told outside the app, by each channel the person turned on: email (SMTP, or the
 * outbox without one) and WhatsApp (the Cloud API for live-mode events when configured, else
 * the outbox). Best effort: a failure is recorded on the outbox row and logged.
 */
export async function tellOutside<K extends EmailTemplate>(
  deps: Deps,
  person: Recipient,
  message: { template: K; params: EmailTemplates[K]; live: boolean },
): Promise<void> {
  for (const m of toldOutside(deps, person, message)) await sendOutboxMessage(deps, m);
}

/**
 * The same messages rendered, not written: for a caller that writes them with what they tell of
 * (mail/outbox.ts outboxInsert) and then delivers them (deliverOutboxMessage).
 */
export function toldOutside<K extends EmailTemplate>(
  deps: Deps,
  person: Recipient,
  message: { template: K; params: EmailTemplates[K]; live: boolean },
): OutboxMessage[] {
  const base = { companyId: person.companyId, language: person.preferences.language, ...message };
  const messages: OutboxMessage[] = [];
  if (person.preferences.emailNotifications) messages.push(outboxMessage(deps, "email", { ...base, to: person.email }));
  if (person.preferences.whatsappNotifications && person.phone && isValidPhone(person.phone)) {
    messages.push(outboxMessage(deps, "whatsapp", { ...base, to: toMsisdn(normalizePhone(person.phone)) }));
  }
  return messages;
}
