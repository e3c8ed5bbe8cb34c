// `npm run bench`: prints PayFlow's speed and size figures (never pass/fail — targets are
// compared by people, not by a timed test).
//  - gzip JS a browser downloads for each public page (target ≤ 120 KB) and /dashboard (≤ 250 KB)
//  - time from process start to a healthy /health: first start (new data dir, initdb) and
//    second start (target ≤ 3 s)
//  - API latency under sequential load: /health, sign-in, /api/me
//  - payments (bench-payments.mjs): creation against a bare floor, approval to success,
//    reconciliation with 10,000 pending payments
//  - lifecycle (bench-lifecycle.mjs): creations of payments that succeed while more are made
//  - ledger (bench-ledger.mjs): balance reads at 1,000,000 postings, postings at 1,000/s
//  - payouts (bench-payouts.mjs): a 10,000-line batch previewed, created and executed
//  - lighthouse (bench-lighthouse.mjs): Lighthouse's mobile figures for /pay/:id, /, /login and
//    /dashboard (performance, LCP, TBT, JavaScript transferred, accessibility) beside their targets
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { benchCallbacks, benchLedger } from "./bench-ledger.mjs";
import { benchLifecycle } from "./bench-lifecycle.mjs";
import { benchLighthouse } from "./bench-lighthouse.mjs";
import { benchPayments, databaseUrl, line, load, merchantHeaders, startFloor } from "./bench-payments.mjs";
import { benchPayouts } from "./bench-payouts.mjs";
import { benchRealtime } from "./bench-realtime.mjs";
import { benchScale } from "./bench-scale.mjs";
import { routeJsSizes, sharedJsSize, sharedLine } from "./bundle-size.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!existsSync(path.join(root, "apps/web/dist/.vite/manifest.json"))) {
  spawnSync(path.join(root, "node_modules/.bin/vite"), ["build", "apps/web", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}

console.log("\nJavaScript downloaded per route (gzip)");
for (const [route, s] of Object.entries(routeJsSizes())) {
  const target = `target ≤ ${s.targetKB} KB`;
  console.log(
    `  ${route.padEnd(16)} ${String(s.gzipKB).padStart(6)} KB  ${target.padEnd(16)} (${s.rawKB} KB raw, ${s.chunks} chunks)`,
  );
}
console.log(`  ${sharedLine(sharedJsSize())}`);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(dataDir, port, extraEnv = {}) {
  const started = performance.now();
  // BENCH_NODE_ARGS adds Node flags to the measured server only (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PAYFLOW_DATA_DIR: dataDir,
      PAYFLOW_ADMIN_PASSWORD: "Bench-password-1",
      PAYFLOW_RATE_LIMIT_SIGNIN: "100000",
      PAYFLOW_API_RATE_LIMIT: "0",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      ...extraEnv,
    },
    // BENCH_SERVER_LOG=<file> keeps the measured server's log (e.g. with BENCH_LOG_LEVEL=info).
    stdio: process.env.BENCH_SERVER_LOG ? ["ignore", openSync(process.env.BENCH_SERVER_LOG, "a"), "inherit"] : "ignore",
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error("server exited during start");
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, ms: performance.now() - started };
}

/** The sandboxes' own process (`npm run sandboxes`); its debug log gives each callback's time to an answer. */
function startSandboxes(dataDir, port, payflowUrl) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/sandboxes/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(dataDir),
      PAYFLOW_URL: payflowUrl,
      PAYFLOW_DATA_DIR: dataDir,
      SANDBOX_PORT: String(port),
      LOG_LEVEL: "debug",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const callbackMs = [];
  let rest = "";
  const ready = new Promise((resolve, reject) => {
    child.on("exit", () => reject(new Error("the sandboxes' process exited")));
    child.stdout.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const l of lines) {
        if (l.startsWith("ready ")) resolve();
        else if (l.includes('"sandbox callback answered"')) callbackMs.push(JSON.parse(l).ms);
      }
    });
  });
  return { child, ready, callbackMs };
}

const stopServer = (child) =>
  new Promise((resolve) => {
    child.on("exit", resolve);
    child.kill("SIGTERM");
  });

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · max ${s.at(-1).toFixed(1)} ms (${s.length} requests)`;
}

async function time(n, fn) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return stats(samples);
}

const dataDir = mkdtempSync("/var/tmp/payflow-bench-");
/** The server under measure: stopped in `finally` too, so a failing section leaves no process behind. */
let running = null;
chmodSync(dataDir, 0o755); // reachable by the postgres user: the cluster stays inside
try {
  const port = await freePort();
  const first = await startServer(dataDir, port);
  await stopServer(first.child);
  const second = await startServer(dataDir, port);
  running = second.child;
  console.log("\nStart to healthy /health (web build already current)");
  console.log(`  first start   ${(first.ms / 1000).toFixed(2)} s  (new data dir: initdb, migrations, seed)`);
  console.log(`  second start  ${(second.ms / 1000).toFixed(2)} s`);

  const base = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const signIn = () =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "admin@payflow.local", password: "Bench-password-1" }),
    });
  const cookie = (await signIn()).headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  console.log("\nAPI latency (sequential, loopback)");
  console.log(`  GET /health          ${await time(300, () => fetch(`${base}/health`).then((r) => r.arrayBuffer()))}`);
  console.log(
    `  GET /api/me          ${await time(300, () => fetch(`${base}/api/me`, { headers: { cookie } }).then((r) => r.arrayBuffer()))}`,
  );
  console.log(`  POST sign-in         ${await time(30, () => signIn().then((r) => r.arrayBuffer()))}`);
  // The signed-in path under load (≥ 0.4× the bare floor, p99 ≤ 50 ms at 50 concurrent).
  console.log("\nSigned-in reads, 50 concurrent (target: ≥ 0.4× the floor, p99 ≤ 50 ms)");
  const floor = await startFloor(root, databaseUrl(dataDir));
  const floorRead = await load(floor.sessionUrl, { headers: { cookie } });
  floor.child.kill("SIGTERM");
  console.log(line("floor (Hono + pg)", floorRead));
  for (const route of ["/api/me", "/api/notifications", "/api/payments?limit=25", "/api/dashboard/summary"]) {
    const r = await load(`${base}${route}`, { headers: { cookie, "x-payflow-mode": "test" } });
    console.log(`${line(`GET ${route}`, r)} · ${(r.requests.average / floorRead.requests.average).toFixed(2)}×`);
  }
  // BENCH_POSTING=off measures without the books' posting of successes (its trigger disabled in
  // this run's own database): set beside a run with it, the posting's cost to the lifecycle.
  if (process.env.BENCH_POSTING === "off") {
    const db = new pg.Client({ connectionString: databaseUrl(dataDir) });
    await db.connect();
    await db.query("alter table payment_events disable trigger ledger_payment_success");
    await db.end();
    console.log("\n(the books' posting of successes is off for this run: BENCH_POSTING=off)");
  }
  // BENCH_ONLY=lighthouse,payments,lifecycle,realtime,scale,ledger,payouts runs only those sections (all by default).
  const only = process.env.BENCH_ONLY?.split(",");
  const want = (section) => !only || only.includes(section);
  // BENCH_LIFECYCLE=apart (or in-process) runs the lifecycle section one way only (both by default).
  const lifecycleWay = (way) =>
    want("lifecycle") && (!process.env.BENCH_LIFECYCLE || process.env.BENCH_LIFECYCLE === way);
  // First: the pages are measured on a server not yet busy with the sections' data and work.
  if (want("lighthouse")) await benchLighthouse({ base, origin, cookie });
  if (want("payments")) await benchPayments({ root, base, origin, cookie, dataDir });
  if (lifecycleWay("in-process")) {
    await benchLifecycle({ root, base, origin, cookie, dataDir, where: "in-process", pids: { payflow: running.pid } });
  }
  if (want("realtime")) await benchRealtime({ base, origin, cookie, pid: second.child.pid });
  if (want("scale")) {
    const db = new pg.Client({ connectionString: databaseUrl(dataDir) });
    await db.connect();
    await benchScale({ db, base, cookie, pid: second.child.pid });
    await db.end();
  }
  if (want("ledger")) {
    const db = new pg.Client({ connectionString: databaseUrl(dataDir) });
    await db.connect();
    await benchLedger({ db, url: databaseUrl(dataDir) });
    const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
    await benchCallbacks({ db, base, merchant: await merchantHeaders(base, headers, "ledger"), dataDir });
    await db.end();
  }
  if (want("payouts")) {
    const db = new pg.Client({ connectionString: databaseUrl(dataDir) });
    await db.connect();
    await benchPayouts({ db, base, origin, cookie });
    await db.end();
  }
  if (lifecycleWay("apart")) {
    // Again with the sandboxes in their own process, as real operators are: PayFlow restarted
    // to call them there. The sign-in cookie stays valid (sessions are rows).
    await stopServer(running);
    const sandboxPort = await freePort();
    // PayFlow first: it starts the embedded PostgreSQL the sandboxes then connect to.
    running = (await startServer(dataDir, port, { PAYFLOW_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}` })).child;
    const sandboxes = startSandboxes(dataDir, sandboxPort, base);
    await sandboxes.ready;
    try {
      await benchLifecycle({
        root,
        base,
        origin,
        cookie,
        dataDir,
        where: "in its own process",
        callbackTimes: () => sandboxes.callbackMs,
        pids: { payflow: running.pid, sandbox: sandboxes.child.pid },
      });
    } finally {
      sandboxes.child.kill("SIGTERM");
    }
  }
} finally {
  if (running && running.exitCode === null) await stopServer(running);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log("");
