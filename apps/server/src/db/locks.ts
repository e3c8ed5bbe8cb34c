import type pg from "pg";

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
