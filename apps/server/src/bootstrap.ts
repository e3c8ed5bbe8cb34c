import { readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import { adapterCredentials } from "./adapter-credentials";
import { createAuth } from "./auth/auth";
import { type Config, publicUrl, withLiveCredentials } from "./config/env";
import { PROJECT_ROOT } from "./config/paths";
import { createDb, createPool } from "./db/client";
import { runMigrations } from "./db/migrate";
import type { Deps } from "./deps";
import { fneTestSpace } from "./fne-test-space";
import type { Logger } from "./lib/logger";
import { loadSecretKey } from "./lib/secret-key";
import { createMailTransport } from "./mail/transport";
import { createWhatsAppTransport } from "./mail/whatsapp";
import { liveFneSpace } from "./modules/invoicing-settings";
import { RealtimeHub } from "./realtime/hub";

export const VERSION: string = (
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }
).version;

/** Origins allowed to make cookie-authenticated state changes (Better Auth and our API). */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`]);
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  for (const o of config.TRUSTED_ORIGINS.split(",")) if (o.trim()) origins.add(new URL(o.trim()).origin);
  return [...origins];
}

/** How this server reaches itself: loopback unless it listens on one specific address. */
export function loopbackUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "localhost";
  const h = wildcard ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${h}:${port}`;
}

/** Connects to the database, applies migrations and builds what the handlers use. */
export async function createDeps(opts: {
  config: Config;
  databaseUrl: string;
  dataDir: string;
  logger: Logger;
}): Promise<Deps & { pool: pg.Pool }> {
  const { logger } = opts;
  const pool = createPool(opts.databaseUrl, opts.config.DATABASE_POOL_SIZE, logger);
  await runMigrations(pool);
  // Live operator credentials make this a hosted deployment: its sandboxes are then off unless
  // PAYFLOW_SANDBOX=true (checked once, at start).
  const live = await pool.query<{ n: number }>("select count(*)::int as n from operator_credentials");
  const config = withLiveCredentials(opts.config, live.rows[0]?.n ?? 0);
  const db = createDb(pool);
  const reportPool = createPool(opts.databaseUrl, config.DATABASE_REPORT_POOL_SIZE, logger);
  const secret = await loadSecretKey(config.PAYFLOW_SECRET_KEY, opts.dataDir);
  const origins = trustedOrigins(config);
  const auth = createAuth({
    db,
    secret,
    baseURL: publicUrl(config),
    trustedOrigins: origins,
    logger,
  });
  const mail = createMailTransport(config);
  const deps: Deps & { pool: pg.Pool } = {
    config,
    db,
    pool,
    reports: { db: createDb(reportPool), pool: reportPool },
    auth,
    logger,
    trustedOrigins: origins,
    version: VERSION,
    mail,
    whatsapp: createWhatsAppTransport(config),
    secretKey: secret,
    dataDir: opts.dataDir,
    realtime: new RealtimeHub(opts.databaseUrl, logger),
    selfUrl: loopbackUrl(config.HOST, config.PORT),
    operatorCredentials: (companyId, mode, operator) => adapterCredentials(deps, companyId, mode, operator),
    fneSpace: async (companyId, mode) =>
      mode === "test" ? fneTestSpace(deps, companyId) : liveFneSpace(deps, companyId),
  };
  return deps;
}
