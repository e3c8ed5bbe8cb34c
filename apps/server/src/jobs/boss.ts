import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { LOCKS, withAdvisoryLock } from "../db/migrate";
import type { Deps } from "../deps";
import { purgeRateLimits } from "../http/rate-limit";
import { purgeIdempotencyKeys } from "../merchant-api/idempotency";
import { reconcileDue } from "../modules/payments";
import { compactTotals } from "../modules/reports/totals";
import { deliverDue } from "../modules/webhooks";

const MAINTENANCE = "maintenance.hourly";
const RECONCILE = "payments.reconcile";
const DELIVER_WEBHOOKS = "webhooks.deliver";
const PAYMENT_TOTALS = "payments.totals";
/** Rows claimed per round (payments to check, webhooks to send). */
const ROUND_LIMIT = 200;
/** Deltas of the payment totals moved per round: small rows, summed in one statement. */
const TOTALS_ROUND_LIMIT = 10_000;
/**
 * A chain's round counts as dead after a minute (pg-boss's default: 15). The queue is stately —
 * one round active at a time — so a round held by an instance that was killed blocked every
 * other instance's rounds until then (found by the fault script: no webhook left for minutes
 * after a kill -9). A round that really lasts longer goes on; its rows are claimed with
 * SKIP LOCKED and a lease, so a second round beside it cannot take them twice.
 */
const CHAIN_EXPIRY = { expireInSeconds: 60 };
/** How long one job keeps taking full rounds: under the 5 s a graceful stop waits (main.ts). */
const JOB_BUDGET_MS = 4_000;

/**
 * Background jobs on pg-boss (PostgreSQL-backed, so several app instances share one queue
 * and a scheduled job runs once, not once per instance).
 */
export async function startJobs(
  deps: Deps,
  url: string,
  opts: { reconcileEverySeconds?: number; webhookEverySeconds?: number } = {},
): Promise<PgBoss> {
  const { db, logger } = deps;
  // Maintenance every 30 s (pg-boss's default is 2 min): it is what fails a round whose
  // instance died, freeing the chain (see CHAIN_EXPIRY).
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 3, maintenanceIntervalSeconds: 30 });
  boss.on("error", (error) => logger.warn("job queue error", { error: error.message }));
  const chains = [
    {
      name: RECONCILE,
      everySeconds: opts.reconcileEverySeconds ?? 2,
      round: (limit: number) => reconcileDue(deps, { limit }),
    },
    // Deltas of the payment totals moved into the hourly table (reports, dashboard).
    {
      name: PAYMENT_TOTALS,
      everySeconds: 2,
      limit: TOTALS_ROUND_LIMIT,
      round: (limit: number) => compactTotals(db, limit),
    },
    {
      name: DELIVER_WEBHOOKS,
      everySeconds: opts.webhookEverySeconds ?? 1,
      round: (limit: number) => deliverDue(deps, { limit }),
    },
  ];
  // Instances starting at the same moment take turns to set the queues up: pg-boss's queue and
  // schedule creation deadlock against each other otherwise (found by the fault script).
  await withAdvisoryLock(deps.pool, LOCKS.jobs, async () => {
    await boss.start();
    await boss.createQueue(MAINTENANCE);
    await boss.schedule(MAINTENANCE, "17 * * * *");
    for (const chain of chains) {
      await boss.createQueue(chain.name, { name: chain.name, policy: "stately" });
      await boss.schedule(chain.name, "* * * * *", {}, CHAIN_EXPIRY);
    }
  });
  await boss.work(MAINTENANCE, async () => {
    // Lockout windows last up to an hour; a day keeps every live window.
    await purgeRateLimits(db, 86_400);
    await purgeIdempotencyKeys(db);
    await db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
    await db.execute(sql`DELETE FROM verifications WHERE expires_at < now()`);
    logger.info("hourly maintenance done");
  });
  for (const chain of chains) await runChain(boss, deps, { limit: ROUND_LIMIT, ...chain });
  return boss;
}

/**
 * A background loop as one chain of jobs for the whole installation: the queue is "stately"
 * (at most one job queued and one running), each job runs rounds while they come back full,
 * then queues the next a moment later — at once when the last was full — and a cron job
 * every minute restarts the chain if an instance died mid-round. Each round claims its rows
 * with SKIP LOCKED, so a row is handled once whoever runs it. Used for reconciliation
 * (payments), webhook deliveries and the payment totals.
 */
async function runChain(
  boss: PgBoss,
  deps: Deps,
  chain: { name: string; everySeconds: number; limit: number; round: (limit: number) => Promise<number> },
): Promise<void> {
  const { name, everySeconds, limit } = chain;
  await boss.work(name, { pollingIntervalSeconds: Math.max(0.5, everySeconds / 2) }, async () => {
    let done = 0;
    const started = Date.now();
    try {
      // Full rounds follow each other within the job: a next job would first wait for the
      // queue's poll (up to a second, per 200 rows). Bounded, so a stop never waits long.
      do {
        done = await chain.round(limit);
        if (done > 0) deps.logger.debug("job round", { name, done });
      } while (done >= limit && Date.now() - started < JOB_BUDGET_MS);
    } finally {
      await boss.send(name, {}, { startAfter: done >= limit ? 0 : everySeconds, ...CHAIN_EXPIRY });
    }
  });
  await boss.send(name, {}, CHAIN_EXPIRY);
}
