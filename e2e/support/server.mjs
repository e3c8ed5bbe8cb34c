// Starts PayFlow for the browser tests: the real server on a fresh embedded PostgreSQL in a
// throwaway data dir (removed on exit), with the admin's password known to the specs.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = mkdtempSync("/var/tmp/payflow-e2e-");
// Reachable by the postgres user, so the cluster lives inside and goes with the directory.
chmodSync(dataDir, 0o755);
const port = process.env.E2E_PORT ?? "3210";

// E2E_LOG_FILE keeps the server's log lines (JSON) in a file, for finding why a test failed.
const logFile = process.env.E2E_LOG_FILE ? openSync(process.env.E2E_LOG_FILE, "w") : "inherit";
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: ["inherit", logFile, "inherit"],
  env: {
    ...process.env,
    PORT: port,
    PAYFLOW_DATA_DIR: dataDir,
    PAYFLOW_ADMIN_EMAIL: "admin@payflow.test",
    PAYFLOW_ADMIN_PASSWORD: "E2e-admin-password-1",
    // The suite signs in many times from one address within a minute.
    PAYFLOW_RATE_LIMIT_SIGNIN: "10000",
    PAYFLOW_RATE_LIMIT_SIGNUP: "10000",
    PAYFLOW_RATE_LIMIT_CONTACT: "10000",
    PAYFLOW_SKIP_WEB_BUILD: process.env.PAYFLOW_SKIP_WEB_BUILD ?? "false",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  },
});

const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
