import { expect } from "vitest";
import { ADMIN, createTestContext, type TestClient, type TestContext } from "./context";
import { stepUp } from "./step-up";

// The merchant API as a merchant's server calls it: a Bearer secret key, no cookie, no Origin.

export async function newKey(admin: TestClient, mode: "test" | "live", keyName = `Clé ${mode}`): Promise<string> {
  // A live key asks the person to prove it is them again (docs/PAYOUTS.md § Step-up).
  if (mode === "live") await stepUp(admin);
  const res = await admin.post("/api/api-keys", { keyName, mode });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.apiKeyRecord.key_value as string;
}

export function merchant(ctx: TestContext, key: string) {
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(url, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // Test bodies are read loosely: any shape the route answers.
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => call("POST", url, body ?? {}, headers),
    raw: call,
  };
}

/** A payment body every merchant API test can send. */
export const merchantPayment = { amount: 15_000, currency: "XOF", description: "Commande 42", reference: "CMD-42" };

/**
 * An own database and app listening (for the sandboxes' callbacks), the admin signed in, a test
 * and a live key; sign-in and API rate limits out of the way; `settings` for what a file needs.
 */
export async function merchantContext(settings: Record<string, string> = {}) {
  const ctx = await createTestContext(
    { PAYFLOW_RATE_LIMIT_SIGNIN: "1000", PAYFLOW_API_RATE_LIMIT: "0", ...settings },
    { listen: true },
  );
  const admin = await ctx.client().signIn(ADMIN.email, ADMIN.password);
  return { ctx, admin, testKey: await newKey(admin, "test"), liveKey: await newKey(admin, "live") };
}

/**
 * The process died after storing under `key`, before recording its answer: the key is still
 * "in progress", for longer than any request lasts (merchant-api/idempotency.ts takes it over).
 */
export const answerLost = (ctx: TestContext, key: string) =>
  ctx.pool.query(
    "update idempotency_keys set state = 'in_progress', response_status = null, response_body = null, created_at = now() - interval '10 minutes' where key = $1",
    [key],
  );

/** The key's record is gone (its answer never recorded, or purged a day later): only the stored object knows the key. */
export const keyForgotten = (ctx: TestContext, key: string) =>
  ctx.pool.query("delete from idempotency_keys where key = $1", [key]);
