import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { purgeRateLimits } from "../http/rate-limit";
import type { Logger } from "../lib/logger";

const MAINTENANCE = "maintenance.hourly";

/**
 * Background jobs on pg-boss (PostgreSQL-backed, so several app instances share one queue
 * and a scheduled job runs once, not once per instance).
 */
export async function startJobs(opts: { url: string; db: Database; logger: Logger }): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: opts.url, schema: "pgboss", max: 3 });
  boss.on("error", (error) => opts.logger.warn("job queue error", { error: error.message }));
  await boss.start();
  await boss.createQueue(MAINTENANCE);
  await boss.schedule(MAINTENANCE, "17 * * * *");
  await boss.work(MAINTENANCE, async () => {
    // Lockout windows last up to an hour; a day keeps every live window.
    await purgeRateLimits(opts.db, 86_400);
    await opts.db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
    await opts.db.execute(sql`DELETE FROM verifications WHERE expires_at < now()`);
    opts.logger.info("hourly maintenance done");
  });
  return boss;
}
