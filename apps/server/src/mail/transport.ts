import nodemailer from "nodemailer";
import type { Config } from "../config/env";

export type OutgoingEmail = { to: string; subject: string; text: string };

/** Hands a message to the SMTP server; throws when it is refused. */
export type MailTransport = { send: (email: OutgoingEmail) => Promise<void> };

/** nodemailer over SMTP_URL, or null: the outbox table is then the only copy. */
export function createMailTransport(config: Config): MailTransport | null {
  if (!config.SMTP_URL) return null;
  const transporter = nodemailer.createTransport(config.SMTP_URL);
  return {
    send: async (email) => {
      await transporter.sendMail({ from: config.MAIL_FROM, ...email });
    },
  };
}
