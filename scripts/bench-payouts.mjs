// Payouts, for `npm run bench` (printed, never pass/fail; docs/PAYOUTS.md):
//  - a 10,000-line batch previewed (target ≤ 5 s with its validation), as JSON lines and as
//    the CSV a bulk upload sends, then created (its lines and their reservation written);
//  - the batch executed against the sandboxes by the server's own background sender (target
//    ≥ 200 payouts/s), from its creation to its completion;
//  - none sent twice: the sandboxes' own records counted per payout (every line exactly one).

const LINES = Number(process.env.BENCH_PAYOUT_LINES ?? 10_000);

/** Money to pay out: one settled payment per operator wallet, posted by the books. */
async function fund(db, companyId, operator, amount) {
  const id = `pay_bench_fund_${operator}_${Date.now()}`;
  await db.query(
    `insert into transactions (id, company_id, is_test_data, amount, fee, net, status, operator, paid_at, settles_at, created_at, updated_at)
     values ($1, $2, true, $3, 0, $3, 'succeeded', $4, now() - interval '3 days', now() - interval '2 days', now(), now())`,
    [id, companyId, amount, operator],
  );
  await db.query(
    `insert into payment_events (id, company_id, is_test_data, payment_id, type, data) values ($1, $2, true, $3, 'payment.success', '{}')`,
    [`evt_${id}`, companyId, id],
  );
}

export async function benchPayouts({ db, base, origin, cookie }) {
  console.log(
    `\nPayouts: a batch of ${LINES.toLocaleString("en")} lines (targets: preview ≤ 5 s, execution ≥ 200/s, none twice)`,
  );
  const { rows } = await db.query("select id from companies where is_default");
  const companyId = rows[0].id;
  const headers = { "content-type": "application/json", origin, cookie, "x-payflow-mode": "test" };
  const rules = {
    approvalThreshold: 1_000_000_000,
    perPayoutLimit: 1_000_000,
    perBeneficiaryDailyLimit: 1_000_000_000,
    companyDailyLimit: 1_000_000_000,
  };
  // Set in the database as a situation to start from: through the API, loosening the rules this
  // far needs a step-up and a second approver (docs/PAYOUTS.md § Four eyes on the rules).
  await db.query("update companies set payout_settings = $2 where id = $1", [
    companyId,
    JSON.stringify({ ...rules, bankFileFormat: "generic" }),
  ]);
  await fund(db, companyId, "wave", 100_000_000);
  await fund(db, companyId, "mtn_momo", 100_000_000);
  const run = Date.now().toString(36);
  // Half to Wave, half to MTN, to numbers the sandboxes pay at once (…01).
  const lines = Array.from({ length: LINES }, (_, i) =>
    i % 2 === 0
      ? { reference: `bench-${run}-${i}`, amount: 1_000 + (i % 100), phone: "0700000001", operator: "wave" }
      : { reference: `bench-${run}-${i}`, amount: 1_000 + (i % 100), phone: "0500000001" },
  );
  const timed = async (label, fn) => {
    const t = performance.now();
    const out = await fn();
    const ms = performance.now() - t;
    console.log(`  ${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms`);
    return out;
  };
  const preview = await timed("preview, JSON lines", async () =>
    (
      await fetch(`${base}/api/payout-batches/preview`, { method: "POST", headers, body: JSON.stringify({ lines }) })
    ).json(),
  );
  const csv = [
    "reference;amount;phone;operator",
    ...lines.map((l) => `${l.reference};${l.amount};${l.phone};${l.operator ?? ""}`),
  ].join("\r\n");
  await timed(`preview, CSV upload (${(csv.length / 1024).toFixed(0)} KB)`, async () =>
    (
      await fetch(`${base}/api/payout-batches/file`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/csv" },
        body: csv,
      })
    ).json(),
  );
  console.log(
    `    ${preview.valid} valid, ${preview.invalid} invalid, total ${preview.totalAmount} XOF + ${preview.totalFee} fees`,
  );
  const createdAt = performance.now();
  const batch = await timed("create (lines, reservation, events)", async () =>
    (await fetch(`${base}/api/payout-batches`, { method: "POST", headers, body: JSON.stringify({ lines }) })).json(),
  );
  if (!batch.id) {
    console.log(`  the batch was refused: ${JSON.stringify(batch).slice(0, 300)}`);
    return;
  }
  let detail = batch;
  const deadline = Date.now() + 10 * 60_000;
  let last = 0;
  while (detail.status === "queued" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    detail = await (await fetch(`${base}/api/payout-batches/${batch.id}`, { headers })).json();
    const ended = detail.counts.succeeded + detail.counts.failed + detail.counts.cancelled + detail.counts.reversed;
    if (ended - last >= LINES / 5 || detail.status !== "queued") {
      console.log(`    ${ended} ended after ${((performance.now() - createdAt) / 1000).toFixed(1)} s`);
      last = ended;
    }
  }
  const seconds = (performance.now() - createdAt) / 1000;
  console.log(
    `  executed                           ${seconds.toFixed(1).padStart(6)} s · ${(LINES / seconds).toFixed(0)} payouts/s · ${detail.counts.succeeded} succeeded, ${detail.counts.failed} failed (${detail.status})`,
  );
  const { rows: twice } = await db.query(
    `with sent as (
       select data ->> 'client_reference' as payout from sandbox_records where operator = 'wave-payout'
       union all
       select data -> 'request' ->> 'externalId' from sandbox_records where operator = 'mtn_momo-transfer'
     )
     , counted as (select payout, count(*) as n from sent group by payout)
     select count(*)::int as lines,
       count(*) filter (where c.n is null)::int as never, count(*) filter (where c.n > 1)::int as twice
     from payouts p left join counted c on c.payout = p.id where p.batch_id = $1`,
    [batch.id],
  );
  console.log(
    `  the sandboxes' records: ${twice[0].lines} lines · ${twice[0].twice} paid twice · ${twice[0].never} never sent`,
  );
}
