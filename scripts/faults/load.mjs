// What the fault script drives PayFlow with: an admin session, merchant API keys, payment
// creations through /v1 at a fixed concurrency, and a webhook receiver that records every
// delivery it gets (and can refuse the first ones).
import { createServer } from "node:http";
import { ADMIN } from "./cluster.mjs";

/** The admin's session on an instance (cookie header) and JSON helpers for /api. */
export async function adminSession(app) {
  const res = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${app.port}` },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed on ${app.name}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const call = async (method, path, body) => {
    const r = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        cookie,
        origin: `http://localhost:${app.port}`,
        "x-payflow-mode": "test",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { cookie, call };
}

/** Test-mode secret keys, so the per-key rate limit never throttles the load. */
export async function createKeys(session, count) {
  const keys = [];
  for (let i = 0; i < count; i++) {
    const created = await session.call("POST", "/api/api-keys", { keyName: `faults-${i}`, mode: "test" });
    keys.push(created.apiKeyRecord.key_value);
  }
  return keys;
}

/**
 * A merchant's webhook receiver on loopback. `refuseFirst`: how many deliveries of each
 * webhook-id are answered 503 before one is accepted; `keepRequests`: keep headers and bodies
 * (to verify signatures).
 */
export async function startReceiver({ refuseFirst = 0, keepRequests = false } = {}) {
  const received = [];
  const requests = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      const id = String(req.headers["webhook-id"]);
      const before = received.filter((r) => r.id === id).length;
      const status = before < refuseFirst ? 503 : 200;
      received.push({ id, status, at: Date.now() });
      if (keepRequests) requests.push({ headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/webhooks`,
    received,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
}

/**
 * `total` creations through /v1 by `concurrency` workers. `target()` says which instance the
 * next request goes to (a load balancer would move on when one dies). Every request carries its
 * own Idempotency-Key and reference, so a client retry and the database can be matched to it.
 * Answers: { i, key, reference, status (0: no answer), id }.
 */
export async function createPayments({ phase, total, concurrency, keys, target, phoneOf, onAnswer = () => {} }) {
  const results = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const request = requestOf(phase, i, phoneOf(i));
      const app = target();
      const answer = await send(app, keys[i % keys.length], request);
      const result = { i, ...request, ...answer, via: app.name };
      results.push(result);
      onAnswer(result);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results.sort((a, b) => a.i - b.i);
}

export function requestOf(phase, i, phone) {
  const reference = `faults-${phase}-${i}`;
  return {
    key: reference,
    reference,
    body: { amount: 1000 + i, currency: "XOF", operator: "moov_money", phone, reference },
  };
}

/** One creation; status 0 when no answer came (connection refused or cut). */
export async function send(app, secretKey, request) {
  try {
    const res = await fetch(`${app.url}/v1/payments`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${secretKey}`,
        "content-type": "application/json",
        "idempotency-key": request.key,
      },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(60_000),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, id: json?.id ?? null, code: json?.error?.code ?? null };
  } catch (error) {
    return { status: 0, id: null, code: error.cause?.code ?? error.name };
  }
}

/**
 * Opens the signed-in live stream (/api/stream) on an instance; `waitFor(paymentId)` resolves
 * true once a payment event for it arrives, false after `timeoutMs`.
 */
export async function openStream(app, cookie) {
  const controller = new AbortController();
  const res = await fetch(`${app.url}/api/stream`, { headers: { cookie }, signal: controller.signal });
  if (!res.ok) throw new Error(`stream on ${app.name}: ${res.status}`);
  let text = "";
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) text += decoder.decode(chunk, { stream: true });
    } catch {
      // aborted
    }
  })();
  return {
    async waitFor(paymentId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (text.includes(`"paymentId":"${paymentId}"`)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
