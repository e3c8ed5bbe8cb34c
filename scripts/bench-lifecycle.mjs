// A payment's whole lifecycle under load, for `npm run bench` (printed, never pass/fail): 50
// concurrent /v1 creations of MTN payments whose payer approves after the sandbox's delay, so
// that while creations go on, earlier payments succeed — the sandbox's callback, the status call
// that confirms it, the state change, its event, notifications, outbox rows and webhooks.
// Run both ways by bench.mjs: the sandboxes in PayFlow's process (as `npm start` runs them,
// sharing its CPU), then in their own (`npm run sandboxes`, as real operators are remote), where
// the figure is PayFlow's own cost. Each run is set beside the essential floor (bench-floor.mjs)
// on the same body and key; the callback times are what the sandbox saw PayFlow take to answer
// (its debug log, read when the sandboxes run in their own process).
// Approval → stored is read from the rows themselves: the sandbox's record says when the payer
// approved (life.settleAt) and the payment when its success was stored (paid_at).
// Each is measured warm, as a running server is: after WARM_UP_S seconds of the same load (for
// PayFlow, until those payments have ended too). A fresh process spends its first seconds
// compiling its hot paths: V8's optimising compiler took about a sixth of PayFlow's and the
// sandbox's CPU in a cold 10-second run (perf), which no running server pays.
import pg from "pg";
import { cpuPer, cpuSeconds } from "./bench-cpu.mjs";
import { sampleWaits } from "./bench-ledger.mjs";
import { databaseUrl, line, load, merchantHeaders, paced, startFloor } from "./bench-payments.mjs";

/** The sandboxes' approval delay (PayFlow's default), which the lifecycle floor's stub plays too. */
const APPROVAL_MS = Number(process.env.PAYFLOW_SANDBOX_APPROVAL_MS ?? 4000);
/** Seconds of the same load before each measure, so that every process is measured warm. */
const WARM_UP_S = 3;
/**
 * Seconds of PayFlow's measured load: long enough to see it after its first callbacks' burst.
 * Every connection the sandbox opens for those waits its turn to be accepted (Node takes one
 * per event-loop turn, http/listen.ts), so the payments of the first seconds carry the tail.
 */
const LOAD_S = 20;
/** The approval → stored figures are printed again by when the payments were created, in spans of this many seconds. */
const SPAN_S = 5;
/**
 * Below saturation: the same creations offered at this fixed rate (per second) to PayFlow and to
 * the lifecycle floor. At 50 concurrent creations the machine is saturated and a callback's
 * latency is mostly its place in the queue for a core (the floor's too); at a rate both can take,
 * it is the work itself.
 */
const RATE = Number(process.env.BENCH_LIFECYCLE_RATE ?? 100);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * For reference (the targets are against the essential floor): the same floor when its payments
 * then succeed the least costly way — its operator stub calls back after the approval delay, the
 * floor confirms by a status call and stores the success with its event in one statement.
 */
async function lifecycleFloor(db, floor, merchant, body, { rate, indent = "" } = {}) {
  const cost = rate ? null : await startFloorCost(db, floor);
  const since = Date.now();
  const init = { method: "POST", headers: merchant, body };
  const created = rate
    ? await paced(floor.lifecycleUrl, { ...init, rate, duration: LOAD_S })
    : await load(floor.lifecycleUrl, init);
  // Every payment's approval comes after the delay; give the last ones time to call back.
  await new Promise((r) => setTimeout(r, APPROVAL_MS + 3000));
  const stats = await fetch(`${floor.lifecycleUrl}/stats?since=${since}`).then((r) => r.json());
  const waits = stats.waits.map(Number).sort((a, b) => a - b);
  const callbacks = stats.callbackMs.sort((a, b) => a - b);
  const label = rate ? `lifecycle floor, ${rate}/s` : "lifecycle floor";
  console.log(`${indent}${line(label, created)}${rate ? "" : " (for reference: its payments succeed too)"}`);
  console.log(`${indent}    ${stats.created} created · ${stats.succeeded} succeeded`);
  if (waits.length > 0 && callbacks.length > 0) {
    console.log(
      `${indent}    approval → stored p50 ${pct(waits, 50).toFixed(0)} ms · p95 ${pct(waits, 95).toFixed(0)} ms · callback p50 ${pct(callbacks, 50).toFixed(1)} ms · p99 ${pct(callbacks, 99).toFixed(1)} ms`,
    );
  }
  if (cost) printCost("    ", await cost(stats.created));
}

/** Starts measuring a floor's load: the floor (with its operator stub), PostgreSQL, the load generator. */
const startFloorCost = (db, floor) =>
  startCost(
    db,
    { floor: floor.child.pid, load: process.pid },
    { floor: "floor", postgres: "PostgreSQL", load: "load generator" },
  );

/** The database's own counters: commits (each autocommitted statement is one), rows written, WAL. */
async function dbCounters(db) {
  const { rows } = await db.query(
    `select xact_commit::bigint as commits, (tup_inserted + tup_updated + tup_deleted)::bigint as rows,
       (select wal_bytes::bigint from pg_stat_wal) as wal, (select wal_fpi::bigint from pg_stat_wal) as fpi
     from pg_stat_database where datname = current_database()`,
  );
  return rows[0];
}

/** Rows written so far, table by table (inserted, updated, deleted): where a payment's rows go. */
async function tableCounters(db) {
  const { rows } = await db.query(
    "select relname, (n_tup_ins + n_tup_upd + n_tup_del)::bigint as n, n_tup_upd::bigint as upd from pg_stat_user_tables",
  );
  return new Map(rows.map((r) => [r.relname, { n: Number(r.n), upd: Number(r.upd) }]));
}

/** The tables a payment writes, most rows first, per payment ("3.0 transactions (2.0 updates)"). */
function byTable(before, after, payments) {
  const per = [];
  for (const [table, a] of after) {
    const b = before.get(table) ?? { n: 0, upd: 0 };
    const n = (a.n - b.n) / payments;
    if (n >= 0.05) per.push({ table, n, upd: (a.upd - b.upd) / payments });
  }
  return per
    .sort((x, y) => y.n - x.n)
    .map((t) => `${t.n.toFixed(1)} ${t.table}${t.upd >= 0.05 ? ` (${t.upd.toFixed(1)} updates)` : ""}`)
    .join(" · ");
}

/**
 * Starts measuring what payments cost the machine: the database's counters, the CPU of each
 * process in `pids` and of PostgreSQL's (named by `labels`), and what the database's sessions
 * wait on meanwhile. The function it answers ends the measure and gives it per payment.
 */
async function startCost(db, pids, labels) {
  const counters = await dbCounters(db);
  const tables = await tableCounters(db);
  const cpu = cpuSeconds(pids);
  const stopSampling = sampleWaits(db, 20, "backend_type = 'client backend'");
  return async (payments) => {
    const cpuAfter = cpuSeconds(pids);
    const waits = await stopSampling();
    // pg_stat_database is updated when each backend reports (about once a second): let it.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await dbCounters(db);
    const tablesAfter = await tableCounters(db);
    const per = (key) => (Number(after[key]) - Number(counters[key])) / Math.max(1, payments);
    return {
      database: `${per("commits").toFixed(1)} commits · ${per("rows").toFixed(1)} rows written · ${(per("wal") / 1024).toFixed(1)} KB of WAL (${per("fpi").toFixed(1)} full pages)`,
      tables: byTable(tables, tablesAfter, Math.max(1, payments)),
      cpu: cpuPer(cpu, cpuAfter, payments, labels),
      waits: `(${waits.samples} samples): ${waits.top.join(" · ")}`,
    };
  };
}

/** Waits (two minutes at most) until none of the MTN payments created since `since` is pending. */
async function untilEnded(db, since) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await db.query(
      "select count(*)::int as n from transactions where created_at >= $1 and operator = 'mtn_momo' and status = 'pending'",
      [since],
    );
    if (rows[0].n === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Approval → stored of the payments created in each span of the load: the first ones' callbacks open the connections. */
function printBySpan(succeeded) {
  const spans = new Map();
  for (const r of succeeded) {
    const span = Math.floor(Number(r.created_s) / SPAN_S);
    if (!spans.has(span)) spans.set(span, []);
    spans.get(span).push(Number(r.ms));
  }
  for (const [span, ms] of [...spans].sort((a, b) => a[0] - b[0])) {
    const sorted = ms.sort((a, b) => a - b);
    console.log(
      `    created ${span * SPAN_S}–${(span + 1) * SPAN_S} s into the load: ${sorted.length} · p50 ${pct(sorted, 50).toFixed(0)} ms · p95 ${pct(sorted, 95).toFixed(0)} ms`,
    );
  }
}

function printCost(indent, spent) {
  console.log(`${indent}database per payment: ${spent.database}`);
  console.log(`${indent}  rows by table: ${spent.tables}`);
  console.log(`${indent}machine time per payment (CPU): ${spent.cpu}`);
  console.log(`${indent}database sessions while it ran ${spent.waits}`);
}

/**
 * PayFlow's creations under `load` (50 concurrent, or offered at `rate` per second), then what
 * became of them once none is pending: the rows (status, approval → stored, the sandbox's share,
 * when created) and the callbacks' times as the sandbox saw them (when it runs apart).
 */
async function measurePayflow(db, { base, merchant, body, callbackTimes, rate }) {
  const callbacksBefore = callbackTimes?.().length ?? 0;
  const { rows: before } = await db.query("select now() as t");
  const init = { method: "POST", headers: merchant, body, duration: LOAD_S };
  const created = rate
    ? await paced(`${base}/v1/payments`, { ...init, rate })
    : await load(`${base}/v1/payments`, init);
  const since = before[0].t;
  await untilEnded(db, since);
  const { rows } = await db.query(
    `select t.status, extract(epoch from t.paid_at) * 1000 - (s.data->'life'->>'settleAt')::double precision as ms,
       extract(epoch from s.updated_at) * 1000 - (s.data->'life'->>'settleAt')::double precision as sandbox_ms,
       extract(epoch from t.created_at - $1::timestamptz) as created_s
     from transactions t
     left join sandbox_records s on s.operator = 'mtn_momo' and s.key = t.operator_attempt_id
     where t.created_at >= $1 and t.operator = 'mtn_momo'`,
    [since],
  );
  const succeeded = rows.filter((r) => r.status === "succeeded" && r.ms !== null);
  const callbacks = (callbackTimes?.() ?? []).slice(callbacksBefore).sort((a, b) => a - b);
  return { created, rows, succeeded, callbacks };
}

/** What became of a measure's payments: how many succeeded, approval → stored and the callbacks' times. */
function printFigures(indent, { rows, succeeded, callbacks }, { targets = false } = {}) {
  const waits = succeeded.map((r) => Number(r.ms)).sort((a, b) => a - b);
  const others = rows.length - succeeded.length;
  console.log(
    `${indent}${rows.length} created · ${succeeded.length} succeeded · ${others} not (still pending or another end)`,
  );
  if (waits.length > 0) {
    console.log(
      `${indent}approval → success stored${targets ? " (target p95 ≤ 100 ms)" : ""}   p50 ${pct(waits, 50).toFixed(0)} ms · p95 ${pct(waits, 95).toFixed(0)} ms · p99 ${pct(waits, 99).toFixed(0)} ms · max ${waits.at(-1).toFixed(0)} ms`,
    );
    // Where the wait is: the sandbox's own timer and record update (it then calls back), and
    // PayFlow's callback handling (with its status call) up to the stored success.
    const sandboxWaits = succeeded.map((r) => Number(r.sandbox_ms)).sort((a, b) => a - b);
    const payflowWaits = succeeded.map((r) => Number(r.ms) - Number(r.sandbox_ms)).sort((a, b) => a - b);
    console.log(
      `${indent}  the sandbox's timer and record p50 ${pct(sandboxWaits, 50).toFixed(0)} ms · p95 ${pct(sandboxWaits, 95).toFixed(0)} ms; its callback to the success stored p50 ${pct(payflowWaits, 50).toFixed(0)} ms · p95 ${pct(payflowWaits, 95).toFixed(0)} ms`,
    );
  }
  if (callbacks.length > 0) {
    console.log(
      `${indent}callback handling (as the operator sees it${targets ? "; target p99 ≤ 50 ms" : ""})   p50 ${pct(callbacks, 50).toFixed(1)} ms · p99 ${pct(callbacks, 99).toFixed(1)} ms · max ${callbacks.at(-1).toFixed(1)} ms (${callbacks.length} callbacks)`,
    );
  }
}

export async function benchLifecycle({ root, base, origin, cookie, dataDir, where, callbackTimes, pids }) {
  const db = new pg.Client({ connectionString: databaseUrl(dataDir) });
  await db.connect();
  const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
  const merchant = await merchantHeaders(base, headers, "lifecycle");
  console.log(
    `\nLifecycle: payments that succeed, 50 concurrent /v1 creations for ${LOAD_S} s (MTN sandbox ${where}, approval after its delay)`,
  );
  console.log("  target: ≥ 0.7× the essential floor (0.5× with the sandboxes in-process), p99 ≤ 1.5× the floor's");
  const body = JSON.stringify({ amount: 1000, currency: "XOF", operator: "mtn_momo", phone: "0500001234" });
  const floor = await startFloor(root, databaseUrl(dataDir));
  await load(floor.essentialUrl, { method: "POST", headers: merchant, body, duration: WARM_UP_S });
  const floorCost = await startFloorCost(db, floor);
  const essential = await load(floor.essentialUrl, { method: "POST", headers: merchant, body });
  const floorSpent = await floorCost(essential.requests.total);
  console.log(line("essential floor", essential));
  printCost("    ", floorSpent);
  await lifecycleFloor(db, floor, merchant, body);
  // The whole lifecycle's cost, the sandbox's included (when apart, its process is named too).
  const labels = {
    payflow: "PayFlow",
    ...(pids.sandbox ? { sandbox: "sandbox" } : {}),
    postgres: "PostgreSQL",
    load: "load generator",
  };
  // Warmed the same way, its callbacks included: measured once those payments have ended.
  const { rows: warming } = await db.query("select now() as t");
  await load(`${base}/v1/payments`, { method: "POST", headers: merchant, body, duration: WARM_UP_S });
  await untilEnded(db, warming[0].t);
  const cost = await startCost(db, { ...pids, load: process.pid }, labels);
  const saturated = await measurePayflow(db, { base, merchant, body, callbackTimes });
  const { created } = saturated;
  const ratio = (created.requests.average / essential.requests.average).toFixed(2);
  const p99 = (created.latency.p99 / essential.latency.p99).toFixed(2);
  console.log(`${line("POST /v1/payments", created)} · ${ratio}× the floor, p99 ${p99}× the floor's`);
  printCost("  ", await cost(saturated.rows.length));
  printFigures("  ", saturated, { targets: true });
  printBySpan(saturated.succeeded);
  // Below saturation: the same creations at a rate both PayFlow and the floor can take.
  console.log(`  Below saturation: the same creations offered at ${RATE}/s for ${LOAD_S} s`);
  const steady = await measurePayflow(db, { base, merchant, body, callbackTimes, rate: RATE });
  console.log(`  ${line(`POST /v1/payments, ${RATE}/s`, steady.created)}`);
  printFigures("      ", steady);
  await lifecycleFloor(db, floor, merchant, body, { rate: RATE, indent: "  " });
  floor.child.kill("SIGTERM");
  await db.end();
}
