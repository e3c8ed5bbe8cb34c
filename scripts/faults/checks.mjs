// What must hold after a fault, read from the database and the webhook receiver.
import { sleep } from "./cluster.mjs";

const TERMINAL_EVENT = { succeeded: "payment.success", failed: "payment.failed", expired: "payment.expired" };

/** Every creation answered 2xx exists exactly once, and no reference has two payments. */
export async function checkCreations(db, phase, results) {
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300);
  const { rows } = await db.query("SELECT id, reference FROM transactions WHERE reference LIKE $1 AND is_test_data", [
    `faults-${phase}-%`,
  ]);
  const byId = new Map(rows.map((r) => [r.id, r.reference]));
  const perReference = new Map();
  for (const r of rows) perReference.set(r.reference, (perReference.get(r.reference) ?? 0) + 1);
  const missing = accepted.filter((r) => byId.get(r.id) !== r.reference);
  const duplicated = [...perReference].filter(([, n]) => n > 1);
  return [
    {
      name: `${phase}: every creation answered 2xx exists exactly once (${accepted.length} answered, ${rows.length} stored)`,
      ok: missing.length === 0 && duplicated.length === 0,
      detail: `missing ${missing.length} (${missing.slice(0, 3).map((r) => r.reference)}), references stored twice ${duplicated.length} (${duplicated.slice(0, 3)})`,
    },
  ];
}

async function pendingOf(db, phase) {
  const { rows } = await db.query(
    "SELECT id FROM transactions WHERE reference LIKE $1 AND is_test_data AND status = 'pending'",
    [`faults-${phase}-%`],
  );
  return rows.map((r) => r.id);
}

/**
 * Waits for reconciliation to bring every payment of the phase to a final state. `graceMs`
 * later, payments still pending (the operator never heard of them: the process died before
 * calling it, or the payer never answers) have their expiry brought forward when `fastForward`
 * (the short form), as if their time had passed; the full form waits for their real expiry.
 */
export async function settle(db, phase, { graceMs, deadlineMs, fastForward }) {
  const started = performance.now();
  let forwarded = 0;
  for (;;) {
    const pending = await pendingOf(db, phase);
    const elapsed = performance.now() - started;
    if (pending.length === 0) return { ms: elapsed, forwarded, left: 0 };
    if (elapsed > deadlineMs) return { ms: elapsed, forwarded, left: pending.length };
    if (fastForward && elapsed > graceMs && forwarded === 0) {
      await db.query(
        "UPDATE transactions SET expires_at = now() - interval '1 second', next_check_at = now() WHERE id = ANY($1) AND status = 'pending'",
        [pending],
      );
      forwarded = pending.length;
    }
    await sleep(250);
  }
}

/** Final states, one event per state change, one terminal event per final payment. */
export async function checkEvents(db, phase) {
  const { rows: statuses } = await db.query(
    "SELECT status, count(*)::int AS n FROM transactions WHERE reference LIKE $1 AND is_test_data GROUP BY 1 ORDER BY 1",
    [`faults-${phase}-%`],
  );
  const { rows: twice } = await db.query(
    `SELECT e.payment_id, e.type, count(*)::int AS n FROM payment_events e JOIN transactions t ON t.id = e.payment_id
     WHERE t.reference LIKE $1 GROUP BY 1, 2 HAVING count(*) > 1`,
    [`faults-${phase}-%`],
  );
  const { rows: wrong } = await db.query(
    `SELECT t.id, t.status,
       (SELECT count(*) FROM payment_events e WHERE e.payment_id = t.id AND e.type IN ('payment.success', 'payment.failed', 'payment.expired'))::int AS terminal
     FROM transactions t WHERE t.reference LIKE $1 AND t.status <> 'pending'`,
    [`faults-${phase}-%`],
  );
  const bad = wrong.filter((r) => r.terminal !== 1 || !TERMINAL_EVENT[r.status]);
  const { rows: ownOk } = await db.query(
    `SELECT count(*)::int AS n FROM transactions t WHERE t.reference LIKE $1 AND t.status <> 'pending' AND NOT EXISTS (
       SELECT 1 FROM payment_events e WHERE e.payment_id = t.id AND e.type = CASE t.status
         WHEN 'succeeded' THEN 'payment.success' WHEN 'failed' THEN 'payment.failed' ELSE 'payment.expired' END)`,
    [`faults-${phase}-%`],
  );
  const mix = statuses.map((s) => `${s.status} ${s.n}`).join(", ");
  return [
    {
      name: `${phase}: no event written twice, one terminal event per final payment (${mix})`,
      ok: twice.length === 0 && bad.length === 0 && ownOk[0].n === 0,
      detail: `twice ${twice.length}, payments without exactly one terminal event ${bad.length}, terminal event not matching the status ${ownOk[0].n}`,
    },
  ];
}

/**
 * The books after the kills and restarts (docs/LEDGER.md): each payment that succeeded has
 * exactly one posting of its success, whose sales line is its amount; no other payment has one.
 * A process killed between a state change and its posting would leave one without the other.
 */
export async function checkBooks(db, phase) {
  const { rows } = await db.query(
    `SELECT t.status, t.amount::bigint AS amount, count(j.id)::int AS postings,
       coalesce(sum((SELECT sum((l ->> 'amount')::bigint) FROM jsonb_array_elements(j.lines) AS l
                     WHERE l ->> 'account' = 'sales')), 0)::bigint AS sales
     FROM transactions t LEFT JOIN ledger_journal j ON j.payment_id = t.id AND j.source = 'payment.success'
     WHERE t.reference LIKE $1 GROUP BY t.id, t.status, t.amount`,
    [`faults-${phase}-%`],
  );
  const wrong = rows.filter((r) =>
    r.status === "succeeded" ? r.postings !== 1 || Number(r.sales) !== -Number(r.amount) : r.postings !== 0,
  );
  const posted = rows.filter((r) => r.postings > 0).length;
  return [
    {
      name: `${phase}: one posting per success in the books, none without a success (${posted} posted)`,
      ok: wrong.length === 0,
      detail: `payments whose postings do not match their state ${wrong.length}`,
    },
  ];
}

/**
 * Every terminal event of the phase is delivered once to the endpoint: one delivery row each,
 * all delivered, each webhook-id accepted by the receiver. A webhook-id received twice is an
 * at-least-once redelivery (a process died between the receiver's answer and its record);
 * it is counted, and the same event under two webhook-ids would be a duplicate.
 */
export async function checkWebhooks(db, phase, receiver, endpointId, deadlineMs) {
  const started = performance.now();
  let rows = [];
  for (;;) {
    ({ rows } = await db.query(
      `SELECT d.id, d.event_id, d.status FROM webhook_deliveries d JOIN payment_events e ON e.id = d.event_id
       JOIN transactions t ON t.id = e.payment_id WHERE t.reference LIKE $1 AND d.endpoint_id = $2`,
      [`faults-${phase}-%`, endpointId],
    ));
    if (rows.every((r) => r.status === "delivered") || performance.now() - started > deadlineMs) break;
    await sleep(250);
  }
  const { rows: events } = await db.query(
    `SELECT count(*)::int AS n FROM payment_events e JOIN transactions t ON t.id = e.payment_id
     WHERE t.reference LIKE $1 AND e.type IN ('payment.success', 'payment.failed', 'payment.expired')`,
    [`faults-${phase}-%`],
  );
  const perEvent = new Map();
  for (const r of rows) perEvent.set(r.event_id, (perEvent.get(r.event_id) ?? 0) + 1);
  const accepted = new Map();
  for (const r of receiver.received) if (r.status === 200) accepted.set(r.id, (accepted.get(r.id) ?? 0) + 1);
  const notReceived = rows.filter((r) => !accepted.has(r.id));
  const undelivered = rows.filter((r) => r.status !== "delivered");
  const redelivered = rows.filter((r) => (accepted.get(r.id) ?? 0) > 1).length;
  return {
    redelivered,
    checks: [
      {
        name: `${phase}: each terminal event delivered to the merchant once (${rows.length} deliveries, ${redelivered} redelivered with the same webhook-id)`,
        ok:
          rows.length === events[0].n &&
          [...perEvent.values()].every((n) => n === 1) &&
          undelivered.length === 0 &&
          notReceived.length === 0,
        detail: `events ${events[0].n}, deliveries ${rows.length}, not delivered ${undelivered.length}, never received ${notReceived.length}`,
      },
    ],
  };
}

/**
 * What each sandbox stored of a payer's prompt (one record per request it received: a Wave
 * session, an Orange web payment, an MTN request to pay, a Moov push): the payment it was for,
 * and the attempt when the operator is told it (MTN's X-Reference-Id is the record's key, Moov's
 * externaldata2). Stores are matched under their former names too (sandboxes/store.ts).
 */
const PROMPTS = `
  SELECT data->>'client_reference' AS payment_id, NULL AS attempt_id FROM sandbox_records WHERE operator = 'wave'
  UNION ALL
  SELECT data->>'order_id', NULL FROM sandbox_records WHERE operator IN ('orange_money', 'orange')
  UNION ALL
  SELECT data->'request'->>'externalId', key FROM sandbox_records WHERE operator IN ('mtn_momo', 'mtn')
  UNION ALL
  SELECT data->>'externaldata1', data->>'externaldata2' FROM sandbox_records WHERE operator IN ('moov_money', 'moov')`;

/**
 * No payer was asked twice for one attempt, read from the sandboxes' own records: at most one
 * prompt per payment and attempt (each payment of a phase makes one attempt, so a second prompt
 * is a repeated operator call: the payer would see two pushes).
 */
export async function checkPrompts(db, phase) {
  const { rows } = await db.query(
    `SELECT t.id, p.attempt_id, count(*)::int AS n FROM (${PROMPTS}) p JOIN transactions t ON t.id = p.payment_id
     WHERE t.reference LIKE $1 GROUP BY 1, 2`,
    [`faults-${phase}-%`],
  );
  const { rows: payments } = await db.query(
    "SELECT count(*)::int AS n FROM transactions WHERE reference LIKE $1 AND is_test_data",
    [`faults-${phase}-%`],
  );
  const twice = rows.filter((r) => r.n > 1);
  const prompts = rows.reduce((sum, r) => sum + r.n, 0);
  const asked = new Set(rows.map((r) => r.id)).size;
  return [
    {
      name: `${phase}: no payer asked twice for one attempt, by the sandboxes' records (${prompts} prompts for ${asked} of ${payments[0].n} payments)`,
      ok: twice.length === 0,
      detail: `attempts prompted more than once ${twice.length} (${twice
        .slice(0, 3)
        .map((r) => `${r.id}/${r.attempt_id}: ${r.n}`)
        .join(", ")})`,
    },
  ];
}
