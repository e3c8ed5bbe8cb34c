// The books at scale, for `npm run bench` (printed, never pass/fail; docs/LEDGER.md):
//  - one company's books with 1,000,000 successes posted (4 lines each): the balance read
//    (target p95 ≤ 5 ms), against summing the journal instead, and the settlement report and
//    accounting export over 30 days of it;
//  - postings under load: successes for one company offered at 1,000/s for 30 s, each the
//    engine's success statement (the payment's update and its payment.success event, whose
//    trigger posts), with pg_stat_activity sampled every 50 ms to show what the postings wait
//    on (target: lock waits not dominating); then the same statement on 50 connections as fast
//    as they go, with the posting, without it, and without the running totals: its own cost;
//  - the issue's own measure: Wave's success callbacks, 50 at a time, to PayFlow, from the
//    callback to the stored success (its answer), with the posting and without, alternated.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { load } from "./bench-payments.mjs";

const ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const RATE = Number(process.env.BENCH_LEDGER_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 30);

const pct = (samples, p) => {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] ?? Number.NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function timed(n, fn) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return `p50 ${ms(pct(samples, 50))} · p95 ${ms(pct(samples, 95))}`;
}

/** Payments waiting for their success, `n` of them, for the company's test mode. */
async function pendingPayments(db, companyId, prefix, n) {
  await db.query(
    `insert into transactions (id, company_id, is_test_data, amount, fee, net, status, operator, phone, reference, code,
       description, created_at, updated_at)
     select $2 || g, $1, true, 1000 + g % 9000, (1000 + g % 9000) / 40, (1000 + g % 9000) - (1000 + g % 9000) / 40, 'pending',
       (array['wave','orange_money','mtn_momo','moov_money'])[1 + g % 4], '07' || lpad(g::text, 8, '0'), 'REF-' || $2 || g,
       upper($2) || g, 'Banc des livres', now(), now()
     from generate_series(1, $3) g`,
    [companyId, prefix, n],
  );
}

/** The engine's success statement, as payments/engine/outcome-queries.ts writes it (its posting by trigger). */
const SUCCESS = `
  WITH moved AS (
    UPDATE transactions SET status = 'succeeded', paid_at = now(), settles_at = now() + interval '2 days',
      operator_transaction_id = 'OPX-' || id, updated_at = now()
    WHERE id = $1 AND status = 'pending'
    RETURNING id, company_id, is_test_data
  )
  INSERT INTO payment_events (id, company_id, is_test_data, payment_id, type, data)
  SELECT 'evt_' || id, company_id, is_test_data, id, 'payment.success', '{}'::jsonb FROM moved`;

/** What the bench's connections are doing, sampled: wait events while a statement runs. */
export function sampleWaits(db, every = 50, who = "application_name = 'ledger-bench'") {
  const counts = new Map();
  let samples = 0;
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const { rows } = await db.query(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as w from pg_stat_activity where ${who} and state = 'active' and pid <> pg_backend_pid()`,
      );
      for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + 1);
      samples += rows.length;
      await new Promise((r) => setTimeout(r, every));
    }
  })();
  return async () => {
    stop = true;
    await done;
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const lock = [...counts.entries()].filter(([w]) => w.startsWith("Lock:")).reduce((s, [, n]) => s + n, 0);
    return { samples, lock, top: top.map(([w, n]) => `${w} ${((100 * n) / Math.max(samples, 1)).toFixed(0)}%`) };
  };
}

/** Successes offered at `rate` per second for `seconds`, on `connections` connections. */
async function offered(url, ids, rate, seconds, connections) {
  const pool = new pg.Pool({ connectionString: url, max: connections, application_name: "ledger-bench" });
  const latencies = [];
  const start = performance.now();
  const total = Math.min(ids.length, rate * seconds);
  let late = 0;
  const inFlight = new Set();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    else if (wait < -100) late++;
    const t = performance.now();
    const p = pool.query(SUCCESS, [ids[i]]).then(() => latencies.push(performance.now() - t));
    inFlight.add(p);
    p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  await pool.end();
  return { done: latencies.length, elapsed, late, latencies };
}

/** `workers` connections each running the successes one after another, as fast as they go. */
async function closedLoop(url, ids, workers) {
  const clients = await Promise.all(
    Array.from({ length: workers }, async () => {
      const c = new pg.Client({ connectionString: url, application_name: "ledger-bench" });
      await c.connect();
      return c;
    }),
  );
  const latencies = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      for (let i = next++; i < ids.length; i = next++) {
        const t = performance.now();
        await c.query(SUCCESS, [ids[i]]);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return { done: latencies.length, elapsed, latencies };
}

export async function benchLedger({ db, url }) {
  console.log(`\nThe books (docs/LEDGER.md): one company's ledger with ${ROWS.toLocaleString("en")} successes posted`);
  const companyId = "cmp_ledger_bench";
  await db.query("insert into companies (id, name) values ($1, 'Livres (banc)') on conflict (id) do nothing", [
    companyId,
  ]);
  let t = performance.now();
  // Each success posted as PostgreSQL posts it (ledger_post_success): the wallet (pending for the
  // last tenth), sales, the fee; the balances' running totals follow by the journal's trigger.
  await db.query(
    `insert into ledger_journal (id, company_id, is_test_data, source, source_id, payment_id, lines, posted_at)
     select 'ljt_evt_lb_' || g, $1, true, 'payment.success', 'evt_lb_' || g, 'pay_lb_' || g,
       jsonb_build_array(
         jsonb_build_object('account', w, 'amount', a), jsonb_build_object('account', 'sales', 'amount', -a),
         jsonb_build_object('account', 'fees', 'amount', a / 40), jsonb_build_object('account', w, 'amount', -(a / 40))),
       now() - (g::float8 / $2) * interval '90 days'
     from (select g, 1000 + (g::bigint * 7919) % 500000 as a,
             'operator:' || (array['wave','orange_money','mtn_momo','moov_money'])[1 + g % 4]
               || case when g % 10 = 0 then ':pending' else ':available' end as w
           from generate_series(1, $2) g) s`,
    [companyId, ROWS],
  );
  await db.query("vacuum analyze ledger_journal");
  await db.query("analyze ledger_balances");
  console.log(
    `  posted in ${((performance.now() - t) / 1000).toFixed(1)} s (one statement, the running totals kept by its trigger)`,
  );

  const read = `select account, sum(amount)::text as amount from ledger_balances
    where company_id = $1 and is_test_data = true and (account like '%:pending' or account like '%:available')
    group by account`;
  console.log(
    `  balance read (modules/ledger/balances.ts's statement)    ${await timed(1000, () => db.query(read, [companyId]))}  target p95 ≤ 5 ms`,
  );
  t = performance.now();
  await db.query(
    `select l ->> 'account', sum((l ->> 'amount')::bigint) from ledger_journal j, jsonb_array_elements(j.lines) l
     where company_id = $1 and is_test_data group by 1`,
    [companyId],
  );
  console.log(`  the same figure summed over the journal instead         ${ms(performance.now() - t)} (once)`);

  // The settlement report and accounting export read the journal by posting time: 30 days of it.
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  t = performance.now();
  const report = await db.query(
    `select to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*),
       sum((l ->> 'amount')::bigint) filter (where l ->> 'account' = 'sales')
     from ledger_journal j cross join lateral jsonb_array_elements(j.lines) l
     where company_id = $1 and is_test_data and posted_at >= $2 and source <> 'settlement' group by 1`,
    [companyId, from],
  );
  console.log(`  settlement report's read, 30 days (${report.rows.length} days)      ${ms(performance.now() - t)}`);

  console.log(
    `\nPostings under load: successes for one company offered at ${RATE}/s for ${SECONDS} s (20 connections)`,
  );
  console.log("  target: 1,000/s sustained, lock waits not dominating");
  const n = RATE * SECONDS;
  await pendingPayments(db, companyId, "pay_lbl_", n);
  await db.query("analyze transactions");
  const ids = Array.from({ length: n }, (_, i) => `pay_lbl_${i + 1}`);
  const stopSampling = sampleWaits(db);
  const run = await offered(url, ids, RATE, SECONDS, 20);
  const waits = await stopSampling();
  console.log(
    `  ${run.done} successes posted in ${run.elapsed.toFixed(1)} s = ${(run.done / run.elapsed).toFixed(0)}/s · statement p50 ${ms(pct(run.latencies, 50))} · p99 ${ms(pct(run.latencies, 99))} · ${run.late} sent late`,
  );
  console.log(
    `  waits of active postings (${waits.samples} samples): ${waits.top.join(" · ")} — lock waits ${((100 * waits.lock) / Math.max(waits.samples, 1)).toFixed(1)}%`,
  );
  const posted = await db.query(
    "select count(*)::int as n from ledger_journal where company_id = $1 and source_id like 'evt_pay_lbl_%'",
    [companyId],
  );
  console.log(`  journal transactions posted: ${posted.rows[0].n} (one per success)`);

  // The posting's own cost: the same statement, 50 at a time, with the posting trigger and without.
  console.log(
    "\nThe success statement on 50 connections, each one after another: the posting's own cost (its triggers disabled)",
  );
  const batch = 10_000;
  // The posting's parts: the journal row (and its settlement's work list), then the balances'
  // running totals; the statement without either is the floor.
  const variants = [
    ["with the posting", "enable", "enable"],
    ["without", "disable", "enable"],
    ["posting, no running totals", "enable", "disable"],
    ["with the posting, again", "enable", "enable"],
  ];
  for (const [label, posting, totals] of variants) {
    const prefix = `pay_lbx${Math.random().toString(36).slice(2, 6)}_`;
    await pendingPayments(db, companyId, prefix, batch);
    await db.query(`alter table payment_events ${posting} trigger ledger_payment_success`);
    await db.query(`alter table ledger_journal ${totals} trigger ledger_balances_posted`);
    const list = Array.from({ length: batch }, (_, i) => `${prefix}${i + 1}`);
    await db.query("checkpoint");
    const r = await closedLoop(url, list, 50);
    console.log(
      `  ${label.padEnd(28)} ${(r.done / r.elapsed).toFixed(0).padStart(5)}/s · ${((1000 * r.elapsed) / r.done).toFixed(2)} ms of the machine per success · p50 ${ms(pct(r.latencies, 50))} · p99 ${ms(pct(r.latencies, 99))}`,
    );
  }
  await db.query("alter table ledger_journal enable trigger ledger_balances_posted");
  await db.query("alter table payment_events enable trigger ledger_payment_success");
}

/**
 * The company's test-mode Wave webhook secret, as PayFlow derives it from the installation's
 * secret (apps/server/src/sandboxes/company-credentials.ts): the bench signs callbacks as the
 * sandbox would.
 */
function waveWebhookSecret(dataDir, companyId) {
  const secret = process.env.PAYFLOW_SECRET_KEY ?? readFileSync(path.join(dataDir, "secret.key"), "utf8").trim();
  const mac = createHmac("sha256", secret).update(`wave-sandbox-webhook-secret:${companyId}`).digest("hex");
  return `wave_sandbox_whsec_${mac}`;
}

/** Wave callbacks reporting the payments' successes, `concurrency` at a time: each one's time to PayFlow's answer. */
async function waveCallbacks(base, secret, payments, concurrency) {
  const latencies = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < payments.length; i = next++) {
        const p = payments[i];
        const body = JSON.stringify({
          id: `EV_bench_${p.id}`,
          type: "checkout.session.completed",
          data: {
            id: p.session,
            amount: String(p.amount),
            currency: "XOF",
            client_reference: p.id,
            checkout_status: "complete",
            payment_status: "succeeded",
            transaction_id: `T_BENCH_${p.id.toUpperCase()}`,
            last_payment_error: null,
          },
        });
        const t = Math.floor(Date.now() / 1000);
        const signature = createHmac("sha256", secret).update(`${t}${body}`).digest("hex");
        const began = performance.now();
        const res = await fetch(`${base}/callbacks/wave`, {
          method: "POST",
          headers: { "content-type": "application/json", "wave-signature": `t=${t},v1=${signature}` },
          body,
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - began);
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - start) / 1000 };
}

/**
 * The issue's measure of the posting's cost: success callbacks at 50 concurrent, callback to
 * stored success, with the posting and without (its trigger disabled), alternated so that the
 * machine's drift falls on both.
 */
export async function benchCallbacks({ db, base, merchant, dataDir }) {
  const PER_ROUND = Number(process.env.BENCH_CALLBACKS ?? 2000);
  console.log(
    `\nWave success callbacks, 50 concurrent, ${PER_ROUND} per round: callback → success stored (PayFlow's answer)`,
  );
  console.log("  target: the posting adds ≤ 10 %");
  const { rows: company } = await db.query("select id from companies where is_default");
  const secret = waveWebhookSecret(dataDir, company[0].id);
  const body = JSON.stringify({ amount: 1000, currency: "XOF", operator: "wave", phone: "0700000004" });
  const results = { on: [], off: [] };
  // A first round warms the server (its JIT, caches) and is not counted; then off and on alternate.
  for (const [i, posting] of ["on", "off", "on", "off", "on"].entries()) {
    await db.query("update transactions set status = 'expired', next_check_at = null where status = 'pending'");
    const since = (await db.query("select now() as t")).rows[0].t;
    // Sessions that never settle by themselves (…04): only the callbacks below make them succeed.
    await load(`${base}/v1/payments`, { method: "POST", headers: merchant, body, amount: PER_ROUND });
    const { rows } = await db.query(
      "select id, amount, operator_reference as session from transactions where created_at >= $1 and status = 'pending' and operator = 'wave' and operator_reference is not null",
      [since],
    );
    await db.query(
      `alter table payment_events ${posting === "on" ? "enable" : "disable"} trigger ledger_payment_success`,
    );
    // Every round starts right after a checkpoint, so each pays the same first-touch page images.
    await db.query("checkpoint");
    const wal = async () => Number((await db.query("select wal_bytes::bigint as b from pg_stat_wal")).rows[0].b);
    const walBefore = await wal();
    const stopSampling = sampleWaits(db, 20, "backend_type = 'client backend'");
    const r = await waveCallbacks(base, secret, rows, 50);
    const waits = await stopSampling();
    const walPer = (await wal()) - walBefore;
    if (i > 0) results[posting].push(...r.latencies);
    console.log(
      `  ${i === 0 ? "warm-up    " : `posting ${posting.padEnd(3)}`} ${String(r.latencies.length).padStart(5)} stored · ${(r.latencies.length / r.elapsed).toFixed(0)}/s · p50 ${ms(pct(r.latencies, 50))} · p95 ${ms(pct(r.latencies, 95))} · p99 ${ms(pct(r.latencies, 99))} · WAL ${(walPer / Math.max(r.latencies.length, 1) / 1024).toFixed(1)} KB per callback`,
    );
    console.log(`      PayFlow's statements (${waits.samples} samples): ${waits.top.join(" · ")}`);
  }
  await db.query("alter table payment_events enable trigger ledger_payment_success");
  const [on, off] = [results.on, results.off];
  const change = (p) => `${(100 * (pct(on, p) / pct(off, p) - 1)).toFixed(0)} %`;
  console.log(`  the posting's share, two rounds each: p50 ${change(50)} · p95 ${change(95)} · p99 ${change(99)}`);
}
