import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";

/** The company's latest emails, newest first. */
export function latestEmails(db: Tx, companyId: string, limit: number, to: string | null) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.companyId, companyId), to ? eq(emailOutbox.toEmail, to) : undefined))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

export async function findEmail(db: Tx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.id, id)));
  return row ?? null;
}
