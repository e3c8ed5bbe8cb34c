import type { Preferences, PreferencesPatch } from "@payflow/contracts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles } from "../../db/schema";

/** Merges the change into the stored preferences in one statement, so two quick changes both stick. */
export async function mergePreferences(db: Tx, userId: string, patch: PreferencesPatch): Promise<Preferences | null> {
  const [row] = await db
    .update(profiles)
    .set({ preferences: sql`${profiles.preferences} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ preferences: profiles.preferences });
  return row?.preferences ?? null;
}
