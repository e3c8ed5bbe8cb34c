// The fault script's checks of two instances on one database (scripts/faults.mjs): a rate limit
// both instances count together, the same operator callback on both, and a receiver that is down
// for its first attempts. Each answers its checks ({ name, ok, detail }) for the caller to record.
import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { companyWaveCredentials } from "../../apps/server/src/sandboxes/company-credentials.ts";
import { SECRET_KEY, sleep } from "./cluster.mjs";
import { send, startReceiver } from "./load.mjs";

/**
 * A Wave webhook as the sandbox sends it for a payment: about its own session, signed with the
 * company's test-mode webhook secret (apps/server/src/sandboxes/company-credentials.ts).
 */
async function signedWaveEvent(db, paymentId, amount, type) {
  const { rows } = await db.query("SELECT company_id, operator_reference FROM transactions WHERE id = $1", [paymentId]);
  const secret = companyWaveCredentials(SECRET_KEY, rows[0].company_id).webhookSecret;
  const failed = type === "checkout.session.payment_failed";
  const body = JSON.stringify({
    id: `EV_${randomBytes(8).toString("hex")}`,
    type,
    data: {
      id: rows[0].operator_reference,
      amount: String(amount),
      currency: "XOF",
      client_reference: paymentId,
      checkout_status: failed ? "open" : "complete",
      payment_status: failed ? "cancelled" : "succeeded",
      transaction_id: `T_FAULT${randomBytes(4).toString("hex").toUpperCase()}`,
      when_completed: new Date().toISOString(),
      last_payment_error: failed ? { code: "insufficient-funds", message: "Insufficient funds" } : null,
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}${body}`).digest("hex");
  return { body, signature: `t=${t},v1=${v1}` };
}

export async function rateLimitShared(A, B, key, limit) {
  const remaining = [];
  for (let i = 0; i < 8; i++) {
    const app = i % 2 === 0 ? A : B;
    const res = await fetch(`${app.url}/v1/balance`, { headers: { authorization: `Bearer ${key}` } });
    remaining.push(Number(res.headers.get("ratelimit-remaining")));
  }
  // One count for both: each answer is one less than the previous, whichever instance gave it;
  // at most one step may be a new window starting over.
  const steps = remaining.slice(1).map((r, i) => r - (remaining[i] ?? 0));
  const restarts = steps.filter((step, i) => step !== -1 && remaining[i + 1] === limit - 1).length;
  const ok = steps.every((step, i) => step === -1 || remaining[i + 1] === limit - 1) && restarts <= 1;
  return [
    {
      name: `rate limits are shared by the instances (RateLimit-Remaining alternating A/B: ${remaining.join(", ")})`,
      ok,
      detail: `steps ${steps.join(", ")}`,
    },
  ];
}

export async function duplicateCallbacks(A, B, key, db) {
  const created = await send(A, key, {
    key: `faults-callbacks-${randomBytes(4).toString("hex")}`,
    reference: null,
    body: { amount: 4200, currency: "XOF", operator: "wave", phone: "0700000004" },
  });
  const success = await signedWaveEvent(db, created.id, 4200, "checkout.session.completed");
  const post = (app, event) =>
    fetch(`${app.url}/callbacks/wave`, {
      method: "POST",
      headers: { "content-type": "application/json", "wave-signature": event.signature },
      body: event.body,
    }).then((r) => r.status);
  const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? B : A, success)));
  const failure = await signedWaveEvent(db, created.id, 4200, "checkout.session.payment_failed");
  const late = [await post(A, failure), await post(B, failure)];
  const { rows: payment } = await db.query("SELECT status FROM transactions WHERE id = $1", [created.id]);
  const { rows: events } = await db.query("SELECT type FROM payment_events WHERE payment_id = $1 ORDER BY seq", [
    created.id,
  ]);
  await sleep(1500);
  const { rows: deliveries } = await db.query(
    "SELECT count(*)::int AS n FROM webhook_deliveries d JOIN payment_events e ON e.id = d.event_id WHERE e.payment_id = $1",
    [created.id],
  );
  return [
    {
      name: `the same callback ×20 on both instances, then a failure: one terminal state, one event, one webhook (answers ${[...new Set(statuses)]}, late failure ${late})`,
      ok:
        created.status === 201 &&
        payment[0]?.status === "succeeded" &&
        events.map((e) => e.type).join() === "payment.pending,payment.success" &&
        deliveries[0].n === 1,
      detail: `create ${created.status}, status ${payment[0]?.status}, events ${events.map((e) => e.type)}, deliveries ${deliveries[0].n}`,
    },
  ];
}

export async function receiverDownThreeAttempts(A, key, session, db) {
  const receiver = await startReceiver({ refuseFirst: 3, keepRequests: true });
  const endpoint = await session.call("POST", "/api/webhook-endpoints", {
    url: receiver.url,
    events: ["payment.success"],
    description: "faults: down for the first 3 attempts",
  });
  const created = await send(A, key, {
    key: `faults-down-${randomBytes(4).toString("hex")}`,
    reference: null,
    body: { amount: 5100, currency: "XOF", operator: "moov_money", phone: "0100000001" },
  });
  // Attempts 1 and 2 come by themselves (at once, then 5 s later); the waits before attempts 3
  // and 4 (5 min, 30 min) are skipped by making the delivery due now, as if they had passed.
  const started = Date.now();
  const recorded = async () =>
    (await db.query("SELECT attempt_count FROM webhook_deliveries WHERE endpoint_id = $1", [endpoint.id])).rows[0]
      ?.attempt_count ?? 0;
  for (let attempts = 1; attempts <= 3; attempts++) {
    while ((await recorded()) < attempts && Date.now() - started < 60_000) await sleep(100);
    if (attempts >= 2) {
      await db.query(
        "UPDATE webhook_deliveries SET next_attempt_at = now() WHERE endpoint_id = $1 AND status = 'pending'",
        [endpoint.id],
      );
    }
  }
  while (Date.now() - started < 60_000) {
    const { rows } = await db.query("SELECT status FROM webhook_deliveries WHERE endpoint_id = $1", [endpoint.id]);
    if (rows[0]?.status === "delivered") break;
    await sleep(100);
  }
  const { rows } = await db.query("SELECT status, attempt_count FROM webhook_deliveries WHERE endpoint_id = $1", [
    endpoint.id,
  ]);
  const ids = new Set(receiver.received.map((r) => r.id));
  const verifier = new Webhook(endpoint.secret);
  const verified = receiver.requests.every((r) => {
    try {
      verifier.verify(r.body, r.headers);
      return true;
    } catch {
      return false;
    }
  });
  await session.call("DELETE", `/api/webhook-endpoints/${endpoint.id}`);
  await receiver.close();
  return [
    {
      name: `a receiver down for its first 3 attempts gets the event on the 4th, same webhook-id, signature valid (answers ${receiver.received.map((r) => r.status).join(", ")})`,
      ok:
        created.status === 201 &&
        receiver.received.length === 4 &&
        ids.size === 1 &&
        receiver.received.at(-1)?.status === 200 &&
        rows[0]?.status === "delivered" &&
        rows[0]?.attempt_count === 4 &&
        verified,
      detail: `create ${created.status}, requests ${receiver.received.length}, webhook-ids ${ids.size}, delivery ${JSON.stringify(rows[0])}, signatures valid ${verified}`,
    },
  ];
}
