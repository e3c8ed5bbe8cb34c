import { normalizeEmail } from "@payflow/contracts";
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles } from "../../db/schema";

export type Account = typeof profiles.$inferSelect;

/** The profile behind an email, when that person may sign in (not inactive). */
export async function findUsableAccount(db: Tx, email: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.email, normalizeEmail(email)), ne(profiles.status, "inactive")));
  return row ?? null;
}
