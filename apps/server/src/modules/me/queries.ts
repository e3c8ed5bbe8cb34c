import type { Preferences } from "@payflow/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles, users } from "../../db/schema";

export async function findMe(db: Tx, userId: string) {
  const [row] = await db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function savePreferences(db: Tx, userId: string, preferences: Preferences): Promise<void> {
  await db.update(profiles).set({ preferences, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}
