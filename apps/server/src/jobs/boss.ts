import PgBoss from "pg-boss";
import { LOCKS, withAdvisoryLock } from "../db/locks";
import type { Deps } from "../deps";
import { type Loop, startLoops } from "./loop";

// Background work: this instance's loops (jobs/loop.ts: reconciliation, webhook deliveries, the
// payment totals) and an hourly maintenance job on pg-boss (PostgreSQL-backed, so several app
// instances share one schedule and it runs once, not once per instance). What the work is, is
// decided above the platform (background.ts); this file only runs it.

const MAINTENANCE = "maintenance.hourly";

export type BackgroundWork = { loops: Loop[]; hourly: () => Promise<void> };
export type RunningJobs = { stop: (opts: { graceful: boolean; timeout: number }) => Promise<void> };

export async function startJobs(deps: Deps, url: string, work: BackgroundWork): Promise<RunningJobs> {
  const { logger } = deps;
  // Maintenance every 30 s (pg-boss's default is 2 min): it fails a job whose instance died.
  const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 3, maintenanceIntervalSeconds: 30 });
  boss.on("error", (error) => logger.warn("job queue error", { error: error.message }));
  // Instances starting at the same moment take turns to set the queue up: pg-boss's queue and
  // schedule creation deadlock against each other otherwise (found by the fault script).
  await withAdvisoryLock(deps.pool, LOCKS.jobs, async () => {
    await boss.start();
    await boss.createQueue(MAINTENANCE);
    await boss.schedule(MAINTENANCE, "17 * * * *");
  });
  await boss.work(MAINTENANCE, async () => {
    await work.hourly();
    logger.info("hourly maintenance done");
  });
  const loops = startLoops(work.loops, logger);
  return {
    async stop({ graceful, timeout }) {
      await loops.stop(graceful ? timeout : 0);
      await boss.stop({ graceful, wait: true, timeout });
    },
  };
}
