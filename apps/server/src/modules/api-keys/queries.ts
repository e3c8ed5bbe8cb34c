import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { apiKeys, profiles, roles } from "../../db/schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;
/** A key with its maker's name (null when the maker was deleted). */
export type ListedKey = ApiKeyRow & { makerName: string | null };

export async function insertKey(db: Tx, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [saved] = await db.insert(apiKeys).values(row).returning();
  return saved as ApiKeyRow;
}

export async function listKeys(db: Tx, companyId: string): Promise<ListedKey[]> {
  const rows = await db
    .select({ key: apiKeys, makerName: profiles.name })
    .from(apiKeys)
    .leftJoin(profiles, eq(profiles.userId, apiKeys.userId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => ({ ...r.key, makerName: r.makerName }));
}

export async function findKey(db: Tx, companyId: string, id: string): Promise<ListedKey | null> {
  const [row] = await db
    .select({ key: apiKeys, makerName: profiles.name })
    .from(apiKeys)
    .leftJoin(profiles, eq(profiles.userId, apiKeys.userId))
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row ? { ...row.key, makerName: row.makerName } : null;
}

/**
 * A working key with its maker as they are now: role, status and company from the profile, a
 * custom role's capabilities (the same reading as a session's, auth/queries.ts).
 */
export type WorkingKey = ApiKeyRow & {
  makerRole: string | null;
  makerStatus: string | null;
  makerCompanyId: string | null;
  makerCustomCapabilities: string[] | null;
};

// Every merchant API call runs it: the key and its maker's rights in one statement.
const workingKeyQuery = preparedPerDb((db) =>
  db
    .select({
      key: apiKeys,
      makerRole: profiles.role,
      makerStatus: profiles.status,
      makerCompanyId: profiles.companyId,
      makerCustomCapabilities: roles.capabilities,
    })
    .from(apiKeys)
    .leftJoin(profiles, eq(profiles.userId, apiKeys.userId))
    .leftJoin(roles, and(eq(roles.companyId, profiles.companyId), eq(roles.name, profiles.role)))
    .where(
      and(
        eq(apiKeys.keyHash, sql.placeholder("keyHash")),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > now()`),
      ),
    )
    .prepare("payflow_working_api_key"),
);

/** The key behind a hash, when it still works (not revoked, not past a roll's overlap). */
export async function findWorkingKey(db: Database, keyHash: string): Promise<WorkingKey | null> {
  const [row] = await workingKeyQuery(db).execute({ keyHash });
  if (!row) return null;
  const { key, ...maker } = row;
  return { ...key, ...maker };
}

export async function setKey(db: Tx, companyId: string, id: string, patch: Partial<typeof apiKeys.$inferInsert>) {
  const [row] = await db
    .update(apiKeys)
    .set(patch)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
    .returning();
  return row ?? null;
}

/** Whether a key with this hash was ever made (a refused call only: whether to say "revoked"). */
export async function keyExists(db: Database, keyHash: string): Promise<boolean> {
  const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row !== undefined;
}

/** How often a key's last use is written. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Marks a key used, at most once a minute: a key read as marked this minute costs no write (a
 * round trip on every merchant call), and the condition keeps concurrent calls to one write.
 */
export async function touchKey(db: Tx, key: Pick<ApiKeyRow, "id" | "lastUsedAt">): Promise<void> {
  if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(
          isNull(apiKeys.lastUsedAt),
          sql`${apiKeys.lastUsedAt} < now() - make_interval(secs => ${TOUCH_EVERY_MS / 1000})`,
        ),
      ),
    );
}
