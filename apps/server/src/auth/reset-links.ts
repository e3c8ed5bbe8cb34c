import { createHash, randomBytes } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { verifications } from "../db/schema";
import { newId } from "../lib/ids";

// Password-reset links. The table keeps only a hash of each link's token (a database reader
// cannot use a link), a person has at most one live link, and any password change — by link,
// on the profile or by staff — ends every outstanding link.

const PREFIX = "reset-password:";

const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

/** A new link's token for this person; every earlier link of theirs stops working. */
export async function createResetLink(db: Tx, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deleteResetLinks(db, userId);
  await db
    .insert(verifications)
    .values({ id: newId("ver"), identifier: identifierOf(token), value: userId, expiresAt });
  return token;
}

/** Uses a link up (once, even under concurrent use): the person it was for, or null. */
export async function consumeResetLink(db: Tx, token: string): Promise<string | null> {
  const rows = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), sql`${verifications.expiresAt} > now()`))
    .returning({ userId: verifications.value });
  return rows[0]?.userId ?? null;
}

/** Ends every outstanding reset link of this person. */
export async function deleteResetLinks(db: Tx, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}
