// The fault script's installation: one real PostgreSQL (the embedded one `npm start` uses) and
// PayFlow app processes started exactly as `npm start` starts them, on that one database.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../apps/server/src/db/embedded.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";

export const ADMIN = { email: "admin@payflow.local", password: "Faults-password-1" };
/** Shared by every instance: sessions and sealed secrets must read the same on each. */
export const SECRET_KEY = "faults-secret-key-faults-secret-key-0000";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL that can be stopped and started again on the same port, like a real restart, or
 * crashed: kill -9 of the postmaster, no shutdown and no checkpoint, so the next start recovers
 * from the WAL.
 */
export async function startDatabase(root) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "payflow-faults-"));
  const logger = createLogger("silent");
  let db = await startEmbeddedPostgres({ dataDir, logger });
  const port = db.port;
  // After a crash the killed postmaster's backends hold its shared memory until they notice it
  // died, and PostgreSQL will not start beside them: try again until it does.
  const startAgain = async () => {
    const deadline = performance.now() + 30_000;
    for (;;) {
      try {
        return await startEmbeddedPostgres({ dataDir, logger, port });
      } catch (error) {
        if (performance.now() > deadline) throw error;
        await sleep(200);
      }
    }
  };
  return {
    url: db.url,
    dataDir,
    /** Resolves with the time PostgreSQL accepts connections again. */
    async restart(downMs) {
      await db.stop();
      await sleep(downMs);
      db = await startEmbeddedPostgres({ dataDir, logger, port });
      return performance.now();
    },
    /** kill -9 of the postmaster (its pid from postmaster.pid); answers as restart. */
    async crash(downMs) {
      const pid = Number.parseInt(readFileSync(path.join(db.clusterDir, "postmaster.pid"), "utf8").split("\n")[0], 10);
      process.kill(pid, "SIGKILL");
      await sleep(downMs);
      db = await startAgain();
      return performance.now();
    },
    stop: () => db.stop(),
    root,
  };
}

/** One app process (`node --import tsx apps/server/src/main.ts`, as `npm start`). */
export async function startApp(root, databaseUrl, { port, name, env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `payflow-faults-${name}-`));
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PAYFLOW_DATA_DIR: dataDir,
      PAYFLOW_SECRET_KEY: SECRET_KEY,
      PAYFLOW_ADMIN_EMAIL: ADMIN.email,
      PAYFLOW_ADMIN_PASSWORD: ADMIN.password,
      PAYFLOW_SKIP_WEB_BUILD: "true",
      PAYFLOW_RATE_LIMIT_SIGNIN: "1000",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d) => {
    output = (output + d).slice(-6000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const app = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    kill: (signal = "SIGKILL") => {
      child.kill(signal);
      return new Promise((resolve) =>
        child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", resolve),
      );
    },
  };
  app.readyMs = (await waitHealthy(app, 60_000, () => child.exitCode !== null)) - startedAt;
  return app;
}

/** Resolves (with the time) once /health answers 200; throws after `timeoutMs`. */
export async function waitHealthy(app, timeoutMs, gaveUp = () => false) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${app.url}/health`, { signal: AbortSignal.timeout(2500) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return performance.now();
    if (gaveUp()) throw new Error(`${app.name} exited while starting:\n${app.output()}`);
    if (performance.now() > deadline)
      throw new Error(`${app.name} not healthy after ${timeoutMs} ms:\n${app.output()}`);
    await sleep(50);
  }
}
