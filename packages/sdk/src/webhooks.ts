import { Webhook } from "standardwebhooks";
import { PayFlowSignatureError } from "./errors.js";
import type { Event } from "./types.js";

/** An event as a webhook carries it: `data` is the same as the event's in `GET /v1/events`. */
type Delivered<E> = E extends { type: infer T; data: infer D } ? { type: T; timestamp: string; data: D } : never;

/** What PayFlow posts to an endpoint (docs/API.md § Webhooks); `payment.pending` is never sent. */
export type WebhookEvent =
  | Exclude<Delivered<Event>, { type: "payment.pending" }>
  | {
      type: "webhook.test";
      timestamp: string;
      data: { object: "webhook_endpoint"; id: string; mode: "test" | "live"; message: string };
    };

/** The request's headers, as Fetch's `Headers` or a Node/Express headers object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function plain(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(" ") : value;
  }
  return out;
}

/**
 * Checks a webhook's Standard Webhooks signature (`webhook-id`, `webhook-timestamp` within five
 * minutes, `webhook-signature`) with the endpoint's `whsec_…` secret, and answers its event.
 * `payload` is the raw body, exactly as received: parsed and serialised again it no longer
 * verifies. Throws PayFlowSignatureError when it does not verify; act on nothing then.
 * Drop duplicates by `webhook-id` (the same on every retry of one event).
 */
export function verifyWebhook(payload: string, headers: WebhookHeaders, secret: string): WebhookEvent {
  try {
    return new Webhook(secret).verify(payload, plain(headers)) as WebhookEvent;
  } catch (error) {
    throw new PayFlowSignatureError(error);
  }
}
