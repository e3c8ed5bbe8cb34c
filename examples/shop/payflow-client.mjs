// The shop's one door to PayFlow's merchant API (docs/API.md). Plain fetch today; the functions
// keep the shape a client library's calls have, so `@payflow/sdk` can take their place here
// without the rest of the shop changing.

/** A client for PayFlow at `baseUrl` with a secret key (sk_test_… or sk_live_…). */
export function payflowClient({ baseUrl, apiKey }) {
  async function call(method, path, body, idempotencyKey) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(body ? { "content-type": "application/json" } : {}),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.json().catch(() => null);
    if (!res.ok) {
      const message = answer?.error?.message ?? `PayFlow answered ${res.status}`;
      throw Object.assign(new Error(message), { status: res.status, body: answer });
    }
    return answer;
  }
  return {
    payments: {
      /** POST /v1/payments; the same `idempotencyKey` never makes a second payment. */
      create: (params, { idempotencyKey } = {}) => call("POST", "/v1/payments", params, idempotencyKey),
      retrieve: (id) => call("GET", `/v1/payments/${encodeURIComponent(id)}`),
    },
  };
}
