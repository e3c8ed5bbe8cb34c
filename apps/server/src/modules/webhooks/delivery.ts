import type { Deps } from "../../deps";
import { forEachConcurrently } from "../../lib/concurrently";
import { notifyEndpointGone } from "./notify";
import * as q from "./queries";
import { openSecret, signatureHeader } from "./secrets";
import { post } from "./send";
import { addressPolicy } from "./url-policy";

// Delivery rounds: claim what is due, POST it signed the Standard Webhooks way, log the attempt,
// and decide what comes next — delivered on 2xx, the endpoint disabled on 410, otherwise the
// next retry of the schedule, and failed once it is exhausted. `now` is a parameter so tests
// can move the clock through a whole day of retries.

/** Waits before retry n (after attempt n): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400].map((s) => s * 1000);

/** How long a claimed delivery stays reserved for its round beyond the attempt's time limit. */
const LEASE_MARGIN_MS = 30_000;

export type RoundOptions = { now?: Date; limit?: number; concurrency?: number };

/** One round; answers how many deliveries were attempted. */
export async function deliverDue(deps: Deps, opts: RoundOptions = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const timeoutMs = deps.config.PAYFLOW_WEBHOOK_TIMEOUT_MS;
  const claimed = await q.claimDue(
    deps.db,
    now,
    opts.limit ?? 100,
    new Date(now.getTime() + timeoutMs + LEASE_MARGIN_MS),
  );
  await forEachConcurrently(
    claimed,
    opts.concurrency ?? 20,
    (d) => attempt(deps, d, now, timeoutMs),
    (d, error) => deps.logger.warn("webhook delivery attempt failed", { deliveryId: d.id, error }),
  );
  return claimed.length;
}

/** The secrets that sign now: the current one, and the previous one during its 24 h overlap. */
function signingSecrets(deps: Deps, d: q.ClaimedDelivery, now: Date): string[] {
  const secrets = [openSecret(deps, d.endpointId, d.secret)];
  if (d.previousSecret && d.previousSecretExpiresAt && d.previousSecretExpiresAt > now) {
    secrets.push(openSecret(deps, d.endpointId, d.previousSecret));
  }
  return secrets;
}

async function attempt(deps: Deps, d: q.ClaimedDelivery, now: Date, timeoutMs: number): Promise<void> {
  // The signature's timestamp is the real time of sending: receivers check it against their clock.
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "user-agent": "PayFlow-Webhooks/1.0",
    "webhook-id": d.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureHeader(signingSecrets(deps, d, now), d.id, timestamp, d.payload),
  };
  const policy = addressPolicy(deps.config, d.isTestData ? "test" : "live");
  const result = await post(d.url, d.payload, headers, { ...policy, timeoutMs });
  const attemptedAt = new Date(now.getTime());
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const gone = result.status === 410;
  const attemptsSoFar = d.attemptCount + 1;
  const retryIn = RETRY_DELAYS_MS[attemptsSoFar - 1];
  const status = delivered ? "delivered" : gone || retryIn === undefined ? "failed" : "pending";
  await deps.db.transaction(async (tx) => {
    await q.insertAttempt(tx, {
      deliveryId: d.id,
      attemptedAt,
      status: result.status,
      durationMs: result.durationMs,
      response: result.response,
      error: result.error,
    });
    await q.finishAttempt(tx, d.id, {
      status,
      nextAttemptAt: status === "pending" && retryIn !== undefined ? new Date(now.getTime() + retryIn) : null,
      lastAttemptAt: attemptedAt,
      lastStatus: result.status,
      lastDurationMs: result.durationMs,
    });
  });
  if (gone) await disableGoneEndpoint(deps, d);
}

/** A 410 means "stop sending": the endpoint is disabled, its queue cancelled, its admins told. */
async function disableGoneEndpoint(deps: Deps, d: q.ClaimedDelivery): Promise<void> {
  const disabled = await deps.db.transaction(async (tx) => {
    const row = await q.disableEnabledEndpoint(tx, d.endpointId, "gone");
    if (row) await q.cancelPending(tx, d.endpointId);
    return row;
  });
  if (!disabled) return;
  deps.logger.info("webhook endpoint disabled after 410", { endpointId: d.endpointId });
  await notifyEndpointGone(deps, disabled).catch((error) =>
    deps.logger.warn("webhook endpoint notifications not written", { endpointId: d.endpointId, error }),
  );
}
