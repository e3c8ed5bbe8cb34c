import { PayFlowConnectionError } from "./errors.js";

type Fetch = (input: Request) => Promise<Response>;

/** Waits `ms` milliseconds. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 0.5 s, 1 s, 2 s… up to 8 s, each between half and all of it so that many clients spread out. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(8_000, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), capped at a minute; undefined when absent. */
export function retryAfter(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(60_000, Math.max(0, ms)) : undefined;
}

/** What is worth asking again: the rate limit (429) and PayFlow's own failures (5xx), never another refusal. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * A fetch that asks again, at most `maxRetries` times, after a network failure, a 429 or a 5xx.
 * Each attempt sends a copy of the very same request, so a POST keeps its Idempotency-Key and
 * PayFlow answers a retry with what the first attempt made, never a second payment
 * (docs/API.md § Requests, Idempotency).
 */
export function retryingFetch(fetch: Fetch, maxRetries: number, wait: (ms: number) => Promise<void> = sleep): Fetch {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries;
      let response: Response;
      try {
        response = await fetch(last ? request : request.clone());
      } catch (error) {
        // The caller's own abort is an answer, not a failure to retry.
        if (request.signal.aborted) throw error;
        if (last) throw new PayFlowConnectionError(error);
        await wait(backoff(attempt));
        continue;
      }
      if (last || !retryable(response.status)) return response;
      await response.body?.cancel();
      await wait(retryAfter(response) ?? backoff(attempt));
    }
  };
}
