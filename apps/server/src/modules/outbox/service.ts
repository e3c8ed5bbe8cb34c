import type { OutboxEmail, OutboxRevealed } from "@payflow/contracts";
import type { Deps } from "../../deps";
import type { Acting } from "../../http/actor";
import { AppError } from "../../http/errors";
import { outboxBox } from "../../mail/outbox";
import { recordAudit } from "../audit";
import * as q from "./queries";

const OUTBOX_SHOWN = 100;

/** The company's latest emails as stored: secrets masked. */
export async function listEmails(deps: Deps, companyId: string, to: string | null = null): Promise<OutboxEmail[]> {
  const rows = await q.latestEmails(deps.db, companyId, OUTBOX_SHOWN, to);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel as OutboxEmail["channel"],
    to: r.toEmail,
    subject: r.subject,
    text: r.textBody,
    revealable: r.sealed !== null,
    template: r.template,
    language: r.language,
    status: r.status as OutboxEmail["status"],
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/**
 * An undelivered email in full (temporary password, reset link or code included), so an admin
 * can pass it on when no email server is configured. Audited; gone once delivered (404).
 */
export async function revealEmail(deps: Deps, { user, audit }: Acting, id: string): Promise<OutboxRevealed> {
  const row = await q.findEmail(deps.db, user.companyId, id);
  if (!row?.sealed) throw new AppError("notFound");
  const full = JSON.parse(outboxBox(deps.secretKey).open(row.sealed, row.id)) as { subject: string; text: string };
  await recordAudit(deps.db, audit, {
    action: "outbox.revealed",
    targetType: "email",
    targetId: row.id,
    targetLabel: row.toEmail,
    details: { template: row.template },
  });
  return { id: row.id, ...full };
}
