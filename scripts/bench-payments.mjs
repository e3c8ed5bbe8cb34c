// Payment figures for `npm run bench` (printed, never pass/fail):
//  - creating a test-mode payment through /api/payments (validation, payment + event insert,
//    the Wave sandbox called over loopback HTTP, reconciliation scheduled) at 50 concurrent,
//    side by side with a bare floor (Hono + pg: one INSERT and one loopback HTTP call);
//  - time from a payer's approval in the sandbox to `succeeded` stored (callback path);
//  - reconciliation with 10,000 pending payments: the idle claim query, and checking them all;
//  - webhook deliveries per second to a loopback receiver (signed, logged, by the job chain).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export function load(url, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * An open-loop load: one request every 1/rate s for `duration` s, each sent on time whatever the
 * earlier ones are doing, its latency counted from when it was due (autocannon's own rate limit
 * sends each second's requests at once, a burst every second). Answers in autocannon's shape.
 */
export async function paced(url, { rate, duration, ...init }) {
  const total = rate * duration;
  const latencies = [];
  const sent = [];
  let non2xx = 0;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sent.push(
      fetch(url, init).then(async (res) => {
        await res.arrayBuffer();
        if (res.status < 200 || res.status >= 300) non2xx++;
        latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(sent);
  latencies.sort((a, b) => a - b);
  const ms = (p) => Math.round(latencies[Math.min(total - 1, Math.floor((total * p) / 100))]);
  return { requests: { average: total / duration, total }, latency: { p50: ms(50), p99: ms(99) }, non2xx };
}

export const line = (label, r) =>
  `  ${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s · p50 ${r.latency.p50} ms · p99 ${r.latency.p99} ms · ${r.non2xx} non-2xx`;

/** The embedded database of a bench data dir. */
export function databaseUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  const port = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/payflow`;
}

export async function startFloor(root, url) {
  const child = spawn(process.execPath, ["scripts/bench-floor.mjs"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve) =>
    child.stdout.on("data", (d) => /ready (\d+)/.test(String(d)) && resolve(RegExp.$1)),
  );
  const at = `http://127.0.0.1:${port}/floor`;
  return {
    child,
    url: at,
    essentialUrl: `${at}/essential`,
    lifecycleUrl: `${at}/lifecycle`,
    sessionUrl: `${at}/session`,
  };
}

/** The headers of a merchant calling /v1 with a new test-mode API key made by the signed-in admin (`headers`). */
export async function merchantHeaders(base, headers, keyName) {
  const res = await fetch(`${base}/api/api-keys`, {
    method: "POST",
    headers,
    body: JSON.stringify({ keyName, mode: "test" }),
  });
  const key = await res.json();
  return { "content-type": "application/json", authorization: `Bearer ${key.apiKeyRecord.key_value}` };
}

export async function benchPayments({ root, base, origin, cookie, dataDir }) {
  const dbUrl = databaseUrl(dataDir);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
  // A load's payments never settle (…04): reconciliation would keep asking about them during the
  // next measure. Each measure starts with them set aside, so it counts only its own work.
  const setAside = () =>
    db.query("update transactions set status = 'expired', next_check_at = null where status = 'pending'");

  console.log(`\nPayment creation, 50 concurrent for ${DURATION} s (test mode, Wave sandbox over loopback)`);
  const floor = await startFloor(root, dbUrl);
  const floorResult = await load(floor.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ amount: 1000 }),
  });
  floor.child.kill("SIGTERM");
  // …04: the sandbox never settles these, so no callbacks run during the measure.
  const body = JSON.stringify({ amount: 1000, operator: "wave", phone: "0700000004", description: "bench" });
  const payflow = await load(`${base}/api/payments`, { method: "POST", headers, body });
  await setAside();
  const merchant = await merchantHeaders(base, headers, "bench");
  const v1Body = JSON.stringify({ amount: 1000, currency: "XOF", operator: "wave", phone: "0700000004" });
  const v1 = await load(`${base}/v1/payments`, { method: "POST", headers: merchant, body: v1Body });
  await setAside();
  // What a careful merchant sends: a new Idempotency-Key on every creation.
  const keyed = await load(`${base}/v1/payments`, {
    requests: [
      {
        method: "POST",
        headers: merchant,
        body: v1Body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, "idempotency-key": randomUUID() } }),
      },
    ],
  });
  await setAside();
  console.log(line("floor (Hono + pg)", floorResult));
  console.log(line("POST /api/payments", payflow));
  console.log(line("POST /v1/payments", v1));
  console.log(line("  with Idempotency-Key", keyed));
  const ratio = (r) => (r.requests.average / floorResult.requests.average).toFixed(2);
  console.log(
    `  ratio to the floor     dashboard ${ratio(payflow)}× · merchant API ${ratio(v1)}× (${ratio(keyed)}× with a key)`,
  );

  console.log("\nApproval to `succeeded` stored (payer approves on the Wave sandbox page, callback path)");
  const samples = [];
  for (let i = 0; i < 20; i++) {
    const created = await (await fetch(`${base}/api/payments`, { method: "POST", headers, body })).json();
    const sessionUrl = created.nextAction.url;
    const t0 = performance.now();
    await fetch(sessionUrl, { method: "POST", body: new URLSearchParams({ decision: "approve" }), redirect: "manual" });
    for (;;) {
      const { rows } = await db.query("select status from transactions where id = $1", [created.id]);
      if (rows[0]?.status === "succeeded") break;
      await new Promise((r) => setTimeout(r, 2));
    }
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(`  p50 ${samples[10].toFixed(1)} ms · max ${samples.at(-1).toFixed(1)} ms (20 payments)`);

  console.log("\nReconciliation with 10,000 pending payments");
  await setAside();
  const { rows: companies } = await db.query("select id from companies where is_default");
  await db.query(
    `insert into transactions (id, company_id, amount, status, operator, phone, operator_attempt_id, operator_reference,
       is_test_data, expires_at, next_check_at, description)
     select 'pay_bench_' || g, $1, 1000, 'pending', 'moov_money', '0112345678', gen_random_uuid()::text, 'MVBENCH' || g,
       true, now() + interval '1 hour', now() + interval '1 hour', 'bench'
     from generate_series(1, 10000) g`,
    [companies[0].id],
  );
  const idle = await db.query(
    "explain (analyze, format json) select id from transactions where status = 'pending' and next_check_at <= now() order by next_check_at limit 200 for update skip locked",
  );
  console.log(
    `  idle round's claim query (none due): ${idle.rows[0]["QUERY PLAN"][0]["Execution Time"].toFixed(2)} ms`,
  );
  await db.query("update transactions set next_check_at = now(), check_count = 0 where id like 'pay_bench_%'");
  const t0 = performance.now();
  for (;;) {
    const { rows } = await db.query(
      "select count(*)::int as n from transactions where id like 'pay_bench_%' and check_count = 0",
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  all 10,000 asked once (Moov sandbox status over HTTP): ${seconds.toFixed(1)} s · ${Math.round(10_000 / seconds)} checks/s`,
  );
  await db.query("update transactions set status = 'expired', next_check_at = null where id like 'pay_bench_%'");

  await benchWebhooks(db, base, merchant);
  await db.end();
}

/** 2,000 queued deliveries drained by the running server's `webhooks.deliver` chain. */
async function benchWebhooks(db, base, merchant) {
  const COUNT = 2000;
  console.log(`\nWebhook deliveries to a loopback receiver (${COUNT} queued, signed and logged)`);
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${receiver.address().port}/hooks`;
  const endpoint = await (
    await fetch(`${base}/v1/webhook_endpoints`, {
      method: "POST",
      headers: merchant,
      body: JSON.stringify({ url, events: ["payment.cancelled"] }),
    })
  ).json();
  const payload = JSON.stringify({
    type: "payment.cancelled",
    timestamp: new Date().toISOString(),
    data: { id: "pay_bench" },
  });
  await db.query(
    `insert into webhook_deliveries (endpoint_id, company_id, is_test_data, event_type, payload, next_attempt_at)
     select id, company_id, true, 'payment.cancelled', $2, now() from webhook_endpoints, generate_series(1, $3) where id = $1`,
    [endpoint.id, payload, COUNT],
  );
  const t0 = performance.now();
  for (;;) {
    const { rows } = await db.query(
      "select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and status = 'delivered'",
      [endpoint.id],
    );
    if (rows[0].n >= COUNT) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `  ${COUNT} delivered in ${seconds.toFixed(1)} s · ${Math.round(COUNT / seconds)} deliveries/s · receiver got ${received}`,
  );
  receiver.close();
}
