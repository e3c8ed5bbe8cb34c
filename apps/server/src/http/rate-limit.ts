import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { AppError } from "./errors";

/**
 * Counts one attempt against `key` in a fixed window stored in PostgreSQL (shared by every
 * app instance) and refuses with 429 once `limit` is passed.
 */
export async function consumeRateLimit(db: Tx, key: string, limit: number, windowSeconds: number): Promise<void> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
  `);
  const row = result.rows[0];
  if (row && row.count > limit) {
    throw new AppError("rateLimited", { retryAfterSeconds: Math.max(1, row.retry_after) });
  }
}

/** Removes windows that ended; run by a periodic job. */
export async function purgeRateLimits(db: Tx, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
