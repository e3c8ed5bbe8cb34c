import { exchange } from "../lib/http-exchange";
import { callbackTargetProblem } from "./callback-target";
import type { SandboxEnv } from "./env";
import { asDecided, callbackDue, type Decision, type Lifecycle, REPORTED_FAILED_FOR_MS } from "./lifecycle";
import type { Known, SandboxStore } from "./store";

// Sandboxes call PayFlow back the way operators do: a plain HTTP POST some time after the
// event, from "outside" (over loopback), with a few retries when PayFlow does not answer 2xx.
// Only ever to this server's own /callbacks/… (callback-target.ts), checked again before every
// attempt, and a redirect is an answer like any other non-2xx: never followed.

const RETRY_DELAYS_MS = [1000, 5000, 15000];
/** How long PayFlow has to answer a callback. */
const ANSWER_WITHIN_MS = 10_000;
/** …10 and …11: how long after the outcome's callback the second one comes. */
const SECOND_CALLBACK_AFTER_MS = 500;

type Target = { url: string; headers?: Record<string, string>; body: string; delayMs?: number };

/**
 * Sends a settled record's callback once (the store's versioned change makes "once" hold across
 * instances), and what its payer's number asks besides (docs/OPERATORS.md, Magic payer numbers):
 * the same again for …10; for …11 a failure's after it, out of order; for …14 (sent while the
 * operator still reports a failure) the success's once it owns up to it. `build` writes the
 * operator's callback for a record (null: it has nowhere to go); the second one is built from
 * the same attempt as if the payer had decided so.
 */
export async function notifyOnce<T extends { life: Lifecycle } & Record<string, unknown>>(
  env: SandboxEnv,
  store: SandboxStore<T>,
  key: string,
  build: (record: T) => Target | null,
  /** The record as this process stored it (its timer's callback): no read when it is unchanged. */
  known?: Known<T>,
): Promise<void> {
  let due: T | null = null;
  await store.update(
    key,
    (record) => {
      due = null;
      if (!callbackDue(record.life)) return null;
      due = record;
      return { ...record, life: { ...record.life, callbackDone: true } };
    },
    known,
  );
  const record = due as T | null;
  const target = record && build(record);
  if (!record || !target) return;
  sendCallback(env, target);
  const { life } = record;
  const as = (decision: Decision) => build({ ...record, life: asDecided(life, decision) }) ?? target;
  if (life.outcome === "callback_twice") sendCallback(env, { ...target, delayMs: SECOND_CALLBACK_AFTER_MS });
  if (life.outcome === "failure_after_success")
    sendCallback(env, { ...as("decline"), delayMs: SECOND_CALLBACK_AFTER_MS });
  if (life.outcome === "debited_reported_failed") {
    sendCallback(env, { ...as("approve"), delayMs: REPORTED_FAILED_FOR_MS + SECOND_CALLBACK_AFTER_MS });
  }
}

export function sendCallback(env: SandboxEnv, target: Target): void {
  const attempt = async (n: number) => {
    const problem = callbackTargetProblem(target.url, env.callbackBases());
    if (problem) {
      env.logger.warn("sandbox callback not sent: not this server's callback address", {
        url: target.url.slice(0, 200),
        problem,
      });
      return;
    }
    const sentAt = performance.now();
    try {
      const headers = { "content-type": "application/json", ...target.headers };
      const { status } = await exchange(target.url, "POST", headers, target.body, ANSWER_WITHIN_MS);
      // How long PayFlow took to answer, as the operator sees it (`npm run bench` reads it).
      env.logger.debug("sandbox callback answered", { status, ms: performance.now() - sentAt });
      if (status >= 200 && status < 300) return;
      env.logger.debug("sandbox callback refused", { url: target.url, status });
    } catch (error) {
      env.logger.debug("sandbox callback failed", { url: target.url, error: (error as Error).message });
    }
    const delay = RETRY_DELAYS_MS[n];
    if (delay !== undefined) setTimeout(() => void attempt(n + 1), delay).unref();
  };
  setTimeout(() => void attempt(0), target.delayMs ?? 0).unref();
}

/** Runs `fn` once after `ms` without keeping the process alive for it. */
export function later(ms: number, fn: () => Promise<unknown>, env: SandboxEnv): void {
  setTimeout(() => {
    fn().catch((error) => env.logger.debug("sandbox timer failed", { error: (error as Error).message }));
  }, ms).unref();
}
