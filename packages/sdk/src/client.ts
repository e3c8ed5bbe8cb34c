import createClient from "openapi-fetch";
import { API_VERSION } from "./generated/api-version.js";
import type { paths } from "./generated/schema.js";
import { balance } from "./resources/balance.js";
import { events } from "./resources/events.js";
import { invoices } from "./resources/invoices.js";
import { operators } from "./resources/operators.js";
import { paymentLinks } from "./resources/payment-links.js";
import { payments } from "./resources/payments.js";
import { payoutBatches } from "./resources/payout-batches.js";
import { payouts } from "./resources/payouts.js";
import { recurringPlans } from "./resources/recurring-plans.js";
import { refunds } from "./resources/refunds.js";
import { webhookEndpoints } from "./resources/webhook-endpoints.js";
import { retryingFetch } from "./retry.js";

export interface PayFlowOptions {
  /** A secret key: `sk_test_…` (test mode, the operator sandboxes) or `sk_live_…`. Keep it on your server. */
  apiKey: string;
  /** PayFlow's address, without `/v1`. */
  baseUrl?: string;
  /** Retries after a network failure, a 429 or a 5xx (never another 4xx); 2 by default, 0 for none. */
  maxRetries?: number;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: (input: Request) => Promise<Response>;
}

export { API_VERSION };

export const DEFAULT_BASE_URL = "https://api.payflow.ci";

/**
 * The PayFlow merchant API's client. Every POST carries an Idempotency-Key (a UUID of the SDK's
 * unless the call passes `idempotencyKey`), the same on each retry, so a retried create never
 * makes a second payment. Refusals are thrown as PayFlowError.
 */
export function createPayFlow(options: PayFlowOptions) {
  const { apiKey, baseUrl = DEFAULT_BASE_URL, maxRetries = 2 } = options;
  if (!apiKey) throw new TypeError("createPayFlow: apiKey is required (sk_test_… or sk_live_…)");
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const api = createClient<paths>({
    baseUrl: `${baseUrl.replace(/\/+$/, "")}/v1`,
    // Answers in the version the SDK's types describe, whatever the key is pinned to.
    headers: { Authorization: `Bearer ${apiKey}`, "PayFlow-Version": API_VERSION },
    fetch: retryingFetch(fetch, Math.max(0, Math.floor(maxRetries))),
  });
  api.use({
    onRequest({ request }) {
      if (request.method === "POST" && !request.headers.has("idempotency-key")) {
        request.headers.set("Idempotency-Key", crypto.randomUUID());
      }
      return request;
    },
  });
  return {
    payments: payments(api),
    refunds: refunds(api),
    payouts: payouts(api),
    payoutBatches: payoutBatches(api),
    balance: balance(api),
    events: events(api),
    operators: operators(api),
    webhookEndpoints: webhookEndpoints(api),
    paymentLinks: paymentLinks(api),
    invoices: invoices(api),
    recurringPlans: recurringPlans(api),
  };
}

export type PayFlow = ReturnType<typeof createPayFlow>;
