import { z } from "zod";

export const EMAIL_STATUSES = ["notSent", "sending", "sent", "failed"] as const;

/**
 * An email PayFlow wrote; `notSent` means no SMTP server is configured and this is the only
 * copy. Its secrets (temporary password, reset link, sign-in code) are masked; while it is not
 * delivered (`revealable`) an admin can read it in full, which the audit log records.
 */
export const MESSAGE_CHANNELS = ["email", "whatsapp"] as const;

export const OutboxEmail = z.object({
  id: z.string(),
  /** email, or whatsapp (kept here in test mode and when WhatsApp is not configured). */
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  revealable: z.boolean(),
  template: z.string(),
  language: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

export const OutboxList = z.object({ items: z.array(OutboxEmail), smtpConfigured: z.boolean() });
export type OutboxList = z.infer<typeof OutboxList>;

/** An undelivered email in full, for an admin to pass on. */
export const OutboxRevealed = z.object({ id: z.string(), subject: z.string(), text: z.string() });
export type OutboxRevealed = z.infer<typeof OutboxRevealed>;

/** Narrows the list to one recipient (an email address or a WhatsApp number), exactly. */
export const OutboxQuery = z.object({ to: z.string().trim().toLowerCase().max(320).optional() });
export type OutboxQuery = z.infer<typeof OutboxQuery>;
