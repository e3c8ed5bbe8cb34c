import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { AppError } from "./errors";

// Fixed-window counters stored in PostgreSQL (shared by every app instance). Two uses: a
// rate limit counts every attempt and refuses past its limit (consumeRateLimit); a lockout
// counts only failures (recordFailure) and is checked before the next try (assertNotLocked).

/** Counts one attempt against `key` in its window; answers the count and the seconds left. */
export async function countAttempt(db: Tx, key: string, windowSeconds: number) {
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
  return { count: row?.count ?? 1, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds) };
}

/** Counts one attempt and refuses with 429 once `limit` is passed. */
export async function consumeRateLimit(db: Tx, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { count, retryAfter } = await countAttempt(db, key, windowSeconds);
  if (count > limit) throw new AppError("rateLimited", { retryAfterSeconds: retryAfter });
}

/** Counts one failure towards a lockout (see assertNotLocked). */
export async function recordFailure(db: Tx, key: string, windowSeconds: number): Promise<void> {
  await countAttempt(db, key, windowSeconds);
}

/** Seconds left of a lockout reached by `limit` failures in the window, or 0 when not locked. */
export async function lockedFor(db: Tx, key: string, limit: number, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ retry_after: number }>(sql`
    SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => ${windowSeconds}) - now())))::int AS retry_after
    FROM rate_limits
    WHERE key = ${key} AND count >= ${limit} AND window_start > now() - make_interval(secs => ${windowSeconds})
  `);
  return Math.max(0, result.rows[0]?.retry_after ?? 0);
}

/** Refuses with 429 while `limit` failures are recorded against `key` in the window. */
export async function assertNotLocked(db: Tx, key: string, limit: number, windowSeconds: number): Promise<void> {
  const seconds = await lockedFor(db, key, limit, windowSeconds);
  if (seconds > 0) throw new AppError("rateLimited", { retryAfterSeconds: seconds });
}

/** Removes windows that ended; run by a periodic job. */
export async function purgeRateLimits(db: Tx, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
