// Starts PayFlow for the browser tests: the real server on a fresh embedded PostgreSQL in a
// throwaway data dir (removed on exit), with the admin's password known to the specs — and a
// second instance on the same database (port + 1), as a deployment with several app processes
// runs, so specs can prove what one instance does reaches a browser on the other.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = mkdtempSync("/var/tmp/payflow-e2e-");
// Reachable by the postgres user, so the cluster lives inside and goes with the directory.
chmodSync(dataDir, 0o755);
const port = process.env.E2E_PORT ?? "3210";

// E2E_LOG_FILE keeps the server's log lines (JSON) in a file, for finding why a test failed.
const logFile = process.env.E2E_LOG_FILE ? openSync(process.env.E2E_LOG_FILE, "w") : "inherit";
const common = {
  ...process.env,
  // Shared by both instances: sessions and sealed secrets must open on either (the specs read
  // it as E2E_SECRET_KEY in support/env.ts, to sign test-mode Wave callbacks as the sandbox does).
  PAYFLOW_SECRET_KEY: "e2e-installation-secret-0123456789abcdef",
  PAYFLOW_ADMIN_EMAIL: "admin@payflow.test",
  PAYFLOW_ADMIN_PASSWORD: "E2e-admin-password-1",
  // The suite signs in many times from one address within a minute.
  PAYFLOW_RATE_LIMIT_SIGNIN: "10000",
  PAYFLOW_RATE_LIMIT_SIGNUP: "10000",
  PAYFLOW_RATE_LIMIT_CONTACT: "10000",
  PAYFLOW_SKIP_WEB_BUILD: process.env.PAYFLOW_SKIP_WEB_BUILD ?? "false",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
};
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: ["inherit", logFile, "inherit"],
  env: { ...common, PORT: port, PAYFLOW_DATA_DIR: dataDir },
});

// The second instance joins the first one's database once it is up.
const secondDir = mkdtempSync("/var/tmp/payflow-e2e-b-");
let second = null;
async function startSecond() {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (child.exitCode !== null) return;
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const pgPort = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  second = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["inherit", logFile, "inherit"],
    env: {
      ...common,
      PORT: String(Number(port) + 1),
      PAYFLOW_DATA_DIR: secondDir,
      DATABASE_URL: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/payflow`,
      PAYFLOW_SKIP_WEB_BUILD: "true",
    },
  });
}
void startSecond();

const stop = (signal) => {
  second?.kill(signal);
  child.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  second?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(secondDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
