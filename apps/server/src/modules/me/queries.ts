import type { Preferences, PreferencesPatch } from "@payflow/contracts";
import { eq, sql } from "drizzle-orm";
import type { Profile } from "../../auth/queries";
import type { Tx } from "../../db/client";
import { profiles, users } from "../../db/schema";

/** Merges the change into the stored preferences in one statement, so two quick changes both stick. */
export async function mergePreferences(db: Tx, userId: string, patch: PreferencesPatch): Promise<Preferences | null> {
  const [row] = await db
    .update(profiles)
    .set({ preferences: sql`${profiles.preferences} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ preferences: profiles.preferences });
  return row?.preferences ?? null;
}

export async function updateProfileFields(
  db: Tx,
  userId: string,
  fields: { name?: string; phone?: string | null; mustChangePassword?: boolean; status?: string },
): Promise<Profile | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  return row ?? null;
}

export async function renameUser(db: Tx, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}
