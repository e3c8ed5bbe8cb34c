// Money screens at scale for `npm run bench` (printed, never pass/fail): one company with
// 1,000,000 test-mode payments over 90 days, then the transactions list (first page, a deep
// keyset page), search, the dashboard's figures, a 90-day report, and the CSV export of every
// row (rows/s and the server's peak memory). Targets: list/search p95 ≤ 20 ms, report ≤ 200 ms,
// export ≥ 100,000 rows/s under 250 MB.
import { readFileSync } from "node:fs";

const ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 1_000_000);

const memMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

function p95(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(1);
  return `p50 ${at(0.5)} ms · p95 ${at(0.95)} ms`;
}

async function timed(n, fn) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return p95(samples);
}

export async function benchScale({ db, base, cookie, pid }) {
  console.log(`\nMoney screens with ${ROWS.toLocaleString("en")} payments in one company (test mode, 90 days)`);
  const { rows: company } = await db.query("select id from companies where is_default");
  const companyId = company[0].id;
  const t0 = performance.now();
  await db.query(
    `insert into clients (id, company_id, name, email, created_at)
     select 'cus_scale_' || g, $1, 'Client échelle ' || g, 'scale' || g || '@example.ci', now() - (g % 90) * interval '1 day'
     from generate_series(1, 1000) g`,
    [companyId],
  );
  await db.query(
    `insert into transactions (id, company_id, is_test_data, amount, fee, net, status, operator, phone, reference,
       code, client_id, description, operator_transaction_id, created_at, updated_at, paid_at)
     select 'pay_scale_' || g, $1, true, a, a / 40, a - a / 40,
       (array['succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','failed','expired','pending'])[1 + g % 10],
       (array['wave','orange_money','mtn_momo','moov_money','bank_transfer'])[1 + g % 5],
       '07' || lpad((g % 100000000)::text, 8, '0'), 'REF-' || g, 'PS-' || to_hex(g),
       case when g % 3 = 0 then 'cus_scale_' || (1 + g % 1000) end, 'Commande ' || g,
       case when g % 10 < 7 then 'OPX' || g end,
       ts, ts, case when g % 10 < 7 then ts end
     from (select g, 100 + (g::bigint * 7919) % 500000 as a, date_trunc('milliseconds', now() - (g::float8 / $2) * interval '90 days') as ts
           from generate_series(1, $2) g) s`,
    [companyId, ROWS],
  );
  // As autovacuum leaves a table after a large insert: statistics and the visibility map (index-only scans).
  await db.query("vacuum analyze transactions");
  await db.query("analyze clients");
  console.log(`  generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const headers = { cookie, "x-payflow-mode": "test" };
  const get = (path) => fetch(`${base}${path}`, { headers }).then((r) => r.json());
  console.log(`  list, first page (25)         ${await timed(50, () => get("/api/payments?limit=25"))}`);
  let cursor = null;
  for (let i = 0; i < 200; i++)
    cursor = (await get(`/api/payments?limit=25${cursor ? `&cursor=${cursor}` : ""}`)).nextCursor;
  console.log(
    `  list, page 201 (keyset)       ${await timed(50, () => get(`/api/payments?limit=25&cursor=${cursor}`))}`,
  );
  console.log(`  list, status=failed           ${await timed(50, () => get("/api/payments?limit=25&status=failed"))}`);
  console.log(
    `  search by reference           ${await timed(50, (i) => get(`/api/payments?q=REF-${1000 + i * 977}`))}`,
  );
  console.log(
    `  search by payer phone         ${await timed(50, (i) => get(`/api/payments?q=07${String(5000 + i).padStart(8, "0")}`))}`,
  );
  console.log(
    `  search by client name         ${await timed(50, (i) => get(`/api/payments?q=${encodeURIComponent(`échelle ${100 + i}`)}`))}`,
  );
  console.log(`  dashboard summary             ${await timed(20, () => get("/api/dashboard/summary"))}`);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const report = () =>
    fetch(`${base}/api/reports`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", origin: base.replace("127.0.0.1", "localhost") },
      body: JSON.stringify({ reportType: "custom", from, to }),
    }).then((r) => r.json());
  console.log(`  report, 90 days + daily map   ${await timed(10, report)}`);

  const before = memMb(pid, "VmRSS");
  const e0 = performance.now();
  const res = await fetch(`${base}/api/payments/export`, { headers });
  const reader = res.body.getReader();
  let lines = 0;
  let peak = before;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const byte of value) if (byte === 10) lines++;
    if (lines % 50 === 0) peak = Math.max(peak, memMb(pid, "VmRSS"));
  }
  const seconds = (performance.now() - e0) / 1000;
  peak = Math.max(peak, memMb(pid, "VmRSS"));
  console.log(
    `  CSV export: ${(lines - 1).toLocaleString("en")} rows in ${seconds.toFixed(1)} s · ${Math.round((lines - 1) / seconds).toLocaleString("en")} rows/s · server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
  );
}
