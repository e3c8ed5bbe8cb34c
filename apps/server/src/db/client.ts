import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../lib/logger";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction on it: queries accept either. */
export type Tx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createPool(url: string, size: number, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (57P01 when PostgreSQL shuts down) emits 'error' on
  // the pool; without a listener that would crash the process.
  pool.on("error", (error) => logger.warn("database connection lost", { error: error.message }));
  // A client checked out (inside a transaction, between two statements) gets that error on
  // itself, where the pool's listener is not: without this, a PostgreSQL restart under load
  // crashed the process (found by the fault script). The query in flight still fails, and the
  // pool drops the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn("database connection lost", { error: error.message }));
  });
  return pool;
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: "snake_case" });
}
