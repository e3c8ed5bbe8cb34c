import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { createDb } from "./client";
import { LOCKS, withAdvisoryLock } from "./locks";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies the committed migrations. Several instances may start at once on one database; the
 * later ones wait on the lock and then find nothing left to do.
 */
export function runMigrations(pool: pg.Pool): Promise<void> {
  return withAdvisoryLock(pool, LOCKS.migrate, () => migrate(createDb(pool), { migrationsFolder: MIGRATIONS_DIR }));
}
