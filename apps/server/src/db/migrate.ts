import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { createDb } from "./client";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Fixed numbers; they only have to be the same for every PayFlow instance.
export const LOCKS = { migrate: 0x7061_7901, seed: 0x7061_7902, jobs: 0x7061_7903 } as const;

/** Runs fn while holding a session-level advisory lock, so instances take turns. */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [key]);
    try {
      return await fn();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies the committed migrations. Several instances may start at once on one database; the
 * later ones wait on the lock and then find nothing left to do.
 */
export function runMigrations(pool: pg.Pool): Promise<void> {
  return withAdvisoryLock(pool, LOCKS.migrate, () => migrate(createDb(pool), { migrationsFolder: MIGRATIONS_DIR }));
}
