import { Hono } from "hono";
import { z } from "zod";
import { ConfigError, loadConfig } from "../config/env";
import { resolveDataDir } from "../config/paths";
import { createDb, createPool } from "../db/client";
import { listen } from "../http/listen";
import { createLogger } from "../lib/logger";
import { loadSecretKey } from "../lib/secret-key";
import { mountSandboxes } from "./index";

// The sandboxes in their own process (`npm run sandboxes`), as real operators are: remote, with
// their own CPU. PayFlow then runs with PAYFLOW_SANDBOX_URL pointing here and mounts none of its
// own (docs/OPERATORS.md, The sandboxes). They keep their records in PayFlow's database
// (sandbox_records), so PayFlow must have started once on it (its migrations make the table).

// PayFlow's own settings (config/env.ts) give the database, the secret and the sandboxes'
// timings; these say where this process listens and where PayFlow is.
const Place = z.object({
  /** PayFlow's address: the only place the sandboxes call back (under /callbacks/). */
  PAYFLOW_URL: z.url(),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  /** Where payers' browsers reach this process, when not on loopback. */
  SANDBOX_PUBLIC_URL: z.url().optional(),
});

function fail(problem: string): never {
  process.stderr.write(`The sandboxes cannot start. ${problem}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const place = Place.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== "")));
  if (!place.success) fail(place.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  if (!config.DATABASE_URL) fail("DATABASE_URL: PayFlow's database is required");
  const env = place.data;
  const logger = createLogger(config.LOG_LEVEL, { service: "payflow-sandboxes" });
  const pool = createPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE, logger);
  const payflow = env.PAYFLOW_URL.replace(/\/+$/, "");
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  mountSandboxes(
    app,
    {
      db: createDb(pool),
      logger,
      publicUrl: (env.SANDBOX_PUBLIC_URL ?? `http://${env.SANDBOX_HOST}:${env.SANDBOX_PORT}`).replace(/\/+$/, ""),
      callbackBases: () => [payflow],
      secretKey: await loadSecretKey(config.PAYFLOW_SECRET_KEY, resolveDataDir(config.PAYFLOW_DATA_DIR)),
      approvalMs: config.PAYFLOW_SANDBOX_APPROVAL_MS,
      hangMs: config.PAYFLOW_SANDBOX_HANG_MS,
    },
    () => {},
  );
  const server = listen(app.fetch, env.SANDBOX_PORT, env.SANDBOX_HOST, (info) => {
    logger.info("sandboxes listening", { port: info.port, payflow });
    // For whoever started this process (the bench waits for it).
    process.stdout.write(`ready ${info.port}\n`);
  });
  const stop = () => server.close(() => pool.end().finally(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

void main();
