import { callbackTargetProblem } from "./callback-target";
import type { SandboxEnv } from "./env";

// Sandboxes call PayFlow back the way operators do: a plain HTTP POST some time after the
// event, from "outside" (over loopback), with a few retries when PayFlow does not answer 2xx.
// Only ever to this server's own /callbacks/… (callback-target.ts), checked again before every
// attempt, and a redirect is an answer like any other non-2xx: never followed.

const RETRY_DELAYS_MS = [1000, 5000, 15000];

export function sendCallback(
  env: SandboxEnv,
  target: { url: string; headers?: Record<string, string>; body: string; delayMs?: number },
): void {
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
      const res = await fetch(target.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...target.headers },
        body: target.body,
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      // How long PayFlow took to answer, as the operator sees it (`npm run bench` reads it).
      env.logger.debug("sandbox callback answered", { status: res.status, ms: performance.now() - sentAt });
      if (res.ok) return;
      env.logger.debug("sandbox callback refused", { url: target.url, status: res.status });
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
