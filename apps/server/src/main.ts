import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createApp } from "./app";
import { backgroundWork } from "./background";
import { createDeps } from "./bootstrap";
import { ConfigError, loadConfig } from "./config/env";
import { resolveDataDir } from "./config/paths";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./db/embedded";
import { seed } from "./demo/seed";
import { endPools } from "./deps";
import { listen } from "./http/listen";
import { startJobs } from "./jobs/boss";
import { createLogger } from "./lib/logger";
import { ensureWebBuild, WEB_DIST } from "./web-build";

// Start: config → web build (in parallel with the database) → database → migrate → seed →
// jobs → listen. Shutdown on SIGINT/SIGTERM undoes it in reverse, leaving no postgres behind.

async function main() {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`PayFlow cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL, { service: "payflow" });
  const dataDir = resolveDataDir(config.PAYFLOW_DATA_DIR);
  const cleanups: Array<() => Promise<unknown>> = [];
  let stopDatabase: (() => Promise<unknown>) | null = null;
  let shuttingDown = false;

  const shutdown = async (reason: string, code = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { reason });
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      // Still stop the embedded PostgreSQL (a fast shutdown), so no postgres is left behind.
      void Promise.race([stopDatabase?.(), sleep(5000)]).finally(() => process.exit(1));
    }, 20_000);
    force.unref();
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        logger.warn("cleanup step failed", { error });
      }
    }
    logger.info("stopped");
    process.exit(code);
  };
  // pg-boss 10 does not wait on its own "job done/failed" writes (manager.js work → complete/fail):
  // while PostgreSQL restarts they reject with nobody listening, and Node would end the process
  // for it (found by the fault script). Such a rejection is logged; the job's lease expires and
  // it runs again, so nothing is lost.
  process.on("unhandledRejection", (reason) => {
    logger.error("unhandled rejection", { error: reason instanceof Error ? reason : String(reason) });
  });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  watchParent(() => void shutdown("parent process exited"));

  try {
    const build = config.PAYFLOW_SKIP_WEB_BUILD ? Promise.resolve() : ensureWebBuild(logger);
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, logger });
      stopDatabase = () => embedded.stop();
      cleanups.push(stopDatabase);
      databaseUrl = embedded.url;
      logger.info("embedded PostgreSQL running", { clusterDir: embedded.clusterDir, port: embedded.port });
    }
    const deps = await createDeps({ config, databaseUrl, dataDir, logger });
    cleanups.push(() => endPools(deps));
    logger.info(deps.config.sandboxes.reason, { sandboxes: deps.config.sandboxes.on });

    const seeded = await seed({
      db: deps.db,
      pool: deps.pool,
      auth: deps.auth,
      logger,
      adminEmail: config.PAYFLOW_ADMIN_EMAIL,
      adminPassword: config.PAYFLOW_ADMIN_PASSWORD,
      dataDir,
    });
    if (seeded?.generated) printAdminNotice(seeded.adminEmail, seeded.adminPassword, dataDir);

    const jobs = await startJobs(deps, databaseUrl, backgroundWork(deps));
    cleanups.push(() => jobs.stop({ graceful: true, timeout: 5000 }));

    await build;
    const app = createApp(deps, { webDist: existsSync(path.join(WEB_DIST, "index.html")) ? WEB_DIST : null });
    const server = listen(app.fetch, config.PORT, config.HOST);
    cleanups.push(async () => {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      // Live streams and idle keep-alive sockets would hold the close for ever: stopping the
      // realtime hub (it only connects for streams) ends them and browsers reconnect elsewhere;
      // idle sockets close; requests in flight get 5 s.
      await deps.realtime.stop();
      server.closeIdleConnections();
      await Promise.race([closed, sleep(5000, undefined, { ref: false })]);
      server.closeAllConnections();
      await closed;
    });
    await new Promise<void>((resolve, reject) => {
      server.once("listening", () => resolve());
      server.once("error", reject);
    });
    logger.info("PayFlow is ready", {
      url: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      startupMs: Math.round(performance.now() - startedAt),
    });
  } catch (error) {
    logger.error("start failed", { error });
    await shutdown("start failed", 1);
  }
}

/** `npm start` does not pass SIGTERM on: if our parent dies we are orphaned, so stop. */
function watchParent(onOrphaned: () => void) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onOrphaned();
  }, 1000).unref();
}

function printAdminNotice(email: string, password: string, dataDir: string) {
  const lines = [
    "",
    "  PayFlow: the default administrator was created.",
    `    email:    ${email}`,
    `    password: ${password}`,
    `  This password is shown once; it is also in ${dataDir}/admin-credentials.txt.`,
    "  Sign in and change it from your profile.",
    "",
  ];
  process.stderr.write(`${lines.join("\n")}\n`);
}

void main();
