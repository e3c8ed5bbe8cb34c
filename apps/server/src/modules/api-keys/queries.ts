import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { apiKeys } from "../../db/schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertKey(db: Tx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [saved] = await db.insert(apiKeys).values(row).returning();
  return saved as ApiKeyRow;
}

export function listKeys(db: Tx, companyId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt));
}

export async function findKey(db: Tx, companyId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row ?? null;
}

/** The key behind a hash, when it still works (not revoked, not past a roll's overlap). */
export async function findWorkingKey(db: Tx, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > now()`),
      ),
    );
  return row ?? null;
}

export async function setKey(db: Tx, companyId: string, id: string, patch: Partial<typeof apiKeys.$inferInsert>) {
  const [row] = await db
    .update(apiKeys)
    .set(patch)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .returning();
  return row ?? null;
}

/** Marks a key used; at most one write a minute per key. */
export async function touchKey(db: Tx, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), sql`${apiKeys.lastUsedAt} < now() - interval '1 minute'`)),
    );
}
