import { USER_AGENT_MAX_LENGTH } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { profiles, signIns, users } from "../db/schema";
import { newId } from "../lib/ids";

export async function findProfileStatus(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, userId));
  return row?.status ?? null;
}

/** Records a real sign-in for the company's recent login sessions (spec: agent cut to 250). */
export async function recordSignIn(
  db: Tx,
  input: { userId: string; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  const [row] = await db
    .select({ companyId: profiles.companyId, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, input.userId));
  if (!row) return; // no profile: the session is refused further on anyway
  await db.insert(signIns).values({
    id: newId("sgn"),
    companyId: row.companyId,
    userId: input.userId,
    email: row.email,
    ipAddress: input.ipAddress,
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
}
