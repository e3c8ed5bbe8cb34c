import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPool } from "../../src/db/client";
import { startEmbeddedPostgres } from "../../src/db/embedded";
import { runMigrations } from "../../src/db/migrate";
import { createLogger } from "../../src/lib/logger";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin URL of the test cluster (database `postgres`). */
    pgAdminUrl: string;
    /** Database every test file clones. */
    templateDb: string;
  }
}

export const TEMPLATE_DB = "payflow_template";

/**
 * One real PostgreSQL for the whole run, in a 0700 temporary directory: as root this also
 * exercises the relocation of the cluster to a place the postgres user can reach.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL === "debug" ? "debug" : "silent");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "payflow-test-"));
  const db = await startEmbeddedPostgres({
    dataDir,
    logger,
    database: TEMPLATE_DB,
    // A throwaway cluster: durability is not needed, speed is.
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" },
  });
  const pool = createPool(db.url, 2, logger);
  await runMigrations(pool);
  await pool.end();

  const adminUrl = db.url.replace(/\/[^/]+$/, "/postgres");
  project.provide("pgAdminUrl", adminUrl);
  project.provide("templateDb", TEMPLATE_DB);

  return async () => {
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (db.clusterDir !== path.join(dataDir, "postgres")) {
      await rm(path.dirname(db.clusterDir), { recursive: true, force: true });
    }
  };
}
