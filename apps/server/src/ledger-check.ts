import { loadConfig } from "./config/env";
import { resolveDataDir } from "./config/paths";
import { createDb, createPool } from "./db/client";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./db/embedded";
import { createLogger } from "./lib/logger";
import { checkLedger } from "./modules/ledger";

// `npm run ledger:check`: every balance rebuilt from the payments and refunds alone, compared
// with the books (modules/ledger/check.ts); each difference is printed and the command fails.
// Same settings as `npm start`: DATABASE_URL, or the embedded PostgreSQL of the data dir — the
// running server's if it is up, else started for the time of the check.

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger("error", { service: "payflow-ledger-check" });
  const dataDir = resolveDataDir(config.PAYFLOW_DATA_DIR);
  const running = config.DATABASE_URL ?? runningEmbeddedUrl(dataDir);
  const embedded = running ? null : await startEmbeddedPostgres({ dataDir, logger });
  const pool = createPool(running ?? (embedded?.url as string), 2, logger);
  try {
    const differences = await checkLedger(createDb(pool));
    for (const d of differences) {
      process.stdout.write(
        `${d.companyId} ${d.mode} ${d.account}: the payments say ${d.expected} XOF, the books ${d.booked} XOF (${d.booked - d.expected > 0 ? "+" : ""}${d.booked - d.expected})\n`,
      );
    }
    process.stdout.write(
      differences.length === 0
        ? "The books agree with the payments and refunds.\n"
        : `${differences.length} difference(s) between the books and the payments.\n`,
    );
    return differences.length === 0 ? 0 : 1;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`The ledger check could not run: ${(error as Error).message}\n`);
    process.exit(2);
  },
);
