// PayFlow on a bad day, against real processes: two app instances started as
// `npm start` starts them, on one real PostgreSQL, driven through the merchant API.
//   npm run faults              the full run (2,000 creations per fault, real expiries)
//   npm test                    runs it with --short (400 creations, expiries brought forward)
// Checks, each printed ✓/✗ with its figures:
//  - rate limits are shared by the instances (one count in PostgreSQL);
//  - the same operator callback ×20 on both instances, then a failure after the success: one
//    terminal state, one event, one webhook;
//  - a merchant receiver down for its first 3 attempts gets the event later, same webhook-id;
//  - kill -9 of an instance under 200 concurrent creations, and separately a PostgreSQL restart
//    and a PostgreSQL crash (kill -9 of the postmaster) under the same load: every creation
//    answered 2xx exists exactly once (also after clients retry the unanswered ones with their
//    Idempotency-Key), every pending payment reaches a final state through reconciliation, no
//    event is written twice, each terminal event reaches the merchant once, no payer was asked
//    twice for one attempt (the sandboxes' own records), and the service is healthy again
//    within 10 s of the restart;
//  - kill -9 of an instance while both send a batch of payouts (2,000 lines; 400 short): every
//    line ends once, the sandboxes' records show no beneficiary paid twice and none skipped.
// --report <file> writes { passed, failed, checks } for scripts/test.mjs. Exit code 1 on failure.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { checkBooks, checkCreations, checkEvents, checkPrompts, checkWebhooks, settle } from "./faults/checks.mjs";
import { freePort, sleep, startApp, startDatabase, waitHealthy } from "./faults/cluster.mjs";
import { duplicateCallbacks, rateLimitShared, receiverDownThreeAttempts } from "./faults/instances.mjs";
import {
  adminSession,
  createKeys,
  createPayments,
  openStream,
  requestOf,
  send,
  startReceiver,
} from "./faults/load.mjs";
import { payoutsKilled } from "./faults/payouts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHORT = process.argv.includes("--short");
const reportAt = process.argv.indexOf("--report");
const REPORT = reportAt > 0 ? process.argv[reportAt + 1] : null;
const TOTAL = SHORT ? 400 : 2000;
const CONCURRENCY = 200;
const API_RATE_LIMIT = 20;
const APP_ENV = {
  PAYFLOW_SANDBOX_APPROVAL_MS: "1500",
  PAYFLOW_API_RATE_LIMIT: String(API_RATE_LIMIT),
};

const checks = [];
const figures = [];
function record(list) {
  for (const c of list) {
    checks.push(c);
    console.log(`${c.ok ? "✓" : "✗"} ${c.name}${c.ok ? "" : `\n    ${c.detail}`}`);
  }
}
const figure = (text) => {
  figures.push(text);
  console.log(`  · ${text}`);
};
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Moov payer numbers: most approve after 1.5 s; every 20th fails (…02), every 25th never answers (…04). */
function phoneOf(i) {
  if (i % 20 === 7) return "0100000002";
  if (i % 25 === 11) return "0100000004";
  return `01${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, "0")}`;
}

/** Unanswered creations (no answer, or 5xx) retried by the merchant with the same Idempotency-Key. */
async function retryUnanswered(results, keys, targets) {
  const unanswered = results.filter((r) => r.status === 0 || r.status >= 500);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const r = unanswered[next++];
      if (!r) return;
      // A key whose request died stays "in progress" (409) until it is older than any request
      // lasts; the merchant keeps retrying, as the API documentation says to.
      const deadline = Date.now() + 90_000;
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        const answer = await send(
          targets[attempt % targets.length],
          keys[r.i % keys.length],
          requestOf(r.phase, r.i, r.body.phone),
        );
        Object.assign(r, answer, { retried: true });
        if (answer.status !== 0 && answer.status < 500 && answer.status !== 409) break;
        await sleep(2000);
      }
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  const by = (p) => results.filter(p).length;
  return {
    unanswered: unanswered.length,
    after: `${by((r) => r.retried && r.status >= 200 && r.status < 300)} answered 2xx, ${by((r) => r.retried && (r.status < 200 || r.status >= 300))} not (${[...new Set(unanswered.filter((r) => r.status >= 300 || r.status === 0).map((r) => `${r.status} ${r.code}`))].join("; ")})`,
  };
}

async function verifyPhase(phase, results, db, receiver, endpointId) {
  record(await checkCreations(db, phase, results));
  const settled = await settle(db, phase, {
    graceMs: 15_000,
    deadlineMs: SHORT ? 60_000 : 300_000,
    fastForward: SHORT,
  });
  figure(
    `${phase}: every payment final ${secs(settled.ms)} after the load${settled.forwarded ? ` (${settled.forwarded} never-answered payments' expiry brought forward)` : ""}`,
  );
  record([
    {
      name: `${phase}: every pending payment reached a final state through reconciliation`,
      ok: settled.left === 0,
      detail: `${settled.left} still pending`,
    },
  ]);
  record(await checkEvents(db, phase));
  record(await checkBooks(db, phase));
  record(await checkPrompts(db, phase));
  // A round held by a killed instance blocks its chain until it is found dead (up to 1.5 min).
  const webhooks = await checkWebhooks(db, phase, receiver, endpointId, 180_000);
  record(webhooks.checks);
}

function loadFigures(phase, results, ms) {
  const ok = results.filter((r) => r.status >= 200 && r.status < 300).length;
  const none = results.filter((r) => r.status === 0).length;
  const errors = results.filter((r) => r.status >= 500).length;
  const other = results.length - ok - none - errors;
  figure(
    `${phase}: ${results.length} creations at ${CONCURRENCY} concurrent in ${secs(ms)}: ${ok} answered 2xx, ${none} no answer, ${errors} 5xx, ${other} other`,
  );
}

async function killUnderLoad(ctx) {
  const { A, B, keys, db } = ctx;
  const phase = "kill";
  let killed = false;
  let okCount = 0;
  let killedAt = 0;
  let turn = 0;
  const t0 = performance.now();
  const results = await createPayments({
    phase,
    total: TOTAL,
    concurrency: CONCURRENCY,
    keys,
    phoneOf,
    target: () => (killed ? B : turn++ % 2 ? B : ctx.A),
    onAnswer: (r) => {
      if (r.status >= 200 && r.status < 300) okCount++;
      if (!killed && okCount >= TOTAL / 4) {
        killed = true;
        killedAt = performance.now();
        void ctx.A.kill("SIGKILL");
      }
    },
  });
  for (const r of results) r.phase = phase;
  loadFigures(phase, results, performance.now() - t0);
  figure(`${phase}: instance A killed (SIGKILL) ${secs(killedAt - t0)} into the load`);
  const retried = await retryUnanswered(results, keys, [B]);
  figure(
    `${phase}: ${retried.unanswered} unanswered creations retried with their Idempotency-Key on B: ${retried.after}`,
  );
  const restartAt = performance.now();
  ctx.A = await startApp(root, ctx.database.url, { port: A.port, name: "A", env: APP_ENV });
  const healthyIn = performance.now() - restartAt;
  figure(`${phase}: A started again, healthy ${secs(healthyIn)} after its restart`);
  record([
    {
      name: `${phase}: healthy again within 10 s of the restart (${secs(healthyIn)})`,
      ok: healthyIn <= 10_000,
      detail: "",
    },
  ]);
  await verifyPhase(phase, results, db, ctx.receiver, ctx.endpoint.id);
}

/**
 * PostgreSQL down for 1 s under load: `crash` false stops it (fast shutdown) and starts it again,
 * true kills its postmaster (kill -9) and starts it again, recovering from the WAL.
 */
async function databaseDownUnderLoad(ctx, { phase, crash }) {
  const { keys, db } = ctx;
  let restarting = null;
  let okCount = 0;
  let turn = 0;
  let lastFailureAt = 0;
  const t0 = performance.now();
  const results = await createPayments({
    phase,
    total: TOTAL,
    concurrency: CONCURRENCY,
    keys,
    phoneOf,
    target: () => (turn++ % 2 ? ctx.B : ctx.A),
    onAnswer: (r) => {
      if (r.status >= 200 && r.status < 300) okCount++;
      else lastFailureAt = performance.now();
      if (!restarting && okCount >= TOTAL / 4) {
        const how = crash ? "killed (kill -9 of the postmaster)" : "stopped";
        figure(`${phase}: PostgreSQL ${how} ${secs(performance.now() - t0)} into the load, down 1 s`);
        // From the moment PostgreSQL accepts connections again, both instances' /health is
        // polled every 50 ms, while the load goes on.
        const downAt = performance.now();
        const down = crash ? ctx.database.crash(1000) : ctx.database.restart(1000);
        restarting = down.then(async (readyAt) => {
          const healthy = await Promise.all([ctx.A, ctx.B].map((app) => waitHealthy(app, 30_000)));
          return { downAt, readyAt, healthyAt: Math.max(...healthy) };
        });
      }
    },
  });
  for (const r of results) r.phase = phase;
  const { downAt, readyAt: restartedAt, healthyAt } = await restarting;
  loadFigures(phase, results, performance.now() - t0);
  figure(`${phase}: PostgreSQL accepted connections again ${secs(restartedAt - downAt)} after it went down`);
  figure(
    `${phase}: the last creation refused came ${secs(Math.max(0, lastFailureAt - restartedAt))} after PostgreSQL accepted connections again`,
  );
  const healthyIn = healthyAt - restartedAt;
  // Healthy means serving again, not only answering /health: a creation through each.
  const probes = await Promise.all(
    [ctx.A, ctx.B].map(async (app, n) => {
      const request = requestOf(phase, TOTAL + n, "0100000001");
      return { i: TOTAL + n, phase, ...request, ...(await send(app, keys[n], request)) };
    }),
  );
  results.push(...probes);
  figure(
    `${phase}: both instances healthy ${secs(Math.max(0, healthyIn))} after PostgreSQL accepted connections again`,
  );
  record([
    {
      name: `${phase}: healthy again within 10 s of the restart (${secs(Math.max(0, healthyIn))}), a creation answered on each instance (${probes.map((p) => p.status)})`,
      ok: healthyIn <= 10_000 && probes.every((p) => p.status === 201),
      detail: probes.map((p) => `${p.status} ${p.code}`).join(", "),
    },
  ]);
  // Live updates came back too: a payment settled through B reaches a browser's stream on A
  // (LISTEN/NOTIFY on a new connection after the restart).
  const stream = await openStream(ctx.A, ctx.session.cookie);
  const live = await send(ctx.B, keys[2], requestOf(phase, TOTAL + 2, "0100000001"));
  results.push({ i: TOTAL + 2, phase, ...requestOf(phase, TOTAL + 2, "0100000001"), ...live });
  const seen = await stream.waitFor(live.id, 10_000);
  await stream.close();
  record([
    {
      name: `${phase}: live updates work again: a payment settled on B reaches a stream opened on A`,
      ok: live.status === 201 && seen,
      detail: `create ${live.status}, event seen ${seen}`,
    },
  ]);
  const retried = await retryUnanswered(results, keys, [ctx.A, ctx.B]);
  figure(`${phase}: ${retried.unanswered} unanswered creations retried with their Idempotency-Key: ${retried.after}`);
  await verifyPhase(phase, results, db, ctx.receiver, ctx.endpoint.id);
}

async function main() {
  console.log(
    `PayFlow fault run (${SHORT ? "short form" : "full"}): ${TOTAL} creations per fault, ${CONCURRENCY} concurrent`,
  );
  const database = await startDatabase(root);
  const [portA, portB] = [await freePort(), await freePort()];
  const t0 = performance.now();
  const [A, B] = await Promise.all([
    startApp(root, database.url, { port: portA, name: "A", env: APP_ENV }),
    startApp(root, database.url, { port: portB, name: "B", env: APP_ENV }),
  ]);
  figure(`two instances started together on one database, both healthy in ${secs(performance.now() - t0)}`);
  const db = new pg.Pool({ connectionString: database.url, max: 3 });
  db.on("error", () => {}); // idle clients die with the database restart; the pool makes new ones
  const ctx = { database, A, B, db };
  try {
    const session = await adminSession(A);
    ctx.session = session;
    ctx.keys = await createKeys(session, 16);
    const limitKey = (await createKeys(session, 1))[0];
    ctx.receiver = await startReceiver();
    ctx.endpoint = await session.call("POST", "/api/webhook-endpoints", {
      url: ctx.receiver.url,
      events: ["payment.success", "payment.failed", "payment.expired"],
      description: "faults: the merchant",
    });
    record(await rateLimitShared(A, B, limitKey, API_RATE_LIMIT));
    record(await duplicateCallbacks(A, B, ctx.keys[0], db));
    record(await receiverDownThreeAttempts(A, ctx.keys[1], session, db));
    await killUnderLoad(ctx);
    await databaseDownUnderLoad(ctx, { phase: "pgrestart", crash: false });
    await databaseDownUnderLoad(ctx, { phase: "pgcrash", crash: true });
    await payoutsKilled(ctx, { root, lines: SHORT ? 400 : 2000, env: APP_ENV, figure, record });
  } catch (error) {
    record([{ name: "the fault run completed", ok: false, detail: error.stack ?? String(error) }]);
  } finally {
    await Promise.all([ctx.A, ctx.B].map((app) => app.kill("SIGTERM")));
    await db.end().catch(() => {});
    await ctx.receiver?.close();
    await database.stop();
  }
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\n${checks.length - failed} checks passed, ${failed} failed`);
  if (REPORT)
    writeFileSync(REPORT, JSON.stringify({ passed: checks.length - failed, failed, checks, figures }, null, 2));
  process.exit(failed === 0 ? 0 : 1);
}

await main();
