import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Deps } from "../deps";
import { purgeRateLimits } from "../http/rate-limit";
import { purgeIdempotencyKeys } from "../merchant-api/idempotency";
import { reconcileDue } from "../modules/payments/reconcile";

const MAINTENANCE = "maintenance.hourly";
const RECONCILE = "payments.reconcile";
/** Payments claimed per reconciliation round. */
const ROUND_LIMIT = 200;

/**
 * Background jobs on pg-boss (PostgreSQL-backed, so several app instances share one queue
 * and a scheduled job runs once, not once per instance).
 */
export async function startJobs(
  deps: Deps,
  url: string,
  opts: { reconcileEverySeconds?: number } = {},
): Promise<PgBoss> {
  const { db, logger } = deps;
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 3 });
  boss.on("error", (error) => logger.warn("job queue error", { error: error.message }));
  await boss.start();
  await boss.createQueue(MAINTENANCE);
  await boss.schedule(MAINTENANCE, "17 * * * *");
  await boss.work(MAINTENANCE, async () => {
    // Lockout windows last up to an hour; a day keeps every live window.
    await purgeRateLimits(db, 86_400);
    await purgeIdempotencyKeys(db);
    await db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
    await db.execute(sql`DELETE FROM verifications WHERE expires_at < now()`);
    logger.info("hourly maintenance done");
  });
  await startReconciliation(boss, deps, opts.reconcileEverySeconds ?? 2);
  return boss;
}

/**
 * Reconciliation rounds as one chain of jobs for the whole installation: the queue is
 * "stately" (at most one round queued and one running), each round queues the next a moment
 * later, and a cron job every minute restarts the chain if an instance died mid-round. Each
 * round claims due payments with SKIP LOCKED, so a payment is checked once whoever runs it.
 */
async function startReconciliation(boss: PgBoss, deps: Deps, everySeconds: number): Promise<void> {
  await boss.createQueue(RECONCILE, { name: RECONCILE, policy: "stately" });
  await boss.schedule(RECONCILE, "* * * * *");
  await boss.work(RECONCILE, { pollingIntervalSeconds: Math.max(0.5, everySeconds / 2) }, async () => {
    let checked = 0;
    try {
      checked = await reconcileDue(deps, { limit: ROUND_LIMIT });
      if (checked > 0) deps.logger.debug("reconciliation round", { checked });
    } finally {
      // A full round means more is due: the next starts at once.
      await boss.send(RECONCILE, {}, { startAfter: checked >= ROUND_LIMIT ? 0 : everySeconds });
    }
  });
  await boss.send(RECONCILE, {});
}
