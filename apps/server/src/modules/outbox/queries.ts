import { desc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { emailOutbox } from "../../db/schema";

/** The company's latest emails, newest first. */
export function latestEmails(db: Tx, companyId: string, limit: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.companyId, companyId))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
