import {
  type ContactMessage,
  type ContactMessageList,
  type ContactRequest,
  firstContactError,
  hasCapability,
  normalizeEmail,
  resolveCapabilities,
  type SupportInfo,
} from "@payflow/contracts";
import type { Config } from "../../config/env";
import type { Tx } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import { findDefaultCompany } from "../accounts";
import { notify } from "../notifications";
import { listCustomRoles } from "../roles";
import * as q from "./queries";

/** The inbox shows this many of the newest messages; the unhandled count covers them all. */
export const INBOX_SIZE = 200;

export function supportInfo(config: Config): SupportInfo {
  return { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE, address: config.SUPPORT_ADDRESS };
}

/**
 * Stores a message from the public contact form in the default company's inbox (the public
 * site has no tenant) and tells that company's support staff in-app. Checks run before the
 * rate limit so a typo does not use up the sender's attempts.
 */
export async function submitContact(deps: Deps, input: ContactRequest, ip: string): Promise<{ id: string }> {
  const invalid = firstContactError(input);
  if (invalid) throw new AppError(invalid.code, { field: invalid.field });
  const { db, config, logger } = deps;
  await consumeRateLimit(
    db,
    `contact:ip:${ip}`,
    config.PAYFLOW_RATE_LIMIT_CONTACT,
    config.PAYFLOW_RATE_LIMIT_CONTACT_WINDOW_SECONDS,
  );
  const company = await findDefaultCompany(db);
  if (!company) throw new AppError("serviceUnavailable");
  const name = input.name.trim();
  const subject = input.subject.trim();
  const id = await q.insertContactMessage(db, {
    companyId: company.id,
    name,
    email: normalizeEmail(input.email),
    subject,
    message: input.message.trim(),
    ipAddress: ip || null,
  });
  // The message is stored whatever happens next: a failed notification is only logged.
  try {
    await notifySupportStaff(db, company.id, { name, subject });
  } catch (error) {
    logger.warn("support staff not notified of a contact message", { id, error });
  }
  return { id };
}

async function notifySupportStaff(db: Tx, companyId: string, params: { name: string; subject: string }) {
  const [staff, customRoles] = await Promise.all([q.listActiveStaff(db, companyId), listCustomRoles(db, companyId)]);
  for (const member of staff) {
    // Custom roles holding manageSupportTickets are told too.
    if (!hasCapability(resolveCapabilities(member.role, customRoles), "manageSupportTickets")) continue;
    await notify(db, {
      userId: member.userId,
      companyId,
      type: "info",
      titleKey: "notif.contactMessage.title",
      messageKey: "notif.contactMessage.message",
      params,
    });
  }
}

type Row = NonNullable<Awaited<ReturnType<typeof q.findContactMessage>>>;

function toContactMessage(r: Row): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    handled: r.handled,
    handledAt: r.handledAt?.toISOString() ?? null,
    handledBy: r.handledBy,
    receivedAt: r.createdAt.toISOString(),
  };
}

export async function listMessages(db: Tx, companyId: string): Promise<ContactMessageList> {
  const [rows, unhandledCount] = await Promise.all([
    q.listContactMessages(db, companyId, INBOX_SIZE),
    q.countUnhandled(db, companyId),
  ]);
  return { items: rows.map(toContactMessage), unhandledCount };
}

export async function getMessage(db: Tx, companyId: string, id: string): Promise<ContactMessage> {
  const row = await q.findContactMessage(db, companyId, id);
  // Another company's message answers 404, exactly like a missing one.
  if (!row) throw new AppError("notFound");
  return toContactMessage(row);
}

export async function setHandled(
  db: Tx,
  companyId: string,
  id: string,
  handled: boolean,
  userId: string,
): Promise<ContactMessage> {
  if (!(await q.setHandled(db, companyId, id, handled, userId))) throw new AppError("notFound");
  return getMessage(db, companyId, id);
}
