import { createDeps } from "../bootstrap";
import { loadConfig } from "../config/env";
import { resolveDataDir } from "../config/paths";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "../db/embedded";
import { endPools } from "../deps";
import { createLogger } from "../lib/logger";
import { findDefaultCompany } from "../modules/accounts";
import { seedDemoHistory } from "./history";
import { seed } from "./seed";

// `npm run seed:demo`: the default company's test mode gets a realistic 90-day history
// (demo/history.ts). Same settings as `npm start`: DATABASE_URL, or the embedded PostgreSQL
// of the data dir — the running server's if it is up, else started for the time of the seed.

async function main() {
  const config = loadConfig();
  const logger = createLogger("error", { service: "payflow-seed-demo" });
  const dataDir = resolveDataDir(config.PAYFLOW_DATA_DIR);
  let databaseUrl = config.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  const embedded = databaseUrl ? null : await startEmbeddedPostgres({ dataDir, logger });
  databaseUrl ??= embedded?.url as string;
  const deps = await createDeps({ config, databaseUrl, dataDir, logger });
  try {
    // Before the first `npm start`, the default company does not exist yet: made as the server would.
    const seeded = await seed({
      db: deps.db,
      pool: deps.pool,
      auth: deps.auth,
      logger,
      adminEmail: config.PAYFLOW_ADMIN_EMAIL,
      adminPassword: config.PAYFLOW_ADMIN_PASSWORD,
      dataDir,
    });
    if (seeded?.generated) {
      process.stdout.write(
        `Default administrator created: ${seeded.adminEmail} / ${seeded.adminPassword} (also in ${dataDir}/admin-credentials.txt)\n`,
      );
    }
    const company = await findDefaultCompany(deps.db);
    if (!company) throw new Error("the default company is missing");
    const started = performance.now();
    const done = await seedDemoHistory(deps, company.id);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = Object.entries(done.byStatus)
      .map(([status, n]) => `${n} ${status}`)
      .join(", ");
    process.stdout.write(
      `Demo history written to ${company.name}'s test mode in ${seconds} s: ${done.payments} payments (${statuses}), ` +
        `${done.clients} clients, ${done.refunds} refunds, ${done.events} events, ${done.deliveries} webhook deliveries.\n` +
        "Running it again replaces it; live data is never touched.\n",
    );
  } finally {
    await deps.realtime.stop();
    await endPools(deps);
    await embedded?.stop();
  }
}

main().catch((error) => {
  process.stderr.write(
    `seed:demo failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
