import { z } from "zod";
import { IsoDateTime, text } from "./common";
import { CONTACT_LIMITS } from "./contact";

// Contact form (public), the support team's inbox of those messages, and the support
// contact details shown on the public and signed-in pages.

/** Shapes only: the ordered field checks are contactErrors() in contact.ts. */
export const ContactRequest = z
  .object({
    name: text(CONTACT_LIMITS.name),
    email: text(CONTACT_LIMITS.email),
    subject: text(CONTACT_LIMITS.subject),
    message: text(CONTACT_LIMITS.message),
  })
  .strict();
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ id: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** Where people can reach the support team (from the server's configuration). */
export const SupportInfo = z.object({ email: z.string(), phone: z.string(), address: z.string() });
export type SupportInfo = z.infer<typeof SupportInfo>;

export const ContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: IsoDateTime.nullable(),
  handledBy: z.string().nullable(),
  receivedAt: IsoDateTime,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessageList = z.object({
  items: z.array(ContactMessage),
  unhandledCount: z.number().int(),
});
export type ContactMessageList = z.infer<typeof ContactMessageList>;

export const ContactMessageHandledRequest = z.object({ handled: z.boolean() }).strict();
export type ContactMessageHandledRequest = z.infer<typeof ContactMessageHandledRequest>;
